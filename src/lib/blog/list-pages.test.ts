import { describe, expect, it } from "vitest";
import { forgetListPages, listPageExists } from "./list-pages";
import { getBlogPage } from "./index";

// Against the Markdown posts in src/content/posts (the default source: WORDPRESS_URL unset).
describe("listPageExists", () => {
  it("knows the list pages up to the last and no other", async () => {
    forgetListPages();
    const last = (await getBlogPage(1))!.totalPages;
    expect(last).toBeGreaterThan(1);
    for (let page = 1; page <= last; page++) expect(await listPageExists(String(page))).toBe(true);
    expect(await listPageExists(String(last + 1))).toBe(false);
    for (const bad of ["0", "abc", "01", "-1", "", null]) {
      expect(await listPageExists(bad), String(bad)).toBe(false);
    }
  });
});
