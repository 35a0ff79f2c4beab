"use client";
import { useEffect, useLayoutEffect, useState, useSyncExternalStore, type FormEvent } from "react";
import { ConsultationForm } from "@/components/leads/consultation-form";
import { Button } from "@/components/ui/button";
import { estimateObligation, formatTonnes, yearOutOfRange } from "@/lib/estimator/estimate";
import {
  ESTIMATOR_FIELDS,
  toEstimatorQuery,
  type EstimatorErrors,
  type EstimatorField,
  type EstimatorValues,
  type ParsedEstimator,
} from "@/lib/estimator/input";
import { ESTIMATOR_PATH, RESULT_PATH } from "@/lib/estimator/paths";
import { EstimateResult } from "./estimate-result";
import { EstimatorFields } from "./estimator-fields";
import { ErrorSummary } from "./error-summary";

/**
 * Where a submitted form lands (the form's address carries it): the estimate, or the list of
 * what to fix. Without it a phone would show the top of the page, with the answer below.
 */
const ANSWER_ID = "estimate";

const noSubscription = () => () => {};

/** What the submit button says once the estimate shows live beside the form. */
const OWN_PAGE_LABEL = "Open this estimate's own page";

type Parse = typeof import("@/lib/estimator/parse").parseEstimatorParams;

/**
 * The estimator form. Without JavaScript it is a plain GET form whose answer the result route
 * renders; with it, the same pure calculation runs as the visitor types and the summary is
 * announced. Nothing is stored and no cookie is set.
 */
export function Estimator({ initial: start }: { initial: ParsedEstimator }) {
  const initial = start.values;
  const [values, setValues] = useState<EstimatorValues>(initial);
  // A submitted form (the result route, never empty) shows every problem, a missing stream
  // included; a fresh one shows each as its field is left.
  const [touched, setTouched] = useState<"all" | ReadonlySet<string>>(
    Object.keys(initial).length > 0 ? "all" : new Set(),
  );
  // The checks (with Zod) load once the form is first used, not with the page; until then the
  // values are the ones the server already read.
  const [parse, setParse] = useState<Parse | "failed" | null>(null);
  function loadParser() {
    if (parse) return;
    import("@/lib/estimator/parse").then(
      (module) => setParse(() => module.parseEstimatorParams),
      // Not fetched (offline, or a newer version deployed): the live estimate stops rather than
      // show figures for values it has not read; the form still answers on the result page.
      () => setParse("failed"),
    );
  }
  // False in the server HTML (every field visible without JavaScript), true once hydrated.
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [announcement, setAnnouncement] = useState("");

  useLayoutEffect(() => {
    // The browser has already scrolled to the answer when the form, hydrating, hides the other
    // stream's fields: everything below them moves up, and a phone would be left past the
    // headline. Land on it again, before the move is painted; not after a reload or Back,
    // where the browser puts back the visitor's own place.
    if (!enhanced || window.location.hash !== `#${ANSWER_ID}`) return;
    const [navigation] = performance.getEntriesByType("navigation");
    if (navigation && (navigation as PerformanceNavigationTiming).type !== "navigate") return;
    document.getElementById(ANSWER_ID)?.scrollIntoView({ block: "start", behavior: "instant" });
  }, [enhanced]);

  const parsed: ParsedEstimator =
    typeof parse === "function"
      ? parse(values)
      : parse === "failed" && values !== initial
        ? { status: "empty", values }
        : start;
  const estimate = parsed.status === "ok" ? estimateObligation(parsed.input) : undefined;
  const errors: EstimatorErrors = parsed.status === "invalid" ? { ...parsed.errors } : {};
  if (estimate?.status === "out-of-range") errors.fy = estimate.message;
  errors.fy ??= yearOutOfRange(values.stream, values.fy);
  if (!errors.fy) delete errors.fy;
  const shown: EstimatorErrors = Object.fromEntries(
    Object.entries(errors).filter(([field]) => touched === "all" || touched.has(field)),
  );
  const ok = estimate?.status === "ok" ? estimate : undefined;
  const query = toEstimatorQuery(values);
  const shareHref = `${RESULT_PATH}?${query}`;
  const summary = ok
    ? `Estimated obligation for ${ok.fy}: ${formatTonnes(ok.obligationTonnes)}.` +
      (ok.stream === "plastic"
        ? ` At least ${formatTonnes(ok.lines[1]!.tonnes)} by recycling.`
        : "")
    : "";

  useEffect(() => {
    // Announce once typing pauses, not on every keystroke.
    const timer = setTimeout(() => setAnnouncement(summary), 700);
    return () => clearTimeout(timer);
  }, [summary]);

  useEffect(() => {
    // On the result route the address bar follows the form, so a reload or a copy shares it.
    if (ok && window.location.pathname === RESULT_PATH && window.location.search !== `?${query}`) {
      window.history.replaceState(window.history.state, "", shareHref);
    }
  }, [ok, query, shareHref]);

  function onChange(event: FormEvent<HTMLFormElement>) {
    loadParser();
    const data = new FormData(event.currentTarget);
    const next: EstimatorValues = {};
    for (const field of ESTIMATOR_FIELDS) {
      const value = data.get(field);
      if (typeof value === "string") next[field] = value;
    }
    setValues(next);
    const name = (event.target as HTMLInputElement).name as EstimatorField;
    setTouched((previous) => (previous === "all" ? previous : new Set([...previous, name])));
  }

  const untouched = touched === "all" && values === initial;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-start">
      <form
        method="get"
        action={`${RESULT_PATH}#${ANSWER_ID}`}
        onChange={onChange}
        onFocus={loadParser}
        onPointerDown={loadParser}
        noValidate
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
        aria-labelledby="estimator-form-heading"
      >
        <h2 id="estimator-form-heading" className="text-ink text-xl font-bold">
          Your figures
        </h2>
        {untouched && Object.keys(shown).length > 0 ? (
          <ErrorSummary errors={shown} id={ANSWER_ID} />
        ) : null}
        <EstimatorFields values={values} errors={shown} hideInactive={enhanced} />
        <Button type="submit" size="lg">
          {enhanced ? OWN_PAGE_LABEL : "Estimate my obligation"}
        </Button>
      </form>
      <div>
        <div aria-live="polite" role="status" className="sr-only" data-testid="announcer">
          {announcement}
        </div>
        {ok ? (
          <>
            <EstimateResult estimate={ok} shareHref={shareHref} id={ANSWER_ID} />
            <section
              aria-labelledby="estimate-consult-heading"
              className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
            >
              <h2 id="estimate-consult-heading" className="text-ink text-xl font-bold">
                Talk to us about meeting it
              </h2>
              <p className="text-muted mt-2 text-sm">
                Your estimate ({formatTonnes(ok.obligationTonnes)}, {ok.fy}) is sent with the
                request. Read how our{" "}
                <a
                  href="/epr-compliance-service#waste-types"
                  className="text-brand-800 underline underline-offset-2"
                >
                  EPR compliance service
                </a>{" "}
                handles {ok.stream === "plastic" ? "plastic packaging" : "e-waste"}.
              </p>
              <div className="mt-5">
                <ConsultationForm
                  key={ok.stream}
                  page={ESTIMATOR_PATH}
                  idPrefix="estimate-consultation"
                  prefill={{
                    eprType: ok.stream === "plastic" ? "plastic" : "e-waste",
                    estimate: query,
                  }}
                />
              </div>
            </section>
          </>
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white/70 p-6 text-slate-700">
            {parse === "failed"
              ? `The live estimate could not load: “${OWN_PAGE_LABEL}” shows it on a page of its own.`
              : "Choose a stream and a year and enter your quantities: the obligation appears here with the rule and source behind every figure."}
          </p>
        )}
      </div>
    </div>
  );
}
