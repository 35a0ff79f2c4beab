import { describe, expect, it, vi } from "vitest";
import { markdownSource } from "@/lib/blog/markdown-source";
import { loadPost } from "./load-post";

describe("loadPost", () => {
  it("finds a post under its own slug", async () => {
    const [first] = await markdownSource.getRouteList();
    expect((await loadPost(first!.slug))?.slug).toBe(first!.slug);
  });

  it("takes another spelling for a missing post, without asking the blog source", async () => {
    const [first] = await markdownSource.getRouteList();
    const lookup = vi.spyOn(markdownSource, "getPostBySlug");
    for (const slug of [`${first!.slug}.rsc`, first!.slug.toUpperCase(), `${first!.slug}!`]) {
      expect(await loadPost(slug), slug).toBeNull();
    }
    expect(lookup).not.toHaveBeenCalled();
    lookup.mockRestore();
  });
});
