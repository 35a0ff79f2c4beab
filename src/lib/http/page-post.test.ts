import { describe, expect, it } from "vitest";
import { ACTION_BODY_LIMIT, checkPagePost } from "./page-post";

function post(body: BodyInit | null, headers: Record<string, string>): Request {
  return new Request("http://localhost/contact-us", {
    method: "POST",
    body,
    headers: { host: "localhost", ...headers },
  });
}

function form(fields: Record<string, string>): { body: string; type: string } {
  const boundary = "----check";
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: `${parts.join("")}--${boundary}--\r\n`,
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const id = "a".repeat(42);
const known = new Set([id]);

describe("checkPagePost", () => {
  it("lets a form sent without JavaScript through", async () => {
    const { body, type } = form({
      $ACTION_REF_1: "",
      "$ACTION_1:0": JSON.stringify({ id, bound: "$@1" }),
      "$ACTION_1:1": '[{"status":"idle"}]',
      $ACTION_KEY: "k123",
      name: "Asha",
    });
    expect(await checkPagePost(post(body, { "content-type": type }), known)).toBeUndefined();
  });

  it("lets a script's call with its arguments as a JSON array through", async () => {
    const request = post('[{"status":"idle"}]', {
      "content-type": "text/plain;charset=UTF-8",
      "next-action": id,
    });
    expect(await checkPagePost(request, known)).toBeUndefined();
  });

  it("leaves any other POST to the page", async () => {
    expect(
      await checkPagePost(post("a=b", { "content-type": "text/plain" }), known),
    ).toBeUndefined();
  });

  it.each([
    ["no boundary", "junk", "multipart/form-data"],
    ["a boundary the body lacks", "junk", "multipart/form-data; boundary=zz"],
    [
      "a body cut short",
      '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nx',
      "multipart/form-data; boundary=zz",
    ],
  ])("answers a multipart body with %s with 400", async (_case, body, type) => {
    expect(await checkPagePost(post(body, { "content-type": type }), known)).toMatchObject({
      status: 400,
    });
  });

  it.each([
    "garbage",
    "[",
    '{"a":1}',
    "1",
    "",
    '["$@1"]',
    '["$Q1"]',
    '["$F1"]',
    '["$T"]',
    '["$n12"]',
    JSON.stringify(Array.from({ length: 1001 }, () => 0)),
    "\uFEFF[]",
    '[{"a":["$1"]}]',
  ])("answers a script's call whose arguments are %s with 400", async (body) => {
    const request = post(body, { "content-type": "text/plain", "next-action": id });
    expect(await checkPagePost(request, known)).toMatchObject({ status: 400 });
  });

  it("lets arguments through that need nothing else from the body", async () => {
    const body = JSON.stringify([
      { price: "$$100", gone: "$undefined", when: "$D2026-11-27", n: "$NaN" },
      ["$Infinity", "$-Infinity", "$-0", "$K1"],
    ]);
    const request = post(body, { "content-type": "text/plain", "next-action": id });
    expect(await checkPagePost(request, known)).toBeUndefined();
  });

  it("answers arguments nested too deep for React with 400, and walks long lists safely", async () => {
    const call = (body: string) =>
      checkPagePost(post(body, { "content-type": "text/plain", "next-action": id }), known);
    expect(await call(`${"[".repeat(5000)}${"]".repeat(5000)}`)).toMatchObject({ status: 400 });
    expect(await call(`[${"[".repeat(20)}${"]".repeat(20)}]`)).toBeUndefined();
    expect(await call(JSON.stringify([Array.from({ length: 60_000 }, () => 1)]))).toBeUndefined();
  });

  it("answers one long string, which React would count item by item, with 413", async () => {
    const body = JSON.stringify([`$$${"a".repeat(1_000_100)}`, 1]);
    const request = post(body, { "content-type": "text/plain", "next-action": id });
    expect(await checkPagePost(request, known)).toMatchObject({ status: 413 });
  });

  it("reads a script's multipart call from its part 0", async () => {
    const sent = form({ "0": '[{"status":"idle"},"$K1"]', "1_name": "Asha" });
    const request = post(sent.body, { "content-type": sent.type, "next-action": id });
    expect(await checkPagePost(request, known)).toBeUndefined();
    const broken: Record<string, string>[] = [{ x: "1" }, { "0": "junk" }, { "0": '["$@2"]' }];
    for (const fields of broken) {
      const bad = form(fields);
      const badRequest = post(bad.body, { "content-type": bad.type, "next-action": id });
      expect(await checkPagePost(badRequest, known)).toMatchObject({ status: 400 });
    }
  });

  it("reads the body's type as Next does: multipart only in that letter case, and as sent", async () => {
    const sent = form({ "0": "[]" });
    const as = (type: string) =>
      checkPagePost(post(sent.body, { "content-type": type, "next-action": id }), known);
    expect(await as(sent.type)).toBeUndefined();
    for (const type of [
      sent.type.replace("multipart/form-data", "Multipart/Form-Data"),
      sent.type.replace("multipart/form-data", "multipart/form-datax"),
      "multipart/form-data_",
    ]) {
      expect(await as(type), type).toMatchObject({ status: 400 });
    }
  });

  it("answers a part that is not a plain text field, or a field given twice, with 400", async () => {
    const boundary = "----check";
    const type = `multipart/form-data; boundary=${boundary}`;
    const part = (headers: string, value: string) =>
      `--${boundary}\r\n${headers}\r\n\r\n${value}\r\n`;
    for (const body of [
      part(
        'Content-Disposition: form-data; name="0"\r\nContent-Type: text/plain; charset=utf-16le',
        "[]",
      ),
      part("Content-Disposition: form-data; name*=utf-8''0", "[]"),
      part('Content-Disposition: form-data; name="0"; filename="a.txt"', "[]"),
      part('Content-Disposition: form-data; name="0"', "[]") +
        part('Content-Disposition: form-data; name="0"', '["$Q1"]'),
    ]) {
      const request = post(`${body}--${boundary}--\r\n`, {
        "content-type": type,
        "next-action": id,
      });
      expect(await checkPagePost(request, known), body).toMatchObject({ status: 400 });
    }
  });

  it("answers an Origin whose host is not the one the request was sent to with 403", async () => {
    const call = (headers: Record<string, string>) =>
      checkPagePost(
        post("[]", { "content-type": "text/plain", "next-action": id, ...headers }),
        known,
      );
    expect(await call({ origin: "http://localhost" })).toBeUndefined();
    expect(
      await call({ origin: "http://localhost", "x-forwarded-host": "localhost" }),
    ).toBeUndefined();
    expect(
      await call({ origin: "http://localhost", "x-forwarded-host": "other.example" }),
    ).toMatchObject({
      status: 403,
    });
    expect(await call({ origin: "http://other.example" })).toMatchObject({ status: 403 });
    expect(await call({ origin: "not a url" })).toMatchObject({ status: 403 });
  });

  it("answers an action id this build has not got with 404, in the header or in the form", async () => {
    const other = "b".repeat(42);
    const scripted = post("[]", { "content-type": "text/plain", "next-action": other });
    expect(await checkPagePost(scripted, known)).toMatchObject({ status: 404 });
    for (const fields of [
      { [`$ACTION_ID_${other}`]: "" },
      { $ACTION_REF_1: "", "$ACTION_1:0": JSON.stringify({ id: other, bound: null }) },
    ]) {
      const { body, type } = form(fields);
      expect(await checkPagePost(post(body, { "content-type": type }), known)).toMatchObject({
        status: 404,
      });
      // Without the build's list (development) the ids are left to Next.
      expect(await checkPagePost(post(body, { "content-type": type }), null)).toBeUndefined();
    }
  });

  it.each([
    ["a descriptor that is not JSON", { $ACTION_REF_1: "", "$ACTION_1:0": "{" }],
    ["no descriptor", { $ACTION_REF_1: "" }],
    [
      "bound arguments that are missing",
      { $ACTION_REF_1: "", "$ACTION_1:0": `{"id":"${id}","bound":"$@1"}` },
    ],
    [
      "bound arguments that are not a list",
      { $ACTION_REF_1: "", "$ACTION_1:0": `{"id":"${id}","bound":"$@1"}`, "$ACTION_1:1": "{}" },
    ],
    ["an action field that is not JSON", { [`$ACTION_ID_${id}`]: "", "$ACTION_2:0": "junk" }],
    [
      "a descriptor with more in it",
      { $ACTION_REF_1: "", "$ACTION_1:0": `{"id":"${id}","bound":null,"x":"$Q1"}` },
    ],
    [
      "bound arguments in a field the hexadecimal index does not name",
      { $ACTION_REF_1: "", "$ACTION_1:0": `{"id":"${id}","bound":"$@a"}`, "$ACTION_1:a": "[]" },
    ],
    [
      "bound arguments that point at a missing part",
      {
        $ACTION_REF_1: "",
        "$ACTION_1:0": `{"id":"${id}","bound":"$@1"}`,
        "$ACTION_1:1": '["$@5"]',
      },
    ],
  ])("answers a form with %s with 400", async (_case, fields) => {
    const { body, type } = form(fields as Record<string, string>);
    expect(await checkPagePost(post(body, { "content-type": type }), known)).toMatchObject({
      status: 400,
    });
  });

  it("answers a body over the limit with 413, declared or not", async () => {
    const big = "x".repeat(ACTION_BODY_LIMIT + 1);
    const { type } = form({});
    expect(await checkPagePost(post(big, { "content-type": type }), known)).toMatchObject({
      status: 413,
    });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 3; i++) controller.enqueue(new Uint8Array(ACTION_BODY_LIMIT / 2));
        controller.close();
      },
    });
    const chunked = new Request("http://localhost/contact-us", {
      method: "POST",
      body: stream,
      headers: { "content-type": type },
      duplex: "half",
    } as RequestInit);
    expect(await checkPagePost(chunked, known)).toMatchObject({ status: 413 });
  });
});
