// Faults of an outside service (WordPress above all) that Next would log with a stack trace or a
// dump of the failed fetch: a page regenerated while WordPress is down, a background refresh of
// a cached fetch, an answer too large to cache. Each is logged as one line, with how many of its
// kind this process has seen, so an outage reads as a count, not as pages of traces.
//
// Recognised by shape, not by class: Next bundles instrumentation apart from the routes, so
// `instanceof` could miss an error made by another copy of the module.

type Kind = { key: string; line: string };

/** undici's error code in an error's causes ("UND_ERR_SOCKET", "ECONNREFUSED"), if any. */
function causeCode(error: Error | undefined): string | undefined {
  for (let e: unknown = error?.cause; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

/** One line for what a log call holds, or null when it is no known fault. */
function kindOf(args: readonly unknown[]): Kind | null {
  const error = args.find((arg): arg is Error => arg instanceof Error);
  const first = args[0];
  if (error?.name === "WordPressError") {
    const kind = (error as Error & { kind?: string }).kind ?? "error";
    return { key: `wordpress ${kind}`, line: `[wordpress] ${error.message}` };
  }
  if (typeof first === "string" && first.startsWith("Failed to set fetch cache")) {
    return {
      key: "fetch not cached",
      line: `[fetch] answer not cached: ${error?.message ?? "unknown error"}`,
    };
  }
  if (error?.name === "TypeError" && /^(fetch failed|terminated)$/.test(error.message)) {
    return {
      key: "fetch failed",
      line: `[fetch] ${error.message} (${causeCode(error) ?? "no code"})`,
    };
  }
  return null;
}

export type FaultCounter = {
  /** True (logged as one line, and counted) when `args` is a log call for a known fault. */
  count: (args: readonly unknown[]) => boolean;
  counts: () => Record<string, number>;
};

export function faultCounter(log: (line: string) => void): FaultCounter {
  const counts = new Map<string, number>();
  return {
    count(args) {
      const kind = kindOf(args);
      if (!kind) return false;
      const total = (counts.get(kind.key) ?? 0) + 1;
      counts.set(kind.key, total);
      log(`${kind.line} (${kind.key}: ${total} so far)`);
      return true;
    },
    counts: () => Object.fromEntries(counts),
  };
}
