// Keeps personal data out of the server log when a database call fails. Drizzle's query error
// carries the query's parameters (e-mail addresses, phone numbers, notes) in its message and
// fields, and a database error can quote a value in its message or detail; Next logs an error a
// page or an action did not catch as it is. The log gets the query with its placeholders and
// the database's error code instead.
import { faultCounter } from "./faults";
import { junkCounter } from "./junk";

const INSTALLED = Symbol.for("nirmal.logScrub");

type QueryError = Error & { query: string; params: unknown[]; cause?: unknown };

/**
 * Drizzle's DrizzleQueryError, by its shape: Next bundles instrumentation apart from the routes,
 * each possibly with its own copy of drizzle-orm, so `instanceof` could miss it.
 */
function isQueryError(value: Error): value is QueryError {
  return "query" in value && "params" in value && Array.isArray(value.params);
}

/** The SQLSTATE code of a database error, as PostgreSQL and PGlite both give it. */
function sqlState(value: unknown): string | undefined {
  const code = (value as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * The stack's frames: the stack starts with the name and the whole message (which may run over
 * several lines, any of them a value), so as many lines as the message has are left out.
 */
function frames(original: Error): string {
  const heading = `${original.name}: ${original.message}`.split("\n").length;
  return (original.stack ?? "").split("\n").slice(heading).join("\n");
}

function withheld(original: Error, message: string): Error {
  const safe = new Error(message);
  safe.name = original.name;
  safe.stack = `${original.name}: ${message}\n${frames(original)}`;
  // Next's digest (a hash, shown on the error page) finds the log line; it names no one.
  const { digest } = original as Error & { digest?: unknown };
  if (typeof digest === "string") Object.assign(safe, { digest });
  return safe;
}

/**
 * `value` fit for the log: a query error or a database error becomes a plain error naming the
 * query and the code; the causes of any other error are looked through. Anything else as is.
 */
export function scrubbed(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error) || depth > 5) return value;
  if (isQueryError(value)) {
    const code = sqlState(value.cause);
    return withheld(
      value,
      `Failed query: ${value.query}\nparams: withheld${code ? ` (database code ${code})` : ""}`,
    );
  }
  // The database's own error: its message can quote a value ('invalid input syntax for type
  // integer: "…"'), as can its detail.
  const code = sqlState(value);
  if (code && "severity" in value) {
    return withheld(value, `Database error (code ${code})`);
  }
  if (value.cause instanceof Error) {
    const cause = scrubbed(value.cause, depth + 1);
    if (cause !== value.cause) {
      const copy = withheld(value, value.message);
      copy.cause = cause;
      return copy;
    }
  }
  return value;
}

/**
 * Has `console.error` and `console.warn` log errors scrubbed, expected junk counted instead of
 * logged with its stack (src/lib/logging/junk.ts) and an outside service's faults logged as one
 * counted line each (faults.ts), once per process.
 */
export function installLogScrub(target: Pick<Console, "error" | "warn" | "info"> = console): void {
  const holder = target as typeof target & { [INSTALLED]?: true };
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  const junk = junkCounter(target.info.bind(target));
  const faults = faultCounter(target.warn.bind(target));
  for (const method of ["error", "warn"] as const) {
    const original = target[method].bind(target);
    target[method] = (...args: unknown[]) => {
      if (junk.count(args) || faults.count(args)) return;
      original(...args.map((arg) => scrubbed(arg)));
    };
  }
}
