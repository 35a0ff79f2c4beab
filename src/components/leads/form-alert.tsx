/** The answer's summary line: field errors are listed by count, other problems in full. */
export function FormAlert({
  id,
  errorCount,
  typed = true,
  message,
}: {
  id: string;
  errorCount: number;
  /** Whether the visitor had typed anything, which the form keeps; an empty form has nothing to keep. */
  typed?: boolean;
  message?: string;
}) {
  const fields = errorCount === 1 ? "the field" : `the ${errorCount} fields`;
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
        (typed
          ? `Please correct ${fields} marked below; everything you typed is still here.`
          : `Please fill in ${fields} marked below.`)}
    </div>
  );
}
