// What the docs say about the code that a path check cannot see: the README's configuration
// table against the variables the code reads, the table of process-wide state against the keys
// the code puts on globalThis, and the order of src/lib (docs/architecture.md) against the
// folders and ESLint's layers. A variable, key or folder added on one side only fails here.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// ESLint's configuration is plain JavaScript without types: its layers are read as a string list.
const eslintConfig = "../eslint.config.mjs";
const { libLayers } = (await import(eslintConfig)) as { libLayers: string[] };

const root = path.join(__dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** The rows of the first Markdown table after `heading`, as arrays of cells. */
function tableAfter(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(heading);
  expect(start, `${heading} is missing`).toBeGreaterThanOrEqual(0);
  const lines = markdown.slice(start).split("\n");
  const first = lines.findIndex((line) => line.startsWith("|"));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
const matches = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((m) => m.slice(1).find(Boolean)!);

describe("the README's configuration table", () => {
  const readme = read("README.md");
  const documented = tableAfter(readme, "| Variable").flatMap(([names]) => backticked(names!));
  const parsedByEnv = matches(
    read("src/lib/env.ts").slice(read("src/lib/env.ts").indexOf("z.object({")),
    /^ {2}([A-Z][A-Z0-9_]+):/gm,
  );
  const readDirectly = new Map<string, string[]>();
  for (const file of ["server.mjs", "cache-handler.mjs", ...sourceFiles("src")]) {
    if (file === "src/lib/env.ts") continue;
    const names = matches(read(file), /process\.env\.([A-Z_][A-Z0-9_]*)|intFromEnv\("([A-Z_]+)"/g);
    for (const name of names) readDirectly.set(name, [...(readDirectly.get(name) ?? []), file]);
  }
  // Set by Node, Next.js or the build itself, never by an operator.
  const notConfiguration = new Set([
    "NODE_ENV",
    "NEXT_RUNTIME",
    "NEXT_PHASE",
    "__NEXT_PRIVATE_STANDALONE_CONFIG",
    "SITE_SOURCE_DATES",
  ]);

  it("documents every variable the code reads, and only those", () => {
    const read = new Set([...parsedByEnv, ...readDirectly.keys()]);
    for (const name of notConfiguration) read.delete(name);
    expect(new Set(documented)).toEqual(read);
  });

  it("names every variable read before or outside src/lib/env.ts", () => {
    const paragraph = readme.slice(
      readme.indexOf("## Configuration"),
      readme.indexOf("| Variable"),
    );
    const outside = [...readDirectly.keys()].filter(
      (name) => !parsedByEnv.includes(name) && !notConfiguration.has(name),
    );
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.filter((name) => !paragraph.includes(`\`${name}\``))).toEqual([]);
  });

  it("has an example of each in .env.example", () => {
    const examples = matches(read(".env.example"), /^#? ?([A-Z][A-Z0-9_]*)=/gm);
    expect(new Set(examples)).toEqual(new Set(documented));
  });
});

describe("the table of process-wide state (docs/architecture.md)", () => {
  const KEY =
    /globalThis[^;\n]*?(?:Symbol\.for\("[^"]+"\)|__[A-Za-z]+)|Symbol\.for\("[^"]+"\)|\b__(?:nirmal|site)[A-Za-z]+/g;
  const inCode = new Map<string, Set<string>>();
  for (const file of ["server.mjs", "cache-handler.mjs", ...sourceFiles("src")]) {
    for (const match of read(file).matchAll(KEY)) {
      const key = /Symbol\.for\("[^"]+"\)|__[A-Za-z]+/.exec(match[0])![0];
      inCode.set(key, (inCode.get(key) ?? new Set()).add(file));
    }
  }
  const rows = tableAfter(read("docs/architecture.md"), "### Process-wide state");

  it("lists every key the code keeps on globalThis, where the code uses it", () => {
    const inTable = new Map<string, Set<string>>();
    for (const [keys, where] of rows) {
      const files = backticked(where!).map((f) => (f.startsWith("lib/") ? `src/${f}` : f));
      for (const key of backticked(keys!)) inTable.set(key, new Set(files));
    }
    expect(new Map([...inTable].sort())).toEqual(new Map([...inCode].sort()));
  });
});

it("names every job the boot starts (docs/architecture.md)", () => {
  const docs = read("docs/architecture.md");
  const paragraph = docs.slice(docs.indexOf("Everything that runs beside the requests"));
  const started = matches(read("src/lib/boot.ts"), /\b((?:start|open)[A-Z]\w*)\(/g);
  expect(started.length).toBeGreaterThan(4);
  expect(started.filter((name) => !paragraph.slice(0, 1500).includes(`\`${name}\``))).toEqual([]);
});

describe("the order of src/lib (docs/architecture.md)", () => {
  const rows = tableAfter(read("docs/architecture.md"), "## The order of src/lib");
  const entries = rows.map(([, entry]) => backticked(entry!)[0]!.replace(/\/$/, ""));
  const lib = path.join(root, "src/lib");
  const present = readdirSync(lib).filter((name) => !/\.test\.tsx?$/.test(name));

  it("is the order ESLint holds", () => {
    expect(entries).toEqual(libLayers);
  });

  it("has a row for every folder and module of src/lib, and says which are still to come", () => {
    expect(present.filter((name) => !entries.includes(name))).toEqual([]);
    for (const [index, entry] of entries.entries()) {
      const toCome = rows[index]![2]!.includes("(to come)");
      expect(present.includes(entry), `${entry}: ${toCome ? "now exists" : "is missing"}`).toBe(
        !toCome,
      );
    }
  });

  it("names files that exist in each folder", () => {
    for (const [index, entry] of entries.entries()) {
      const full = path.join(lib, entry);
      if (!present.includes(entry) || !statSync(full).isDirectory()) continue;
      const inFolder = readdirSync(full, { recursive: true }).map(String);
      const named = backticked(rows[index]![2]!).filter((name) => /\.tsx?$/.test(name));
      expect(
        named.filter((name) => !inFolder.some((file) => path.basename(file) === name)),
        entry,
      ).toEqual([]);
    }
  });

  it("finds every module opening with its contract in a comment", () => {
    const silent = sourceFiles("src/lib").filter((file) => {
      const lines = read(file).split("\n");
      const first = /^["']use (server|client)["'];?$/.test(lines[0]!) ? lines[1]! : lines[0]!;
      return !/^(\/\/|\/\*\*)/.test(first);
    });
    expect(silent).toEqual([]);
  });
});
