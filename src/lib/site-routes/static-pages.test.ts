import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cityPageSource, staticPages } from "@/content/routes";
import {
  discoverStaticPages,
  fileLastModified,
  hasRoute,
  recordSourceDates,
} from "../../../scripts/build/route-files";

const root = mkdtempSync(path.join(tmpdir(), "routes-"));
const page = (rel: string, source = "export default function P() { return null; }") => {
  mkdirSync(path.join(root, rel), { recursive: true });
  writeFileSync(path.join(root, rel, "page.tsx"), source);
};

page("(site)");
page("(site)/team");
page("(site)/services/epr");
page("(site)/blog/[slug]");
page("(site)/_drafts/x");
page("(site)/login", "export const metadata = { robots: { index: false, follow: false } };");
page("other");

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("static page discovery", () => {
  it("finds every static page, dropping route groups from the URL", () => {
    const pages = discoverStaticPages(root);
    expect(pages.filter((p) => p.indexable).map((p) => p.path)).toEqual([
      "/",
      "/other",
      "/services/epr",
      "/team",
    ]);
  });

  it("skips dynamic and private folders and marks noindex pages", () => {
    const pages = discoverStaticPages(root);
    expect(pages.some((p) => p.path.includes("["))).toBe(false);
    expect(pages.some((p) => p.path.includes("_drafts"))).toBe(false);
    expect(pages.find((p) => p.path === "/login")?.indexable).toBe(false);
  });

  it("knows whether a dynamic route exists in any group", () => {
    expect(hasRoute(root, "blog/[slug]")).toBe(true);
    expect(hasRoute(root, "locations/[city]")).toBe(false);
  });

  it("dates a file by its last commit, or by the file itself when uncommitted", () => {
    const committed = fileLastModified(path.resolve("package.json"));
    expect(committed).toBeInstanceOf(Date);
    expect(committed!.getTime()).toBeLessThanOrEqual(Date.now());
    const fresh = fileLastModified(path.join(root, "(site)", "team", "page.tsx"));
    expect(Math.abs(fresh!.getTime() - Date.now())).toBeLessThan(60_000);
  });
});

describe("the route list in src/content/routes.ts", () => {
  const appDir = path.resolve("src/app");

  it("names exactly the static pages that exist, with their indexability", () => {
    const onDisk = discoverStaticPages(appDir).map((p) => ({
      path: p.path,
      source: path.relative(process.cwd(), p.file).split(path.sep).join("/"),
      indexable: p.indexable,
    }));
    expect([...staticPages].sort((a, b) => a.path.localeCompare(b.path))).toEqual(onDisk);
  });

  it("points at the dynamic route files that exist", () => {
    expect(existsSync(cityPageSource)).toBe(true);
    expect(hasRoute(appDir, "locations/[city]")).toBe(true);
    expect(hasRoute(appDir, "blog/[slug]")).toBe(true);
  });

  it("dates every listed source at build time", () => {
    const files = [...staticPages.map((p) => p.source), cityPageSource];
    const dates = recordSourceDates(process.cwd(), files);
    expect(Object.keys(dates).sort()).toEqual([...files].sort());
  });
});

describe("the running site", () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
      .map((e) => path.join(e.parentPath, e.name));

  /**
   * The only modules that start a program or list a folder, and what for: the PostgreSQL client
   * tools a backup and a restore run (and `cp` for the embedded database's folder), whether a
   * restore's target folder is empty, and the folder of backups the schedule prunes.
   */
  const operations: Record<string, RegExp> = {
    [path.join("src", "lib", "db", "backup.ts")]: /runPgTool\("pg_(dump|restore)"/,
    [path.join("src", "lib", "db", "restore.ts")]: /readdirSync\(dir\)\.length === 0/,
    [path.join("src", "lib", "db", "restore-postgres.ts")]: /spawn\("pg_restore"/,
    [path.join("src", "lib", "ops", "backup", "schedule.ts")]: /readdirSync\(dir\)/,
  };

  it("never runs git, walks the source tree or reads a file from src/", () => {
    const offenders = sources("src").filter((file) => {
      const text = readFileSync(file, "utf8");
      if (/process\.cwd\(\)[^;]*["']src[/"']/.test(text) || /["']git["']/.test(text)) return true;
      if (operations[file]) return !operations[file].test(text);
      return (
        /node:child_process|["']child_process["']|\bexecFile|\bspawn\(/.test(text) ||
        /readdirSync|statSync/.test(text)
      );
    });
    expect(offenders).toEqual([]);
  });
});
