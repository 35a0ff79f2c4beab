import { describe, expect, it } from "vitest";
import pageOne from "./fixtures/posts-page-1.json";
import dangerous from "./fixtures/post-dangerous.json";
import routeList from "./fixtures/route-list.json";
import categories from "./fixtures/categories.json";
import { toCategory, toPost, toPostSummary, toRouteEntry, toSeo } from "./reshape";
import { wpCategoryListSchema, wpPostListSchema, wpRouteListSchema } from "./types";

// Fixtures are responses captured from the seeded WordPress (scripts/wordpress/seed.php).
const wpOrigin = "http://127.0.0.1:8881";
const posts = wpPostListSchema.parse(pageOne);

describe("toPostSummary on a captured post list", () => {
  it("decodes entities in titles and excerpts", () => {
    const first = toPostSummary(posts[0]!);
    expect(first.title).toBe("Plastic & E-Waste EPR: What’s Changed in 2026");
    expect(first.excerpt).toBe("What changed for plastic & e-waste producers — and what didn’t.");
  });

  it("reads categories from the first term group and the featured image from the embed", () => {
    const first = toPostSummary(posts[0]!);
    expect(first.categories).toEqual([
      expect.objectContaining({ name: "EPR Compliance", slug: "epr-compliance" }),
    ]);
    expect(first.image).toMatchObject({
      src: expect.stringMatching(/^http:\/\/127\.0\.0\.1:8881\/wp-content\/uploads\/.+\.png$/),
      width: 1200,
      height: 630,
      alt: "Illustration for green fields",
    });
    expect(first.sticky).toBe(true);
  });

  it("asks for a featured image in the one spelling the optimiser is allowed, or not at all", () => {
    const withImage = (source_url: string) => {
      const post = structuredClone(posts[0]!);
      post._embedded!["wp:featuredmedia"]![0] = {
        ...(post._embedded!["wp:featuredmedia"]![0] as object),
        source_url,
      };
      return toPostSummary(post).image?.src;
    };
    expect(withImage("http://127.0.0.1:8881/wp-content/uploads/ஓவியம் 1.png")).toBe(
      "http://127.0.0.1:8881/wp-content/uploads/%E0%AE%93%E0%AE%B5%E0%AE%BF%E0%AE%AF%E0%AE%AE%E0%AF%8D%201.png",
    );
    expect(withImage("not a url")).toBeUndefined();
  });

  it("turns date_gmt into a UTC timestamp", () => {
    expect(toPostSummary(posts[0]!).date).toBe("2026-03-20T04:30:00Z");
  });

  it("decodes a percent-encoded Tamil slug and keeps the Tamil title", () => {
    const tamil = posts.map(toPostSummary).find((p) => /[\u0B80-\u0BFF]/.test(p.title))!;
    expect(tamil.title).toBe("கழிவு பிரித்தல்: வீட்டில் நான்கு வகை");
    expect(tamil.slug.startsWith("கழிவு-பிரித்தல்")).toBe(true);
    expect(tamil.slug).not.toContain("%");
  });

  it("makes a plain-text excerpt from the post content when WordPress generated it", () => {
    const generated = toPostSummary(posts[1]!);
    expect(generated.excerpt).not.toMatch(/<|&#/);
    expect(generated.excerpt.length).toBeGreaterThan(20);
  });
});

describe("toPost", () => {
  it("rewrites links to WordPress posts to /blog and routes WordPress images through the optimiser", () => {
    const post = toPost(posts[0]!, { wpOrigin });
    expect(post.html).toContain('href="/blog/battery-epr-for-ev-makers"');
    expect(post.html).toContain('href="https://cpcb.nic.in/" rel="noopener noreferrer"');
    expect(post.html).toMatch(
      /<img[^>]+src="\/_next\/image\?url=http%3A%2F%2F127\.0\.0\.1%3A8881%2Fwp-content/,
    );
    expect(post.html).toContain('loading="lazy"');
    expect(post.html).toContain('<table tabindex="0">');
    expect(post.html).toContain("<figcaption>");
    expect(post.html).toContain('src="https://www.youtube-nocookie.com/embed/');
  });

  it("sends only the uploads folder through the optimiser, no other path on the WordPress host", () => {
    const [first] = posts;
    const html = [
      `<img src="${wpOrigin}/wp-content/uploads/2026/11/bin.jpg" alt="a bin">`,
      `<img src="${wpOrigin}/wp-json/wp/v2/users" alt="not a picture">`,
    ].join("");
    const post = toPost({ ...first!, content: { rendered: html } }, { wpOrigin });
    const sources = [...post.html.matchAll(/<img[^>]* src="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual([
      `/_next/image?url=${encodeURIComponent(`${wpOrigin}/wp-content/uploads/2026/11/bin.jpg`)}&amp;w=1200&amp;q=75`,
      `${wpOrigin}/wp-json/wp/v2/users`,
    ]);
  });

  it("neutralises the dangerous post", () => {
    const post = toPost(wpPostListSchema.parse(dangerous)[0]!, { wpOrigin });
    expect(post.html).not.toMatch(
      /<script|onerror|onload|onclick|javascript:|<svg|<form|<input|evil\.example|style=/i,
    );
    expect(post.html).toContain("Safe paragraph before the embedded content.");
    expect(post.html).toContain("Styled paragraph after the embedded content.");
    expect(post.html).not.toContain("__wpXss");
  });

  it("has empty SEO data without Yoast, so fallbacks apply", () => {
    expect(toPost(posts[0]!, { wpOrigin }).seo).toEqual({});
  });
});

describe("toSeo with Yoast data", () => {
  const yoast = {
    title: "Battery EPR &amp; you - Nirmal Earth",
    description: "How battery producers meet EPR.",
    canonical: "http://127.0.0.1:8881/battery-epr-for-ev-makers/",
    og_title: "Battery EPR",
    og_description: "",
    og_type: "article",
    og_image: [{ url: "http://127.0.0.1:8881/wp-content/uploads/battery.png", width: 1200 }],
    twitter_card: "summary_large_image",
    schema: { "@graph": [] },
  };

  it("keeps filled fields, drops empty ones and rewrites the canonical to this site's path", () => {
    const seo = toSeo(yoast, { wpOrigin });
    expect(seo).toEqual({
      title: "Battery EPR & you - Nirmal Earth",
      description: "How battery producers meet EPR.",
      canonical: "/blog/battery-epr-for-ev-makers",
      ogTitle: "Battery EPR",
      ogType: "article",
      ogImage: "http://127.0.0.1:8881/wp-content/uploads/battery.png",
      twitterCard: "summary_large_image",
    });
  });

  it("keeps a canonical the editor pointed at another site", () => {
    expect(toSeo({ canonical: "https://example.org/original" }, { wpOrigin }).canonical).toBe(
      "https://example.org/original",
    );
  });
});

describe("route list and categories", () => {
  it("reshapes the _fields=id,slug,title response", () => {
    const entries = wpRouteListSchema.parse(routeList).map(toRouteEntry);
    // 13 published posts; the seeded draft is not in a public response.
    expect(entries).toHaveLength(13);
    expect(entries.map((e) => e.slug)).not.toContain("draft-certificate-price-forecast");
    expect(entries[0]).toEqual({
      id: expect.any(Number),
      slug: "plastic-e-waste-epr-whats-changed-in-2026",
      title: "Plastic & E-Waste EPR: What’s Changed in 2026",
      modified: "2026-03-20T04:30:00Z",
      sticky: true,
    });
  });

  it("decodes category names", () => {
    const names = wpCategoryListSchema
      .parse(categories)
      .map(toCategory)
      .map((c) => c.name);
    expect(names).toContain("E-Waste & Batteries");
  });
});
