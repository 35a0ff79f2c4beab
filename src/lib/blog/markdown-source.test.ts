import { isHomePage } from "@/content/regulation/links";
import { describe, expect, it } from "vitest";
import { getBlogPage, getPost, getRelatedPosts } from "./index";
import { markdownSource, parseMarkdownPost } from "./markdown-source";

// WORDPRESS_URL is unset in tests, so the blog reads the Markdown posts in src/content/posts.
describe("the Markdown blog", () => {
  it("ships at least 8 posts, 3 of them pinned, the rest over pages of 5", async () => {
    const total = await markdownSource.getTotalCount();
    expect(total).toBeGreaterThanOrEqual(8);
    const page1 = await getBlogPage(1);
    expect(page1!.totalPages).toBe(Math.ceil((total - 3) / 5));
    expect(page1!.totalPages).toBeGreaterThanOrEqual(2);
    expect(page1!.sticky).toHaveLength(3);
    expect(page1!.featured).toHaveLength(3);
    expect(page1!.latest).toHaveLength(2);
    expect(await getBlogPage(page1!.totalPages + 1)).toBeNull();
  });

  it("never shows a pinned post again in the list below the slider", async () => {
    const page1 = await getBlogPage(1);
    const pinned = new Set(page1!.sticky.map((p) => p.id));
    for (let n = 1; n <= page1!.totalPages; n++) {
      const page = (await getBlogPage(n))!;
      const listed = [...page.featured, ...page.latest].map((p) => p.id);
      expect(listed.filter((id) => pinned.has(id))).toEqual([]);
    }
  });

  it("lists posts newest first", async () => {
    const list = await markdownSource.getPosts({ page: 1, perPage: 100 });
    const dates = list!.posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("gives every post a unique id and slug, an image, a source link and a review date", async () => {
    const routes = await markdownSource.getRouteList();
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.slug)).size).toBe(routes.length);
    for (const { id } of routes) {
      const post = (await getPost({ id }))!;
      expect(post.image?.src).toMatch(/^\/images\/blog\/posts\/.+\.webp$/);
      const links = [...post.html.matchAll(/<a href="(https?:\/\/[^"]+)"/g)].map((m) => m[1]!);
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((href) => isHomePage(href.replace(/&amp;/g, "&")))).toEqual([]);
      expect(post.html).toMatch(/Last reviewed: [A-Z][a-z]+ \d{1,2}, \d{4}/);
      expect(post.html).not.toMatch(/guaranteed compliance|takes? over (your )?liability/i);
    }
  });

  it("finds a post by slug and by id, and relates it to others in its category", async () => {
    const post = await getPost({ slug: "e-waste-epr-producers" });
    expect(post?.title).toMatch(/E-Waste EPR/);
    expect((await getPost({ id: post!.id }))?.slug).toBe("e-waste-epr-producers");
    expect(await getPost({ slug: "no-such-post" })).toBeNull();
    const related = await getRelatedPosts(post!);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(2);
    expect(related.map((r) => r.id)).not.toContain(post!.id);
  });

  it("rejects a post whose front matter is incomplete, naming the file", () => {
    expect(() => parseMarkdownPost("---\ntitle: Hi\n---\nBody", "broken.md")).toThrow(/broken\.md/);
  });
});
