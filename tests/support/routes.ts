// Reads the App Router's page files from disk, so tests and tools know which routes exist
// without a build. Route groups "(name)" vanish from the URL; "[param]" matches one segment.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

// Scripts and tests run from the repository root (npm scripts, vitest, playwright).
export const appDir = path.resolve(process.cwd(), "src/app");

const pageFile = /^page\.(tsx|ts|jsx|js|mdx)$/;

/** Route patterns such as "/", "/team", "/blog/[slug]" for every page file under `dir`. */
export function listPageRoutes(dir: string = appDir): string[] {
  const routes: string[] = [];
  function walk(current: string, segments: string[]) {
    for (const entry of readdirSync(current).sort()) {
      const full = path.join(current, entry);
      if (statSync(full).isDirectory()) {
        // Private folders ("_name") and parallel-route slots ("@name") are not URL segments.
        if (entry.startsWith("_") || entry.startsWith("@")) continue;
        const isGroup = entry.startsWith("(") && entry.endsWith(")");
        walk(full, isGroup ? segments : [...segments, entry]);
      } else if (pageFile.test(entry)) {
        routes.push(`/${segments.join("/")}`);
      }
    }
  }
  walk(dir, []);
  return [...new Set(routes)].sort();
}

export function isDynamicRoute(route: string): boolean {
  return route.includes("[");
}

/** Whether a site path (query and fragment ignored) is served by one of the page routes. */
export function matchesRoute(sitePath: string, routes: readonly string[]): boolean {
  const pathname = sitePath.split(/[?#]/)[0] || "/";
  const parts = pathname.split("/").filter(Boolean);
  return routes.some((route) => {
    const pattern = route.split("/").filter(Boolean);
    if (pattern.some((p) => p.startsWith("[..."))) {
      const fixed = pattern.findIndex((p) => p.startsWith("[..."));
      return (
        parts.length > fixed && pattern.slice(0, fixed).every((p, i) => segmentMatches(p, parts[i]))
      );
    }
    return pattern.length === parts.length && pattern.every((p, i) => segmentMatches(p, parts[i]));
  });
}

function segmentMatches(pattern: string, part: string | undefined): boolean {
  if (part === undefined) return false;
  return pattern.startsWith("[") || pattern === part;
}
