// Test helpers for the content checks: gather every string the site's content states, and every
// link it cites (they walk src/, so they live outside it).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

export const contentRoot = join(process.cwd(), "src", "content");

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/** Every string reachable from a value (objects, arrays, nested). */
export function stringsIn(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (typeof value !== "object" || value === null || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((v) => stringsIn(v, seen));
}

/** Content modules (no tests), split into the regulation folder and everything else. */
export function contentModules(): { regulation: string[]; pages: string[] } {
  const files = walk(contentRoot).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
  const isRegulation = (f: string) => relative(contentRoot, f).startsWith("regulation");
  return {
    regulation: files.filter((f) => isRegulation(f) && !/(figures|links)\.ts$/.test(f)),
    pages: files.filter((f) => !isRegulation(f)),
  };
}

export async function stringsOf(files: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const file of files) {
    const mod: unknown = await import(/* @vite-ignore */ file);
    out.set(relative(contentRoot, file), stringsIn(mod));
  }
  return out;
}

/** Blog post bodies (front matter removed), keyed by file name. */
export function postBodies(): Map<string, string> {
  const dir = join(contentRoot, "posts");
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith(".md"))
      .map((f) => [f, readFileSync(join(dir, f), "utf8").replace(/^---[\s\S]*?\n---\n/, "")]),
  );
}

/** Literal external hrefs written into components and pages. */
export function componentHrefs(): Map<string, string[]> {
  const root = join(process.cwd(), "src");
  const files = walk(root).filter(
    (f) => f.endsWith(".tsx") && !f.includes(`${join("src", "content")}`),
  );
  const out = new Map<string, string[]>();
  for (const file of files) {
    const hrefs = [...readFileSync(file, "utf8").matchAll(/href="(https?:\/\/[^"]+)"/g)].map(
      (m) => m[1]!,
    );
    if (hrefs.length > 0) out.set(relative(root, file), hrefs);
  }
  return out;
}
