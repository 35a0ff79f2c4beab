// Requests the site expects from scanners and broken clients, which Next answers correctly (a
// 4xx) but logs with a stack trace each time: one fuzz run wrote 65 of them. They are counted
// instead, with one line at the 1st, 10th, 100th... of each kind, so the log stays readable and
// a flood still shows.

/** The kinds of expected junk, each recognised by what Next logs for it. */
const KINDS = [
  {
    name: "unknown Server Action (answered 409 or 400)",
    // A Server Action id this page does not host (another page's, or an old build's).
    matches: (error: Error) => error.message.startsWith("Failed to find Server Action"),
  },
  {
    name: "request body shorter than its Content-Length (connection closed)",
    matches: (error: Error) =>
      error.message === "aborted" && (error as NodeJS.ErrnoException).code === "ECONNRESET",
  },
] as const;

export type JunkCounter = {
  /** True (and counted) when `args` is a log call for expected junk. */
  count: (args: readonly unknown[]) => boolean;
  counts: () => Record<string, number>;
};

export function junkCounter(log: (line: string) => void): JunkCounter {
  const counts = new Map<string, number>();
  return {
    count(args) {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const kind = error && KINDS.find((candidate) => candidate.matches(error));
      if (!kind) return false;
      const total = (counts.get(kind.name) ?? 0) + 1;
      counts.set(kind.name, total);
      if (Number.isInteger(Math.log10(total))) log(`[junk] ${kind.name}: ${total} so far`);
      return true;
    },
    counts: () => Object.fromEntries(counts),
  };
}
