import { describe, expect, it } from "vitest";
import { forgetKnownBlogPaths, isKnownBlogPath } from "./known-paths";
import { markdownSource } from "./markdown-source";
import { postPath } from "./slug";

// Against the Markdown posts in src/content/posts (the default source: WORDPRESS_URL unset).
describe("isKnownBlogPath", () => {
  it("knows every published post's canonical path and no other slug", async () => {
    forgetKnownBlogPaths();
    const routes = await markdownSource.getRouteList();
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) expect(await isKnownBlogPath(postPath(route.slug))).toBe(true);
    expect(await isKnownBlogPath("/blog/no-such-post")).toBe(false);
    expect(await isKnownBlogPath("/blog/%E0%AE%A4%E0%AE%AE")).toBe(false);
  });

  it("knows the list pages up to the last", async () => {
    const list = await markdownSource.getPosts({ page: 1, perPage: 5 });
    const last = list!.totalPages;
    expect(last).toBeGreaterThan(1);
    expect(await isKnownBlogPath(`/blog/page/${last}`)).toBe(true);
    expect(await isKnownBlogPath(`/blog/page/${last + 1}`)).toBe(false);
    for (const bad of ["/blog/page/0", "/blog/page/abc", "/blog/page/01"]) {
      expect(await isKnownBlogPath(bad), bad).toBe(false);
    }
  });

  it("leaves every other path to the router", async () => {
    for (const path of ["/", "/blog", "/blog/", "/faq", "/post/103", "/blog/a/b/c"]) {
      expect(await isKnownBlogPath(path), path).toBe(true);
    }
  });
});
