import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES, parseLeadRequest } from "@/lib/leads/intake/http";

function post(body: BodyInit | null, type?: string, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/leads", {
    method: "POST",
    body,
    headers: type ? { "content-type": type, ...headers } : headers,
    // Needed by Node's fetch for stream bodies.
    duplex: "half",
  } as RequestInit);
}

describe("parseLeadRequest", () => {
  it("reads JSON and form-encoded bodies", async () => {
    expect(await parseLeadRequest(post('{"name":"A"}', "application/json; charset=utf-8"))).toEqual(
      {
        ok: true,
        raw: { name: "A" },
      },
    );
    expect(
      await parseLeadRequest(post("name=A+B&kind=contact", "application/x-www-form-urlencoded")),
    ).toEqual({
      ok: true,
      raw: { name: "A B", kind: "contact" },
    });
  });

  it("answers 415 for any other content type", async () => {
    for (const type of [
      undefined,
      "text/plain",
      "multipart/form-data; boundary=x",
      "application/xml",
    ]) {
      expect(await parseLeadRequest(post("x", type))).toMatchObject({ ok: false, status: 415 });
    }
  });

  it("answers 400 for malformed JSON, non-objects and invalid UTF-8", async () => {
    for (const body of ["{", "[1,2]", "null", '"text"']) {
      expect(await parseLeadRequest(post(body, "application/json"))).toMatchObject({
        ok: false,
        status: 400,
      });
    }
    const bad = new Uint8Array([0x7b, 0xff, 0x7d]);
    expect(await parseLeadRequest(post(bad, "application/json"))).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  it("answers 413 for a large body even when Content-Length is missing or lies", async () => {
    const big = "x".repeat(MAX_BODY_BYTES + 1);
    expect(await parseLeadRequest(post(big, "application/json"))).toMatchObject({ status: 413 });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(1024).fill(0x61));
        controller.close();
      },
    });
    expect(
      await parseLeadRequest(
        post(stream, "application/x-www-form-urlencoded", { "content-length": "10" }),
      ),
    ).toMatchObject({ status: 413 });
  });
});
