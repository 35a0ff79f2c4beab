import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// What the browser downloads with every page: client components and everything they import
// statically. Heavy code that only some visitors need is imported dynamically instead (the
// lead schema loads when a form is first used), and this keeps it that way; class names are
// joined with `joinClasses`, never merged with tailwind-merge (`mergeClasses`, server components
// only), whose class table would otherwise reach every page. A Server Action
// module ("use server") reaches the browser as a reference only, so the walk stops there.

const src = path.join(__dirname, "..", "src");
const forbidden = [
  /^zod(\/|$)/,
  /^@\/lib\/leads\/schema$/,
  /^server-only$/,
  /^tailwind-merge$/,
  /^@\/lib\/merge-classes$/,
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
  });
}

/** Static value imports (`import type` and dynamic `import()` download nothing up front). */
function staticImports(file: string): string[] {
  const code = readFileSync(file, "utf8");
  return [...code.matchAll(/^import\s+(?!type\s)[^;]*?from\s+"([^"]+)"/gms)].map((m) => m[1]!);
}

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [".ts", ".tsx", "/index.ts", "/index.tsx"]
    .map((ext) => base + ext)
    .find((candidate) => existsSync(candidate));
}

function forbiddenReach(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      const here = [...trail, path.relative(src, file)];
      if (forbidden.some((pattern) => pattern.test(specifier))) {
        found.push(`${here.join(" -> ")} -> ${specifier}`);
      }
      const next = resolve(file, specifier);
      if (next && !/^\s*["']use server["']/.test(readFileSync(next, "utf8"))) visit(next, here);
    }
  };
  visit(entry, []);
  return found;
}

describe("client bundle", () => {
  const clientModules = files(src).filter((file) =>
    /^\s*["']use client["']/.test(readFileSync(file, "utf8")),
  );

  it("finds the client components", () => {
    expect(clientModules.length).toBeGreaterThan(10);
  });

  it("never ships Zod, the lead schema, tailwind-merge or server-only code in a first page load", () => {
    expect(clientModules.flatMap(forbiddenReach)).toEqual([]);
  });
});
