// Hostile traffic against the production build: hand-made Server Action posts, an action's origin
// that Next would reject, the asterisk target, a bad router state and Next's own addresses.
// A 4xx or the form's own errors, never a 5xx.
import { describe, expect, it } from "vitest";
import { rawRequest } from "../support/production-server";
import { nextAddress, startHostileServer } from "./support";

const hostile = startHostileServer();

describe("hostile Server Action posts", () => {
  it("answers hand-made Server Action posts with a 4xx or the form's own errors, never a 5xx", async () => {
    const lead = await hostile.actionIdOn("/contact-us");
    const signIn = await hostile.actionIdOn("/staff/sign-in");
    expect(lead).toMatch(/^[0-9a-f]{42}$/);
    expect(signIn).toMatch(/^[0-9a-f]{42}$/);
    const multipart = (fields: Record<string, string>) => {
      const boundary = "----hostile";
      const parts = Object.entries(fields).map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
      return {
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        body: `${parts.join("")}--${boundary}--\r\n`,
      };
    };
    const posts: { path: string; headers: Record<string, string>; body: string }[] = [];
    for (const path of ["/", "/faq", "/blog/page/2", "/contact-us", "/staff", "/junk-page"]) {
      posts.push({ path, headers: { "content-type": "multipart/form-data" }, body: "junk" });
      posts.push({
        path,
        headers: { "content-type": "multipart/form-data; boundary=zz" },
        body: '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end',
      });
    }
    // Without JavaScript: the action named alone, or its fields tampered with.
    for (const [path, id] of [
      ["/contact-us", lead],
      ["/staff/sign-in", signIn],
    ] as const) {
      const ref = (descriptor: string, args?: string) =>
        multipart({
          $ACTION_REF_1: "",
          "$ACTION_1:0": descriptor,
          ...(args === undefined ? {} : { "$ACTION_1:1": args }),
          $ACTION_KEY: "k1",
        });
      for (const form of [
        multipart({ [`$ACTION_ID_${id}`]: "" }),
        multipart({ [`$ACTION_ID_${"0".repeat(42)}`]: "" }),
        ref(`{"id":"${id}","bound":"$@1"}`),
        ref(`{"id":"${id}","bound":"$@1"}`, ""),
        ref(`{"id":"${id}","bound":"$@1"}`, "[]"),
        ref(`{"id":"${id}","bound":"$@1"}`, '["$@5"]'),
        ref(`{"id":"${id}","bound":null}`),
        ref("{"),
      ]) {
        posts.push({ path, ...form });
      }
    }
    // With JavaScript: the arguments, as the body or as its part 0.
    const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    for (const body of [
      "garbage",
      "[",
      "[]",
      '[{},"x"]',
      "[{},null]",
      '["$@1"]',
      '["$Q1"]',
      "1",
      nested(5000),
      JSON.stringify([Array.from({ length: 60_000 }, () => 1)]),
    ]) {
      posts.push({
        path: "/contact-us",
        headers: { "next-action": lead, "content-type": "text/plain;charset=UTF-8" },
        body,
      });
    }
    const parts: Record<string, string>[] = [{ "0": "junk" }, { x: "1" }, { "0": '["$K1"]' }];
    for (const fields of parts) {
      const form = multipart(fields);
      posts.push({
        path: "/contact-us",
        body: form.body,
        headers: { ...form.headers, "next-action": lead },
      });
    }
    // Forms as React and Next read them, where a looser reading would let a body through.
    const boundary = "----hostile";
    const rawPart = (headers: string, value: string) =>
      `--${boundary}\r\n${headers}\r\n\r\n${value}\r\n`;
    const scripted = {
      "next-action": lead,
      "content-type": `multipart/form-data; boundary=${boundary}`,
    };
    for (const body of [
      rawPart(
        'Content-Disposition: form-data; name="0"\r\nContent-Type: text/plain; charset=utf-16le',
        "[]",
      ),
      rawPart("Content-Disposition: form-data; name*=utf-8''0", "[]"),
      rawPart('Content-Disposition: form-data; name="0"', "[]") +
        rawPart('Content-Disposition: form-data; name="0"', '["$Q1"]'),
    ]) {
      posts.push({ path: "/contact-us", headers: scripted, body: `${body}--${boundary}--\r\n` });
    }
    posts.push({
      path: "/contact-us",
      headers: { ...scripted, "content-type": `Multipart/Form-Data; boundary=${boundary}` },
      body: `${rawPart('Content-Disposition: form-data; name="0"', "[]")}--${boundary}--\r\n`,
    });
    for (const body of ["\uFEFF[]", JSON.stringify(Array.from({ length: 1001 }, () => 0))]) {
      posts.push({
        path: "/contact-us",
        headers: { ...scripted, "content-type": "text/plain" },
        body,
      });
    }
    const tampered: Record<string, string>[] = [
      { $ACTION_REF_1: "", "$ACTION_1:0": `{"id":"${lead}","bound":"$@a"}`, "$ACTION_1:a": "[]" },
      { $ACTION_REF_1: "", "$ACTION_1:0": `{"id":"${lead}","bound":null,"x":"$Q1"}` },
    ];
    for (const fields of tampered) {
      posts.push({ path: "/contact-us", ...multipart(fields) });
    }
    for (const { path, headers, body } of posts) {
      const answer = await rawRequest(hostile.server.base, {
        method: "POST",
        path,
        localAddress: nextAddress(50),
        headers: { origin: hostile.server.base, ...headers },
        body,
      });
      expect(answer.status, `${path} ${body.slice(0, 120)}`).toBeLessThan(500);
      expect([200, 303, 400, 404, 405], `${path} ${body.slice(0, 120)}`).toContain(answer.status);
    }
    // Over Next's limit for an action's body, with and without its length declared.
    const big = "x".repeat(1024 * 1024 + 10);
    for (const headers of [
      { "next-action": lead, "content-type": "text/plain" },
      { "content-type": "multipart/form-data; boundary=zz" },
    ]) {
      const answer = await rawRequest(hostile.server.base, {
        method: "POST",
        path: "/contact-us",
        localAddress: nextAddress(50),
        headers: { origin: hostile.server.base, ...headers },
        body: big,
      });
      expect(answer.status).toBe(413);
    }
  });

  it("answers an action's origin that Next would reject, the asterisk target, a bad router state and Next's own addresses without a 5xx", async () => {
    const lead = await hostile.actionIdOn("/contact-us");
    expect(lead).toMatch(/^[0-9a-f]{42}$/);
    const { port } = new URL(hostile.server.base);
    for (const headers of [
      { origin: hostile.server.base, "x-forwarded-host": "other.example" },
      // new URL() lower-cases the origin's host; Next compares it with Host as sent.
      { origin: `http://LOCALHOST:${port}`, host: `LOCALHOST:${port}` },
      { origin: "http://a b", host: "a b" },
    ]) {
      const answer = await rawRequest(hostile.server.base, {
        method: "POST",
        path: "/contact-us",
        headers: { "next-action": lead, "content-type": "text/plain", ...headers },
        body: "[]",
      });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
    expect((await rawRequest(hostile.server.base, { method: "OPTIONS", path: "*" })).status).toBe(
      204,
    );
    expect((await rawRequest(hostile.server.base, { method: "GET", path: "*" })).status).toBe(400);
    for (const path of ["/staff/sign-in", "/faq/search?q=a", "/epr-obligation-estimator/result"]) {
      for (const tree of ["junk", "[]", '{"a":1}']) {
        const answer = await hostile.get(`${path}${path.includes("?") ? "&" : "?"}_rsc=abc`, {
          rsc: "1",
          "next-router-state-tree": tree,
        });
        expect(answer.status, `${path} ${tree}`).toBe(400);
      }
    }
    expect((await hostile.get("/_global-error")).status).toBe(404);
    for (const url of ["/staff", "/locations/zzz", "/post/1"]) {
      expect(
        (await hostile.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`)).status,
      ).toBe(404);
    }
    // A page's data (its .rsc address) is only read; and every path passes the proxy, the image
    // optimiser's and the addresses that only begin like it included.
    const form = {
      "content-type": "application/x-www-form-urlencoded",
      origin: hostile.server.base,
    };
    const posts: [string, Record<string, string>, string, number][] = [
      ["/contact-us.rsc", form, "a=b", 405],
      ["/blog/page/2.rsc", form, "a=b", 405],
      [
        "/_next/imagex",
        { "content-type": "multipart/form-data", origin: hostile.server.base },
        "xx",
        400,
      ],
      [
        "/_next/image-x/y",
        { "next-action": lead, "content-type": "text/plain", origin: hostile.server.base },
        '["$@1"]',
        400,
      ],
      [
        "/_next/image",
        { "content-type": "multipart/form-data", origin: hostile.server.base },
        "xx",
        400,
      ],
    ];
    for (const [path, headers, body, status] of posts) {
      const answer = await rawRequest(hostile.server.base, { method: "POST", path, headers, body });
      expect(answer.status, `POST ${path}`).toBe(status);
    }
    for (const method of ["PUT", "DELETE"]) {
      const answer = await rawRequest(hostile.server.base, {
        method,
        path: "/_next/image?url=%2Fimages%2Fhome%2Fhero.webp&w=640&q=75",
      });
      expect(answer.status, method).toBe(405);
    }
  });
});
