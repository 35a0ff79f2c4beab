// Contract tests: every call the site makes against a local HTTP double of the WordPress REST API.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import pageOne from "./fixtures/posts-page-1.json";
import sticky from "./fixtures/posts-sticky.json";
import categories from "./fixtures/categories.json";
import routeList from "./fixtures/route-list.json";
import { createWordPressClient, MAX_CONTENT_ENTRIES, WordPressError } from "./client";

type Reply = {
  status?: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  /** A body this long, streamed (a JSON list of one long string), declared or not. */
  huge?: { bytes: number; declared: boolean };
};

/** Streams `bytes` of a JSON list, stopping as soon as the client goes away. */
function streamHuge(res: import("node:http").ServerResponse, bytes: number) {
  const chunk = Buffer.alloc(64 * 1024, "a");
  let sent = 0;
  res.write('["');
  const pump = () => {
    while (!res.destroyed && sent < bytes) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once("drain", pump);
    }
    if (!res.destroyed) res.end('"]');
  };
  res.on("close", () => hugeSent.push(sent));
  pump();
}
const hugeSent: number[] = [];

let server: Server;
let origin: string;
let requests: URL[] = [];
let reply: (url: URL, req: IncomingMessage) => Reply = () => ({ body: [] });

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://double");
    requests.push(url);
    const r = reply(url, req);
    setTimeout(() => {
      if (res.destroyed) return;
      const length = r.huge?.declared ? { "Content-Length": String(r.huge.bytes + 4) } : {};
      res.writeHead(r.status ?? 200, {
        "Content-Type": "application/json",
        ...length,
        ...r.headers,
      });
      if (r.huge) return streamHuge(res, r.huge.bytes);
      res.end(r.raw ?? JSON.stringify(r.body ?? null));
    }, r.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
});

const sleeps: number[] = [];
const client = () =>
  createWordPressClient({
    baseUrl: `${origin}/`,
    // Generous: a loaded CI machine must not turn a normal answer into a timeout.
    timeoutMs: 5_000,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
const params = (url: URL) => Object.fromEntries(url.searchParams);
const postFields =
  "id,date_gmt,modified_gmt,slug,status,sticky,title,content,excerpt,categories,yoast_head_json,_links,_embedded";

describe("post list", () => {
  it("asks for page, per_page and _embed and reads the totals from the headers", async () => {
    reply = () => ({ body: pageOne, headers: { "X-WP-Total": "13", "X-WP-TotalPages": "3" } });
    const list = await client().getPosts({ page: 2, perPage: 5 });
    expect(requests[0]!.pathname).toBe("/wp-json/wp/v2/posts");
    expect(params(requests[0]!)).toEqual({
      page: "2",
      per_page: "5",
      _embed: "true",
      _fields: postFields,
      status: "publish",
    });
    expect(list).toMatchObject({ total: 13, totalPages: 3 });
    expect(list!.posts).toHaveLength(5);
  });

  it("passes sticky, exclusions and categories through", async () => {
    reply = () => ({ body: sticky, headers: { "X-WP-Total": "3", "X-WP-TotalPages": "1" } });
    await client().getPosts({ page: 1, perPage: 3, sticky: true, exclude: [4, 9] });
    await client().getPostsInCategory(7, 3);
    expect(params(requests[0]!)).toMatchObject({ sticky: "true", per_page: "3", exclude: "4,9" });
    expect(params(requests[1]!)).toMatchObject({
      categories: "7",
      per_page: "3",
      page: "1",
      _embed: "true",
    });
  });

  it("answers null for a page past the last (WordPress says rest_post_invalid_page_number)", async () => {
    reply = () => ({ status: 400, body: { code: "rest_post_invalid_page_number", message: "x" } });
    expect(await client().getPosts({ page: 9, perPage: 5 })).toBeNull();
  });
});

describe("single posts", () => {
  it("loads a post by id with _embed", async () => {
    reply = () => ({ body: pageOne[0] });
    const post = await client().getPostById(8);
    expect(requests[0]!.pathname).toBe("/wp-json/wp/v2/posts/8");
    expect(params(requests[0]!)).toEqual({ _embed: "true", _fields: postFields });
    expect(post?.title).toBe("Plastic & E-Waste EPR: What’s Changed in 2026");
  });

  it.each([404, 401])("answers null when the id is unknown or not public (%i)", async (status) => {
    reply = () => ({ status, body: { code: "rest_post_invalid_id" } });
    expect(await client().getPostById(99)).toBeNull();
  });

  it("loads by slug, using the first result, and null when there is none", async () => {
    reply = (url) => ({
      body: url.searchParams.get("slug") === "known" ? pageOne.slice(1, 3) : [],
    });
    expect((await client().getPostBySlug("known"))?.id).toBe(pageOne[1]!.id);
    expect(await client().getPostBySlug("unknown")).toBeNull();
    expect(params(requests[0]!)).toMatchObject({ slug: "known", _embed: "true" });
  });

  it("sends a Unicode slug UTF-8 encoded", async () => {
    reply = () => ({ body: [] });
    await client().getPostBySlug("கழிவு-பிரித்தல்");
    expect(requests[0]!.searchParams.get("slug")).toBe("கழிவு-பிரித்தல்");
  });
});

describe("helpers", () => {
  it("lists categories", async () => {
    reply = () => ({ body: categories });
    const list = await client().getCategories();
    expect(requests[0]!.pathname).toBe("/wp-json/wp/v2/categories");
    expect(list.map((c) => c.name)).toContain("EPR Compliance");
  });

  it("pages the route list 100 at a time with a 100 ms pause between pages", async () => {
    sleeps.length = 0;
    reply = () => ({ body: routeList, headers: { "X-WP-Total": "26", "X-WP-TotalPages": "2" } });
    const entries = await client().getRouteList();
    expect(requests.map((r) => params(r))).toEqual([
      {
        per_page: "100",
        _fields: "id,slug,title,modified_gmt,sticky",
        page: "1",
        status: "publish",
      },
      {
        per_page: "100",
        _fields: "id,slug,title,modified_gmt,sticky",
        page: "2",
        status: "publish",
      },
    ]);
    expect(sleeps).toEqual([100]);
    expect(entries).toHaveLength(26);
  });

  it("reads the total count from a per_page=1 request", async () => {
    reply = () => ({
      body: pageOne.slice(0, 1),
      headers: { "X-WP-Total": "13", "X-WP-TotalPages": "13" },
    });
    expect(await client().getTotalCount()).toBe(13);
    expect(params(requests[0]!)).toMatchObject({ per_page: "1" });
  });

  it("loads posts by ids", async () => {
    reply = () => ({ body: routeList.slice(0, 2) });
    const entries = await client().getPostsByIds([8, 9]);
    expect(params(requests[0]!)).toMatchObject({
      include: "8,9",
      _fields: "id,slug,title",
      per_page: "100",
    });
    expect(entries).toHaveLength(2);
  });

  it("reports availability from a per_page=1 request", async () => {
    reply = () => ({ body: [] });
    expect(await client().checkAvailability()).toEqual({ available: true });
    expect(params(requests[0]!)).toEqual({ per_page: "1", _fields: "id" });
    reply = () => ({ status: 503, body: { code: "down" } });
    expect(await client().checkAvailability()).toEqual({ available: false, reason: "http" });
  });
});

describe("company content", () => {
  it("pages through entries beyond the first 100, fields limited", async () => {
    const all = Array.from({ length: 230 }, (_, i) => ({ id: i + 1 }));
    reply = (url) => {
      const page = Number(url.searchParams.get("page"));
      const body = all.slice((page - 1) * 100, page * 100);
      return { body, headers: { "X-WP-Total": "230", "X-WP-TotalPages": "3" } };
    };
    const read = await client().getContentEntries("faqs", {
      tags: ["wp:content:faq"],
      fields: "content",
    });
    expect(read.entries).toHaveLength(230);
    expect(read.entries[100]).toEqual({ id: 101 });
    expect(requests.map((url) => url.searchParams.get("page"))).toEqual(["1", "2", "3"]);
    expect(params(requests[0]!)).toMatchObject({
      per_page: "100",
      _fields: "id,modified_gmt,menu_order,title,meta,_links,_embedded,content",
      status: "publish",
    });
  });

  it("reads at most MAX_CONTENT_ENTRIES and says how many there are", async () => {
    reply = (url) => {
      const page = Number(url.searchParams.get("page"));
      const body = Array.from({ length: 100 }, (_, i) => ({ id: (page - 1) * 100 + i + 1 }));
      return { body, headers: { "X-WP-Total": "1000", "X-WP-TotalPages": "10" } };
    };
    const read = await client().getContentEntries("faqs", { tags: [] });
    expect(read.entries).toHaveLength(MAX_CONTENT_ENTRIES);
    expect(read.total).toBe(1000);
    expect(requests).toHaveLength(MAX_CONTENT_ENTRIES / 100);
  });
});

describe("typed errors", () => {
  const kindOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WordPressError);
    return (error as WordPressError).kind;
  };

  it("times out a slow answer", async () => {
    reply = () => ({ body: [], delayMs: 3_000 });
    const impatient = createWordPressClient({ baseUrl: origin, timeoutMs: 300 });
    expect(await kindOf(impatient.getPosts({ page: 1, perPage: 5 }))).toBe("timeout");
  });

  it("reports a server error with its status", async () => {
    reply = () => ({ status: 500, raw: "<html>fatal error</html>" });
    const error = await client()
      .getCategories()
      .catch((e: WordPressError) => e);
    expect(error).toMatchObject({ kind: "http", status: 500 });
  });

  it("rejects a response of the wrong shape and invalid JSON", async () => {
    reply = () => ({ body: [{ id: "eight" }] });
    expect(await kindOf(client().getPosts({ page: 1, perPage: 5 }))).toBe("invalid-response");
    reply = () => ({ raw: "<!doctype html>" });
    expect(await kindOf(client().getCategories())).toBe("invalid-response");
  });

  it.each([true, false])(
    "refuses a 40 MB answer while reading it, declared or not (%s)",
    async (declared) => {
      hugeSent.length = 0;
      reply = () => ({ huge: { bytes: 40 * 1024 * 1024, declared } });
      expect(await kindOf(client().getPosts({ page: 1, perPage: 5 }))).toBe("too-large");
      expect(await kindOf(client().getContentEntries("faqs", { tags: [] }))).toBe("too-large");
      // The server was cut off long before it had sent its answer.
      await expect.poll(() => hugeSent.length).toBe(2);
      for (const sent of hugeSent) expect(sent).toBeLessThan(20 * 1024 * 1024);
    },
  );

  it("reports an unreachable host as a network error", async () => {
    const offline = createWordPressClient({ baseUrl: "http://127.0.0.1:9", timeoutMs: 1_000 });
    expect(await kindOf(offline.getCategories())).toBe("network");
  });
});
