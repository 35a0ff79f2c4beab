import { describe, expect, it } from "vitest";
import {
  builtBlogIndex,
  createBlogGate,
  INDEX_TTL_MS,
  RECHECK_MS,
  type BlogIndex,
} from "./blog-gate";
import { getBlogPage, getPostSlugs } from "./index";

// The real gate reads the Markdown posts in src/content/posts (WORDPRESS_URL unset); the
// outage cases drive a gate over a reader that fails on demand, with a clock the test moves.
describe("blogGate over the Markdown posts", () => {
  it("knows every list page and post, and no other", async () => {
    const { blogGate } = await import("./blog-gate");
    const last = (await getBlogPage(1))!.totalPages;
    expect(last).toBeGreaterThan(1);
    for (let page = 1; page <= last; page++)
      expect(await blogGate.listPage(String(page))).toBe("pass");
    expect(await blogGate.listPage(String(last + 1))).toBe("missing");
    for (const bad of ["0", "abc", "01", "-1", "", null]) {
      expect(await blogGate.listPage(bad), String(bad)).toBe("missing");
    }
    for (const slug of await getPostSlugs()) {
      expect(await blogGate.post(encodeURIComponent(slug)), slug).toBe("pass");
    }
    for (const bad of ["no-such-post", "%E0%A4", "...", "wp-login.php"]) {
      expect(await blogGate.post(bad), bad).toBe("missing");
    }
  });
});

describe("createBlogGate", () => {
  const index: BlogIndex = { pages: 2, slugs: new Set(["first-post", "second-post"]) };

  function gateWith(built?: BlogIndex) {
    let clock = 0;
    let failing = false;
    let hanging = false;
    let reads = 0;
    let current = index;
    const gate = createBlogGate(
      async () => {
        reads++;
        if (hanging) return new Promise<never>(() => {});
        if (failing) throw new Error("source down");
        return current;
      },
      () => clock,
      built,
    );
    return {
      gate,
      reads: () => reads,
      advance: (ms: number) => (clock += ms),
      fail: (value: boolean) => (failing = value),
      hang: () => (hanging = true),
      publish: (slug: string) =>
        (current = { ...current, slugs: new Set([...current.slugs, slug]) }),
    };
  }

  it("finds a post published after the last read within the recheck interval", async () => {
    const t = gateWith();
    expect(await t.gate.post("first-post")).toBe("pass");
    t.publish("new-post");
    expect(await t.gate.post("new-post")).toBe("missing");
    t.advance(RECHECK_MS);
    expect(await t.gate.post("new-post")).toBe("pass");
  });

  it("reads the source at most once per recheck interval under a flood of made-up URLs", async () => {
    const t = gateWith();
    for (let i = 0; i < 50; i++) expect(await t.gate.post(`junk-${i}`)).toBe("missing");
    expect(t.reads()).toBe(1);
  });

  it("serves known posts through an outage and calls the rest unavailable", async () => {
    const t = gateWith();
    expect(await t.gate.post("first-post")).toBe("pass");
    t.fail(true);
    t.advance(INDEX_TTL_MS);
    expect(await t.gate.post("first-post")).toBe("pass");
    expect(await t.gate.listPage("2")).toBe("pass");
    expect(await t.gate.post("never-seen")).toBe("unavailable");
    expect(await t.gate.listPage("3")).toBe("unavailable");
    t.fail(false);
    t.advance(RECHECK_MS);
    expect(await t.gate.post("never-seen")).toBe("missing");
  });

  it("lets every page decide while the source has never been read", async () => {
    const t = gateWith();
    t.fail(true);
    expect(await t.gate.post("first-post")).toBe("pass");
    expect(await t.gate.post("never-seen")).toBe("pass");
    expect(await t.gate.listPage("abc")).toBe("missing");
  });

  it("passes a known page at once while the source hangs, reading it again in the background", async () => {
    const t = gateWith();
    expect(await t.gate.post("first-post")).toBe("pass");
    t.hang();
    t.advance(INDEX_TTL_MS);
    expect(await t.gate.post("first-post")).toBe("pass");
    expect(await t.gate.listPage("2")).toBe("pass");
    expect(t.reads()).toBe(2);
  });

  it("before the first good read, passes what the build prerendered and calls the rest unavailable", async () => {
    const t = gateWith({ pages: 1, slugs: new Set(["first-post"]) });
    t.fail(true);
    expect(await t.gate.post("first-post")).toBe("pass");
    expect(await t.gate.listPage("1")).toBe("pass");
    expect(await t.gate.post("second-post")).toBe("unavailable");
    expect(await t.gate.listPage("2")).toBe("unavailable");
    t.fail(false);
    t.advance(RECHECK_MS);
    expect(await t.gate.post("second-post")).toBe("pass");
    expect(await t.gate.post("never-seen")).toBe("missing");
  });
});

describe("builtBlogIndex", () => {
  it("reads the list pages and posts a build prerendered from its manifest", () => {
    const manifest = {
      routes: {
        "/": {},
        "/blog": { srcRoute: "/blog" },
        "/blog/page/2": { srcRoute: "/blog/page/[page]" },
        "/blog/page/3": { srcRoute: "/blog/page/[page]" },
        "/blog/first-post": { srcRoute: "/blog/[slug]" },
        "/blog/%E0%AE%A4%E0%AE%AE%E0%AE%BF%E0%AE%B4%E0%AF%8D": { srcRoute: "/blog/[slug]" },
        "/blog-status/post-not-found": { srcRoute: "/blog-status/[state]" },
        "/locations/chennai": { srcRoute: "/locations/[city]" },
      },
    };
    expect(builtBlogIndex(manifest)).toEqual({
      pages: 3,
      slugs: new Set(["first-post", "தமிழ்"]),
    });
  });

  it("knows nothing without a readable manifest or a blog in it", () => {
    expect(builtBlogIndex(undefined)).toBeUndefined();
    expect(builtBlogIndex({ routes: "nonsense" })).toBeUndefined();
    expect(builtBlogIndex({ routes: { "/": {} } })).toBeUndefined();
  });
});
