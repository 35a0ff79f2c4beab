import { NewTabLink } from "@/components/ui/new-tab-link";
import {
  dateInForce,
  type Extension,
  type Filing,
  type FilingStatus,
  filingStatus,
  STATUS_LABELS,
} from "@/content/regulation/filings";
import { SECONDARY_NOTE } from "@/content/regulation/source";
import { formatDay } from "@/lib/format-day";
import { mergeClasses } from "@/lib/merge-classes";

const STATUS_CLASSES: Record<FilingStatus, string> = {
  upcoming: "bg-brand-50 text-brand-900 border-brand-200",
  "due-soon": "bg-amber-50 text-amber-950 border-amber-300",
  extended: "bg-sky-50 text-sky-950 border-sky-300",
  "awaiting-notice": "bg-violet-50 text-violet-950 border-violet-300",
  passed: "bg-slate-100 text-slate-800 border-slate-300",
};

/** The status in words (never colour alone), with the day counted from. */
export function StatusBadge({ status }: { status: FilingStatus }) {
  return (
    <span
      className={mergeClasses(
        "inline-block rounded-full border px-3 py-1 text-sm font-semibold print:border-black",
        STATUS_CLASSES[status],
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

function ExtensionSource({ extension }: { extension: Extension }) {
  const { source, basis } = extension;
  return (
    <>
      {source ? (
        <>
          {" "}
          Source:{" "}
          <NewTabLink
            href={source.url}
            rel="noopener"
            className="text-brand-800 underline underline-offset-4"
          >
            {source.title}
          </NewTabLink>
          {source.secondary ? ` (${SECONDARY_NOTE})` : null}.
        </>
      ) : null}
      {basis ? ` Rests on: ${basis}.` : null}
    </>
  );
}

function ExtensionItem({ extension }: { extension: Extension }) {
  const moved =
    extension.to === undefined
      ? "Extended; the new date was not read"
      : `${extension.reported ? "Reportedly extended" : "Extended"} to ${formatDay(extension.to)}`;
  const by = [extension.authority, extension.reference].filter(Boolean).join(", ");
  return (
    <li>
      <span className="text-ink font-medium">{moved}</span> by {by}, issued{" "}
      {formatDay(extension.issued)}.
      <ExtensionSource extension={extension} />
    </li>
  );
}

/** One filing: its date in force and status on `today`, the rules' day and every extension. */
export function FilingCard({ filing, today }: { filing: Filing; today: string }) {
  const due = dateInForce(filing);
  const status = filingStatus(filing, today);
  return (
    <article
      id={filing.id}
      aria-labelledby={`${filing.id}-title`}
      className="border-brand-100 break-inside-avoid rounded-2xl border bg-white p-5 shadow-sm print:rounded-none print:shadow-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h4 id={`${filing.id}-title`} className="text-ink text-lg font-bold">
          {filing.title}
        </h4>
        <StatusBadge status={status} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">Date in force</dt>
        <dd className="text-ink text-xl font-bold">
          {due === null ? "Not read: see the extension below" : formatDay(due)}
        </dd>
        <dt className="text-muted">Set by the rules</dt>
        <dd>
          {formatDay(filing.ruleDate)}: {filing.rule.text}.{" "}
          <NewTabLink
            href={filing.rule.source.url}
            rel="noopener"
            className="text-brand-800 underline underline-offset-4"
          >
            {filing.rule.source.notification ?? filing.rule.source.title}
          </NewTabLink>
          {filing.rule.source.secondary ? ` (${SECONDARY_NOTE})` : null}
        </dd>
        <dt className="text-muted">Extensions</dt>
        <dd>
          {filing.extensions.length === 0 ? (
            <>No extension found.</>
          ) : (
            <ol className="list-decimal space-y-2 pl-5">
              {filing.extensions.map((extension) => (
                <ExtensionItem key={`${extension.issued}-${extension.to}`} extension={extension} />
              ))}
            </ol>
          )}
        </dd>
        <dt className="text-muted">Last checked</dt>
        <dd>{formatDay(filing.checked)}</dd>
      </dl>
    </article>
  );
}
