import type { EstimatorErrors } from "@/lib/estimator/input";

const fieldIds: Record<string, string> = {
  // The first choice, so following the link puts the focus on the radio group.
  stream: "est-stream-plastic",
  fy: "est-fy",
  role: "est-role-brand-owner",
  category: "est-category",
  q1: "est-q1",
  q2: "est-q2",
  pre: "est-pre",
  supplied: "est-supplied",
  q: "est-q",
};

/** The answer to a submitted form with problems: what to fix, each linked to its field. */
export function ErrorSummary({ errors, id }: { errors: EstimatorErrors; id?: string }) {
  const entries = Object.entries(errors);
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border border-red-700 bg-red-50 p-4 text-sm text-red-900"
      data-testid="estimator-errors"
    >
      <p className="font-semibold">
        {entries.length === 1 ? "One thing to fix" : `${entries.length} things to fix`} before we
        can estimate:
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {entries.map(([field, message]) => (
          <li key={field}>
            <a href={`#${fieldIds[field]}`} className="underline underline-offset-2">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
