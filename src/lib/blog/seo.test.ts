import { describe, expect, it } from "vitest";
import { blogPostingJsonLd, postMetadata, resolveSeo } from "./seo";
import type { Post } from "@/lib/posts/types";

const post: Post = {
  id: 7,
  slug: "battery-epr",
  title: "Battery EPR",
  excerpt: "How battery producers meet their obligations under the 2022 rules.",
  date: "2026-03-20T04:30:00Z",
  modified: "2026-03-21T04:30:00Z",
  categories: [{ id: 3, name: "Batteries", slug: "batteries" }],
  image: { src: "/images/blog/posts/battery-epr.webp", alt: "Batteries", width: 1200, height: 630 },
  sticky: false,
  html: "<p>Body</p>",
  seo: {},
};

describe("post SEO", () => {
  it("falls back to the title, excerpt and featured image without Yoast", () => {
    const seo = resolveSeo(post);
    expect(seo).toMatchObject({
      title: "Battery EPR",
      description: post.excerpt,
      canonical: expect.stringMatching(/^https?:\/\/[^/]+\/blog\/battery-epr$/),
      ogImage: expect.stringMatching(/^https?:\/\/[^/]+\/images\/blog\/posts\/battery-epr\.webp$/),
      twitterCard: "summary_large_image",
    });
    for (const value of Object.values(seo)) expect(String(value).trim()).not.toBe("");
  });

  it("prefers the editor's Yoast data and makes a rewritten canonical absolute on SITE_URL", () => {
    const seo = resolveSeo({
      ...post,
      seo: {
        title: "Battery EPR guide",
        description: "Custom description for search.",
        canonical: "/blog/battery-epr",
        ogImage: "https://cdn.example/x.png",
      },
    });
    expect(seo.title).toBe("Battery EPR guide");
    expect(seo.ogTitle).toBe("Battery EPR guide");
    expect(seo.twitterDescription).toBe("Custom description for search.");
    expect(seo.canonical).toMatch(/^https?:\/\/[^/]+\/blog\/battery-epr$/);
    expect(seo.ogImage).toBe("https://cdn.example/x.png");
  });

  it("builds article metadata and BlogPosting JSON-LD", () => {
    const meta = postMetadata(post);
    expect(meta.openGraph).toMatchObject({ type: "article", publishedTime: post.date });
    const ld = blogPostingJsonLd(post);
    expect(ld).toMatchObject({
      "@type": "BlogPosting",
      headline: "Battery EPR",
      datePublished: post.date,
      articleSection: ["Batteries"],
    });
  });

  it("uses the title as description when there is no excerpt, so the tag is never empty", () => {
    expect(resolveSeo({ ...post, excerpt: "" }).description).toBe("Battery EPR");
  });
});
