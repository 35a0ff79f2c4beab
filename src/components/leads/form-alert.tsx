/** The answer's summary line: field errors are listed by count, other problems in full. */
export function FormAlert({
  id,
  errorCount,
  message,
}: {
  id: string;
  errorCount: number;
  message?: string;
}) {
  if (!message && errorCount === 0) return null;
  return (
    <div
      id={id}
      tabIndex={-1}
      // A problem with no field of its own (the rate limit, an outage) is where the answer page
      // opens without JavaScript, as it opens on the first wrong field otherwise; with
      // JavaScript, useLeadForm moves the focus.
      autoFocus={errorCount === 0}
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900"
    >
      {message ??
        `Please correct ${errorCount === 1 ? "the field" : `the ${errorCount} fields`} marked below; everything you typed is still here.`}
    </div>
  );
}
