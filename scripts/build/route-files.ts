// Build-time and test helpers over the route files: which static pages exist (a test keeps
// src/content/routes.ts equal to them) and when each dated source last changed (next.config.ts
// records the dates into the build, so the running site needs neither git nor the sources).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export type StaticPage = { path: string; file: string; indexable: boolean };

/** Route-file conventions that never become a URL segment of their own. */
function isRouteGroup(name: string): boolean {
  return name.startsWith("(") && name.endsWith(")");
}

function isHiddenSegment(name: string): boolean {
  // Private folders, dynamic and parallel segments are not static pages.
  return name.startsWith("_") || name.startsWith("[") || name.startsWith("@");
}

/** Pages that ask search engines not to index them (metadata robots index: false) stay out. */
export function optsOutOfIndexing(source: string): boolean {
  return /\bindex\s*:\s*false\b/.test(source) || /["']noindex/.test(source);
}

/** The top-level folders of the signed-in staff workspace and client portal. */
const PRIVATE_AREAS = new Set(["staff", "portal"]);

export function discoverStaticPages(appDir: string): StaticPage[] {
  const pages: StaticPage[] = [];
  const walk = (dir: string, segments: string[]) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isFile() && /^page\.(tsx|ts|jsx|js|mdx)$/.test(entry.name)) {
        const file = path.join(dir, entry.name);
        const indexable = !optsOutOfIndexing(readFileSync(file, "utf8"));
        pages.push({ path: `/${segments.join("/")}`, file, indexable });
      }
    }
    for (const entry of entries) {
      if (!entry.isDirectory() || isHiddenSegment(entry.name)) continue;
      // The staff workspace and the client portal are private: no sitemap entry, no share image.
      if (segments.length === 0 && PRIVATE_AREAS.has(entry.name)) continue;
      const next = isRouteGroup(entry.name) ? segments : [...segments, entry.name];
      walk(path.join(dir, entry.name), next);
    }
  };
  walk(appDir, []);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** The page file of a route folder such as "locations/[city]", looked up in every route group. */
export function findRouteFile(appDir: string, routeDir: string): string | undefined {
  let groups: string[] = [];
  try {
    groups = readdirSync(appDir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && isRouteGroup(e.name))
      .map((e) => e.name);
  } catch {
    return undefined;
  }
  return ["", ...groups]
    .map((group) => path.join(appDir, group, routeDir, "page.tsx"))
    .find((file) => existsSync(file));
}

export function hasRoute(appDir: string, routeDir: string): boolean {
  return findRouteFile(appDir, routeDir) !== undefined;
}

export function routeFileLastModified(appDir: string, routeDir: string): Date | undefined {
  const file = findRouteFile(appDir, routeDir);
  return file ? fileLastModified(file) : undefined;
}

const lastModifiedCache = new Map<string, Date>();

/**
 * When a file last changed: its last commit time, or the file's own time when it is not
 * committed yet (or git is not available where the site runs).
 */
export function fileLastModified(file: string): Date | undefined {
  const cached = lastModifiedCache.get(file);
  if (cached) return cached;
  let result: Date | undefined;
  try {
    const out = execFileSync("git", ["log", "-1", "--format=%cI", "--", file], {
      cwd: path.dirname(file),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 5000,
    }).trim();
    if (out) result = new Date(out);
  } catch {
    result = undefined;
  }
  if (!result || Number.isNaN(result.getTime())) {
    try {
      result = statSync(file).mtime;
    } catch {
      result = undefined;
    }
  }
  if (result) lastModifiedCache.set(file, result);
  return result;
}

/**
 * The last-change date of every source that dates a sitemap entry, keyed by its path relative
 * to `root` (forward slashes), as ISO strings.
 */
export function recordSourceDates(root: string, files: readonly string[]): Record<string, string> {
  const dates: Record<string, string> = {};
  for (const rel of files) {
    const date = fileLastModified(path.join(root, rel));
    if (date) dates[rel] = date.toISOString();
  }
  return dates;
}

/** Every file (relative to `root`) directly inside `dir` whose name ends with `extension`. */
export function listFiles(root: string, dir: string, extension: string): string[] {
  try {
    return readdirSync(path.join(root, dir))
      .filter((name) => name.endsWith(extension) && !name.includes(".test."))
      .map((name) => `${dir}/${name}`);
  } catch {
    return [];
  }
}
