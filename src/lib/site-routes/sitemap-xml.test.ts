import { describe, expect, it } from "vitest";
import { chunkUrls, newest, renderSitemapIndex, renderUrlset } from "@/lib/site-routes/sitemap-xml";

describe("sitemap XML", () => {
  it("escapes URLs and writes ISO lastmod dates", () => {
    const xml = renderUrlset([
      { loc: "https://x.in/blog/a?b=1&c=<2>", lastModified: new Date("2026-01-02T03:04:05Z") },
      { loc: "https://x.in/" },
    ]);
    expect(xml).toContain("<loc>https://x.in/blog/a?b=1&amp;c=&lt;2&gt;</loc>");
    expect(xml).toContain("<lastmod>2026-01-02T03:04:05.000Z</lastmod>");
    expect(xml).toContain("<url><loc>https://x.in/</loc></url>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("splits at 50,000 URLs per file and indexes the parts", () => {
    const urls = Array.from({ length: 120_001 }, (_, i) => ({ loc: `https://x.in/p/${i}` }));
    const chunks = chunkUrls(urls);
    expect(chunks.map((c) => c.length)).toEqual([50_000, 50_000, 20_001]);
    const index = renderSitemapIndex(
      chunks.map((c, i) => ({ loc: `https://x.in/sitemaps/${i}.xml`, lastModified: newest(c) })),
    );
    expect(index).toContain("<sitemapindex");
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
  });

  it("uses the newest date of a part as its lastmod", () => {
    const a = new Date("2025-01-01");
    const b = new Date("2026-06-01");
    expect(
      newest([{ loc: "1", lastModified: a }, { loc: "2", lastModified: b }, { loc: "3" }]),
    ).toBe(b);
    expect(newest([{ loc: "1" }])).toBeUndefined();
  });
});
