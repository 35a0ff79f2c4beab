// The image's builder installs only `dependencies` (Dockerfile: npm install --omit=dev). Every
// package that the files `npm run build` compiles or runs import must therefore be listed there,
// not in `devDependencies`: here a misplaced import fails in the unit tests, before an image build.
import { builtinModules } from "node:module";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  dependencies: Record<string, string>;
};

/** What the build reads: the site's sources (not their tests), its configuration and scripts. */
function buildFiles(): string[] {
  const sources = readdirSync("src", { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts|mjs)$/.test(e.name) && !/\.test\./.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  return [
    ...sources,
    "next.config.ts",
    "postcss.config.mjs",
    "server.mjs",
    "cache-handler.mjs",
    "scripts/build/route-files.ts",
    "scripts/build/compile-hints.ts",
    "scripts/build/assemble-standalone.ts",
  ];
}

/** The npm package a bare import names (`@scope/name/sub` → `@scope/name`), or null. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith(".") || specifier.startsWith("@/") || specifier.startsWith("node:"))
    return null;
  const parts = specifier.split("/");
  const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
  return builtinModules.includes(name) ? null : name;
}

/** Static imports and re-exports (over several lines too), side-effect imports, `import("…")`. */
const IMPORT =
  /^\s*(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm;

describe("the build's packages", () => {
  it("are all in dependencies", () => {
    const misplaced = new Set<string>();
    for (const file of buildFiles()) {
      for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
        const name = packageOf(match[1] ?? match[2] ?? match[3]!);
        if (name && !(name in pkg.dependencies)) misplaced.add(`${file}: ${name}`);
      }
    }
    expect([...misplaced]).toEqual([]);
  });

  it("include the compilers and types the build runs", () => {
    for (const name of ["typescript", "tailwindcss", "@tailwindcss/postcss", "tsx", "@types/react"])
      expect(pkg.dependencies, name).toHaveProperty([name]);
  });
});
