import type { Estimate } from "@/lib/estimator/estimate";
import { formatTonnes } from "@/lib/estimator/estimate";
import { formatDay } from "@/lib/format-day";
import { ewasteMicroExclusion } from "@/content/regulation/ewaste";
import { ewasteTargetReview } from "@/content/regulation/ewaste-targets";
import { plasticExemptions, plasticExportExclusion } from "@/content/regulation/plastic";
import type { Sourced } from "@/content/regulation/source";
import { src } from "@/content/regulation/sources";
import { SourceLinks } from "./source-links";

type Ok = Extract<Estimate, { status: "ok" }>;

// Plain markup (no hooks): the result route renders it on the server and the live form in the browser.

/** The estimate with its working: every line names its rule, source and review date. */
export function EstimateResult({
  estimate,
  shareHref,
  id,
}: {
  estimate: Ok;
  shareHref: string;
  id?: string;
}) {
  const headline = estimate.lines[0];
  return (
    <section
      id={id}
      aria-labelledby="estimate-heading"
      className="border-brand-200 rounded-2xl border bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id="estimate-heading" className="text-ink text-2xl font-bold">
        Your estimate for {estimate.fy}
      </h2>
      {estimate.carriedForward ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          The rules set no figure of its own for {estimate.fy}: their last column,{" "}
          {estimate.tableFy}, applies to later years too (&quot;and onwards&quot;), so the figures
          below use it.
        </p>
      ) : null}
      <p
        className="text-brand-800 mt-4 text-4xl font-extrabold tabular-nums"
        data-testid="obligation"
      >
        {formatTonnes(headline!.tonnes)}
      </p>
      <p className="text-muted text-sm">{headline!.detail ?? headline!.label}</p>
      <dl className="mt-6 space-y-5">
        {estimate.lines.map((line) => (
          <div key={line.label} className="border-t border-slate-200 pt-4">
            <dt className="text-ink font-semibold">
              {line.label}: <span className="tabular-nums">{formatTonnes(line.tonnes)}</span>
            </dt>
            <dd className="text-muted mt-1 text-sm">
              <p>{line.working}</p>
              <p className="mt-1">
                Rule: {line.rule}. Source: <SourceLinks sources={line.sources} />. Last reviewed:{" "}
                {formatDay(line.reviewed)}.
              </p>
            </dd>
          </div>
        ))}
      </dl>
      <Caveats stream={estimate.stream} />
      <p className="mt-5 text-sm">
        <a href={shareHref} className="text-brand-800 font-semibold underline underline-offset-2">
          Link to this estimate
        </a>{" "}
        <span className="text-muted">(copy it to share or keep; nothing is stored)</span>
      </p>
    </section>
  );
}

function Caveats({ stream }: { stream: Ok["stream"] }) {
  return (
    <div className="mt-6 rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
      <p className="font-semibold">An estimate, not legal advice.</p>
      <p className="mt-1">
        The binding target is the one the CPCB&apos;s centralised EPR portal computes from your
        registration and returns.
      </p>
      {stream === "plastic" ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <SourcedCaveat
            fact={plasticExemptions}
            after="This estimate assumes you are neither a micro nor a small enterprise."
          />
          <li>
            A brand owner&apos;s quantity is the average of the two previous years plus pre-consumer
            waste; a producer or importer deducts from it what it supplied to registered brand
            owners and other registered entities, as entered above, counted over the same two years.
            The 2021 draft of the guidelines deducted what was supplied during the previous year
            only; until the final text is read, check which period the portal uses. For an importer
            the figure is an approximation: reports of the guidelines define an importer&apos;s
            eligible quantity differently from a producer&apos;s.
          </li>
          <SourcedCaveat fact={plasticExportExclusion} />
          <li>
            Brand owners meet targets state by state; this estimate is national. Reuse targets for
            rigid packaging and the recycled-content obligation are not included.
          </li>
          <li>
            Packaging made of biodegradable plastics (Category V, which summaries of the March 2024
            amendment report) is not covered: the target tables checked for this estimator list
            Categories I to IV.
          </li>
          <li>Certificate prices are market figures and are not shown.</li>
          <li>
            The 2026 amendment rules amended Schedule II; check the portal for any change to these
            figures. Source: <SourceLinks sources={[src.pwm2026]} />.
          </li>
        </ul>
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <SourcedCaveat fact={ewasteTargetReview} after="" />
          <SourcedCaveat
            fact={ewasteMicroExclusion}
            after="This estimate assumes you are not a micro enterprise."
          />
          <li>
            Enter the weight of equipment placed on the market in the year that lies the
            product&apos;s average life before the target year (CPCB lists the average life of each
            equipment code). Producers who have sold for fewer years than that average life have
            separate, lower targets that this form does not compute.
          </li>
          <li>Certificate prices are market figures and are not shown.</li>
        </ul>
      )}
    </div>
  );
}

/** A fact of the rules that can take the obligation away, with its source. */
function SourcedCaveat({ fact, after }: { fact: Sourced<{ text: string }>; after?: string }) {
  return (
    <li>
      {fact.text}
      {after ? ` ${after}` : null}
      {fact.sources.length > 0 ? (
        <>
          {" "}
          Source: <SourceLinks sources={fact.sources} />.
        </>
      ) : null}
    </li>
  );
}
