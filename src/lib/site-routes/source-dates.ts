// When each page's source last changed, as recorded by next.config.ts when the build was made
// (git is neither needed nor asked at run time).
import "server-only";

let parsed: Map<string, Date> | undefined;

function recorded(): Map<string, Date> {
  if (parsed) return parsed;
  parsed = new Map();
  try {
    const raw = JSON.parse(process.env.SITE_SOURCE_DATES ?? "{}") as Record<string, unknown>;
    for (const [file, value] of Object.entries(raw)) {
      const date = typeof value === "string" ? new Date(value) : undefined;
      if (date && !Number.isNaN(date.getTime())) parsed.set(file, date);
    }
  } catch {
    // An unreadable record only costs the sitemap its lastmod values.
  }
  return parsed;
}

/** The recorded date of a source file (path relative to the repository root). */
export function sourceDate(file: string): Date | undefined {
  return recorded().get(file);
}
