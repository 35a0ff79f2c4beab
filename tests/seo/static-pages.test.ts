import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { discoverStaticPages, fileLastModified, hasRoute } from "@/lib/site-routes/static-pages";

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
