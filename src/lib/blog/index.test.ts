import { describe, expect, it } from "vitest";
import { getBlogPage, getBlogSource, listPageCount, POSTS_PER_PAGE, STICKY_POSTS } from "./index";

const posts = (count: number, sticky = 0) =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    slug: `post-${i + 1}`,
    title: `Post ${i + 1}`,
    sticky: i < sticky,
  }));

describe("listPageCount", () => {
  it("pages the posts below the slider, which holds at most the first pinned ones", () => {
    expect(listPageCount([])).toBe(1);
    expect(listPageCount(posts(POSTS_PER_PAGE))).toBe(1);
    expect(listPageCount(posts(POSTS_PER_PAGE + 1))).toBe(2);
    expect(listPageCount(posts(POSTS_PER_PAGE + 1, 1))).toBe(1);
    expect(listPageCount(posts(STICKY_POSTS, STICKY_POSTS))).toBe(1);
    // Pinned beyond the slider's places stay in the pages.
    expect(listPageCount(posts(2 * POSTS_PER_PAGE + STICKY_POSTS + 1, STICKY_POSTS + 1))).toBe(3);
  });

  it("agrees with the list pages of the Markdown posts", async () => {
    const routes = await getBlogSource().getRouteList();
    expect(listPageCount(routes)).toBe((await getBlogPage(1))!.totalPages);
  });
});
