// Every repository path that the docs, the README and the code's comments name exists: a file
// moved or deleted without its mentions fails here, not in a reader's hands.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOTS = [
  "src",
  "scripts",
  "tests",
  "e2e",
  "docs",
  "deploy",
  "drizzle",
  "wordpress",
  "public",
];
const PATH = new RegExp(String.raw`(?<![\w./-])(?:${ROOTS.join("|")})/[\w.@()\[\]/-]*[\w\])]`, "g");

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && pattern.test(e.name) && !e.parentPath.includes("node_modules"))
    .map((e) => path.join(e.parentPath, e.name));
}

/** A match cut back to where its brackets balance: `(site)` and `[id]` are part of a path. */
function balanced(candidate: string): string {
  let depth = 0;
  for (let i = 0; i < candidate.length; i++) {
    const c = candidate[i];
    if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") {
      if (depth === 0) return candidate.slice(0, i);
      depth--;
    }
  }
  return candidate;
}

/** The paths a text names; patterns and placeholders (`*`, `<route>`, `{id}`) are not paths. */
export function namedPaths(text: string): string[] {
  const named: string[] = [];
  for (const match of text.matchAll(PATH)) {
    const after = text.slice(match.index + match[0].length);
    if (/^[\w./-]*[*<{]/.test(after)) continue;
    const candidate = balanced(match[0]).replace(/[./-]+$/, "");
    if (/[*<>{}]/.test(candidate) || candidate.includes("..") || !candidate.includes("/")) continue;
    named.push(candidate);
  }
  return named;
}

/** A module may be named without its extension (`src/proxy`). */
function exists(named: string): boolean {
  return ["", ".ts", ".tsx", ".mjs", ".js"].some((ending) => existsSync(`${named}${ending}`));
}

const sources = [
  "README.md",
  ...files("docs", /\.md$/),
  ...["src", "scripts", "tests", "e2e"].flatMap((dir) => files(dir, /\.(ts|tsx|mjs|sh|css)$/)),
  ".ci/run",
  "Dockerfile",
  "compose.yaml",
];

describe("paths named in docs and comments", () => {
  it("all exist", () => {
    const missing: string[] = [];
    for (const file of sources) {
      for (const named of namedPaths(readFileSync(file, "utf8"))) {
        if (!exists(named)) missing.push(`${file}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("reads paths out of prose and code, and leaves patterns alone", () => {
    expect(namedPaths("see `src/lib/db/index.ts`, and docs/deploy.md.")).toEqual([
      "src/lib/db/index.ts",
      "docs/deploy.md",
    ]);
    expect(namedPaths("src/app/(site)/<route>/_components/ and e2e/*.spec.ts")).toEqual([]);
    expect(
      namedPaths("[the guide](docs/deploy.md) and src/app/staff/(workspace)/page.tsx"),
    ).toEqual(["docs/deploy.md", "src/app/staff/(workspace)/page.tsx"]);
    expect(namedPaths("scripts/ci/setup-*.sh")).toEqual([]);
    expect(namedPaths("https://example.com/src/x.ts")).toEqual([]);
  });
});
