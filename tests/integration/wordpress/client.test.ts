// The WordPress client against a real WordPress seeded by scripts/wordpress/seed.php.
// scripts/ci/setup-wordpress.sh starts it on 127.0.0.1:8881 (WORDPRESS_TEST_URL to use another).
import { describe, expect, it } from "vitest";
import { listPageCount, POSTS_PER_PAGE, STICKY_POSTS } from "@/lib/blog";
import { createWordPressClient } from "@/lib/wordpress/client";

const baseUrl = process.env.WORDPRESS_TEST_URL ?? "http://127.0.0.1:8881";

describe("WordPress client on a real WordPress", () => {
  const wp = createWordPressClient({ baseUrl });

  it("pages 13 published posts as 3 pages of 5, and page 4 does not exist", async () => {
    const page1 = await wp.getPosts({ page: 1, perPage: 5 });
    expect(page1).toMatchObject({ total: 13, totalPages: 3 });
    expect(page1!.posts).toHaveLength(5);
    expect((await wp.getPosts({ page: 3, perPage: 5 }))!.posts).toHaveLength(3);
    expect(await wp.getPosts({ page: 4, perPage: 5 })).toBeNull();
    expect(await wp.getTotalCount()).toBe(13);
  });

  it("returns the 3 sticky posts", async () => {
    const sticky = await wp.getPosts({ page: 1, perPage: 3, sticky: true });
    expect(sticky!.posts).toHaveLength(3);
    expect(sticky!.posts.every((p) => p.sticky)).toBe(true);
  });

  it("counts the list pages from the route list as the list itself pages them", async () => {
    const pinned = (await wp.getPosts({ page: 1, perPage: STICKY_POSTS, sticky: true }))!.posts;
    const list = await wp.getPosts({
      page: 1,
      perPage: POSTS_PER_PAGE,
      exclude: pinned.map((p) => p.id),
    });
    const routes = await wp.getRouteList();
    expect(routes.filter((r) => r.sticky).map((r) => r.id)).toEqual(pinned.map((p) => p.id));
    expect(listPageCount(routes)).toBe(list!.totalPages);
  });

  it("finds posts by slug (including a Tamil one) and by id", async () => {
    const post = await wp.getPostBySlug("battery-epr-for-ev-makers");
    expect(post?.title).toBe("Battery EPR for EV Makers");
    expect(post?.image?.src).toMatch(/\/wp-content\/uploads\//);
    expect((await wp.getPostById(post!.id))?.slug).toBe("battery-epr-for-ev-makers");
    const routes = await wp.getRouteList();
    const tamil = routes.find((r) => /[\u0B80-\u0BFF]/.test(r.title))!;
    expect((await wp.getPostBySlug(tamil.slug))?.id).toBe(tamil.id);
    expect(await wp.getPostBySlug("no-such-post")).toBeNull();
  });

  it("decodes entities in titles", async () => {
    const post = await wp.getPostBySlug("plastic-e-waste-epr-whats-changed-in-2026");
    expect(post?.title).toBe("Plastic & E-Waste EPR: What’s Changed in 2026");
  });

  it("never shows the draft, by slug, by id, in lists or in the route list", async () => {
    expect(await wp.getPostBySlug("draft-certificate-price-forecast")).toBeNull();
    const routes = await wp.getRouteList();
    expect(routes.map((r) => r.slug)).not.toContain("draft-certificate-price-forecast");
    // Draft ids are the highest; asking for ids past the published ones finds nothing public.
    const maxId = Math.max(...routes.map((r) => r.id));
    for (let id = maxId + 1; id <= maxId + 3; id++) expect(await wp.getPostById(id)).toBeNull();
  });

  it("gives related posts from the same category", async () => {
    const post = (await wp.getPostBySlug("battery-epr-for-ev-makers"))!;
    const category = post.categories[0]!;
    const related = await wp.getPostsInCategory(category.id, 3);
    expect(related.length).toBeGreaterThan(1);
    expect(related.every((p) => p.categories.some((c) => c.id === category.id))).toBe(true);
  });

  it("neutralises the dangerous post", async () => {
    const post = (await wp.getPostBySlug("formatting-test-embedded-content"))!;
    expect(post.html).toContain("Safe paragraph");
    expect(post.html).not.toMatch(
      /<script|onerror|onload|onclick|javascript:|<svg|<form|evil\.example/i,
    );
  });

  it("loads posts by ids and lists categories; the site is available", async () => {
    const routes = await wp.getRouteList();
    const ids = routes.slice(0, 2).map((r) => r.id);
    expect((await wp.getPostsByIds(ids)).map((r) => r.id).sort()).toEqual([...ids].sort());
    expect((await wp.getCategories()).map((c) => c.name)).toContain("E-Waste & Batteries");
    expect(await wp.checkAvailability()).toEqual({ available: true });
  });
});
