import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// seo.ts reads the parsed environment when it is imported, so each test imports it afresh.
async function loadSeo(siteUrl: string) {
  vi.resetModules();
  vi.stubEnv("SITE_URL", siteUrl);
  return import("@/lib/seo/metadata");
}

describe("buildMetadata", () => {
  beforeEach(() => vi.unstubAllEnvs());
  afterEach(() => vi.unstubAllEnvs());

  it("builds the canonical and Open Graph URL from SITE_URL and the path", async () => {
    const { buildMetadata } = await loadSeo("https://www.example.in/");
    const meta = buildMetadata({ title: "Team", description: "Our people", path: "/team" });
    expect(meta.alternates?.canonical).toBe("https://www.example.in/team");
    expect(meta.openGraph).toMatchObject({ url: "https://www.example.in/team" });
  });

  it("defaults Open Graph to a website in en_IN with the brand as site name", async () => {
    const { buildMetadata } = await loadSeo("https://www.example.in");
    const { BRAND_NAME } = await import("@/content/site");
    const meta = buildMetadata({ title: "Home", description: "d", path: "/" });
    expect(meta.openGraph).toMatchObject({
      type: "website",
      locale: "en_IN",
      siteName: BRAND_NAME,
      title: "Home",
      description: "d",
    });
  });

  it("keeps an article type and makes a site-relative image absolute", async () => {
    const { buildMetadata } = await loadSeo("https://www.example.in");
    const meta = buildMetadata({
      title: "A post",
      description: "d",
      path: "/blog/a-post",
      ogType: "article",
      ogImage: "/images/og/post.png",
      keywords: ["EPR", "plastic"],
    });
    expect(meta.openGraph).toMatchObject({
      type: "article",
      images: [{ url: "https://www.example.in/images/og/post.png", width: 1200, height: 630 }],
    });
    expect(meta.keywords).toEqual(["EPR", "plastic"]);
    expect(meta.twitter).toMatchObject({
      card: "summary_large_image",
      title: "A post",
      images: ["https://www.example.in/images/og/post.png"],
    });
  });

  it("uses a large-image Twitter card even without an explicit image", async () => {
    const { buildMetadata } = await loadSeo("http://localhost:3000");
    const meta = buildMetadata({ title: "FAQ", description: "Answers", path: "/faq" });
    expect(meta.twitter).toMatchObject({ card: "summary_large_image", description: "Answers" });
    expect(meta.title).toBe("FAQ");
  });

  it("can opt out of the title template", async () => {
    const { buildMetadata } = await loadSeo("http://localhost:3000");
    const meta = buildMetadata({
      title: "Brand home",
      description: "d",
      path: "/",
      absoluteTitle: true,
    });
    expect(meta.title).toEqual({ absolute: "Brand home" });
  });
});

describe("absoluteUrl", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("joins paths with exactly one slash and leaves absolute URLs alone", async () => {
    const { absoluteUrl } = await loadSeo("https://www.example.in/");
    expect(absoluteUrl("/faq")).toBe("https://www.example.in/faq");
    expect(absoluteUrl("faq")).toBe("https://www.example.in/faq");
    expect(absoluteUrl("https://cdn.example.in/x.png")).toBe("https://cdn.example.in/x.png");
  });
});
