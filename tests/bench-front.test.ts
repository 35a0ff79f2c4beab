import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { proxyEncoding, startTlsFront, type TlsFront } from "../scripts/bench/tls-front";

// The bench's TLS front must compress as the production nginx does, or the bench would measure
// transfers visitors never see.
const page = "<!doctype html><p>" + "Plastic packaging and e-waste. ".repeat(80) + "</p>";

describe("proxyEncoding", () => {
  const html = { status: 200, type: "text/html; charset=utf-8" };

  it("prefers Brotli, then gzip, as the browser allows", () => {
    expect(proxyEncoding("gzip, deflate, br, zstd", html)).toBe("br");
    expect(proxyEncoding("gzip;q=1.0, identity", html)).toBe("gzip");
    expect(proxyEncoding(undefined, html)).toBeUndefined();
    expect(proxyEncoding("br;q=0, gzip", html)).toBe("gzip");
    expect(proxyEncoding("br; q=0.5", html)).toBe("br");
  });

  it("leaves alone what nginx leaves alone", () => {
    const br = "br, gzip";
    expect(proxyEncoding(br, { status: 200, type: "image/png" })).toBeUndefined();
    expect(proxyEncoding(br, { ...html, length: "511" })).toBeUndefined();
    expect(proxyEncoding(br, { ...html, encoding: "gzip" })).toBeUndefined();
    expect(proxyEncoding(br, { status: 304, type: html.type })).toBeUndefined();
    expect(proxyEncoding(br, { status: 200, type: "text/x-component" })).toBe("br");
    expect(proxyEncoding(br, { status: 200, type: "application/javascript" })).toBe("br");
  });
});

describe("the bench's TLS front", () => {
  let upstream: http.Server;
  let front: TlsFront;
  const askedFor: (string | undefined)[] = [];
  const served: string[] = [];
  const script = "console.log('a build asset');".repeat(40);

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      askedFor.push(req.headers["accept-encoding"]);
      served.push(req.url ?? "");
      if (req.url?.startsWith("/_next/static/")) {
        if (req.url.includes("missing")) return res.writeHead(404).end();
        return res.writeHead(200, { "content-type": "application/javascript" }).end(script);
      }
      if (req.url === "/tiny") {
        const tiny = "<p>hi</p>";
        return res
          .writeHead(200, { "content-type": "text/html", "content-length": tiny.length })
          .end(tiny);
      }
      if (req.url === "/png") return res.writeHead(200, { "content-type": "image/png" }).end(page);
      if (req.url === "/range") {
        const part = page.slice(0, 600);
        return res
          .writeHead(206, {
            "content-type": "text/html",
            "content-range": `bytes 0-599/${page.length}`,
            "content-length": part.length,
          })
          .end(part);
      }
      if (req.url === "/broken") {
        // Headers and half the body, then the connection drops.
        res.writeHead(200, { "content-type": "text/html" });
        res.write(page.slice(0, 1000));
        return void setTimeout(() => res.socket?.destroy(), 50);
      }
      res
        .writeHead(200, {
          "content-type": "text/html; charset=utf-8",
          vary: req.url === "/varied" ? "RSC, Accept-Encoding" : "rsc",
          etag: '"v1"',
          "accept-ranges": "bytes",
        })
        .end(page);
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const { port } = upstream.address() as AddressInfo;
    front = await startTlsFront(`http://127.0.0.1:${port}`, 0);
  });

  afterAll(() => {
    front?.stop();
    upstream?.close();
  });

  async function get(path: string, acceptEncoding: string) {
    const client = http2.connect(front.base, { rejectUnauthorized: false });
    try {
      return await new Promise<{
        headers: http2.IncomingHttpHeaders;
        body: Buffer;
        ended: boolean;
      }>((resolve) => {
        const req = client.request({ ":path": path, "accept-encoding": acceptEncoding });
        const chunks: Buffer[] = [];
        let headers: http2.IncomingHttpHeaders = {};
        let ended = false;
        req.on("response", (h) => (headers = h));
        req.on("data", (c: Buffer) => chunks.push(c));
        req.on("end", () => (ended = true));
        // A stream the front resets closes without its end.
        req.on("close", () => resolve({ headers, body: Buffer.concat(chunks), ended }));
        req.on("error", () => {});
        req.end();
      });
    } finally {
      client.close();
    }
  }

  it("sends Brotli to a browser that accepts it, asking the server for plain bytes", async () => {
    askedFor.length = 0;
    const { headers, body } = await get("/", "gzip, deflate, br, zstd");
    expect(askedFor).toEqual([undefined]);
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["content-length"]).toBeUndefined();
    expect(headers.vary).toBe("rsc, Accept-Encoding");
    // As nginx does for a body it compresses: no ranges, a weak validator.
    expect(headers["accept-ranges"]).toBeUndefined();
    expect(headers.etag).toBe('W/"v1"');
    expect(zlib.brotliDecompressSync(body).toString()).toBe(page);
    // A server that already varies on Accept-Encoding is not told so twice.
    expect((await get("/varied", "br")).headers.vary).toBe("RSC, Accept-Encoding");
  });

  it("sends gzip to a browser without Brotli, and plain bytes to one that asks for neither", async () => {
    const gzip = await get("/", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page);
    const plain = await get("/", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it("passes a partial answer through as it is: its range counts plain bytes", async () => {
    const { headers, body } = await get("/range", "br, gzip");
    expect(headers[":status"]).toBe(206);
    expect(headers["content-encoding"]).toBeUndefined();
    expect(body.toString()).toBe(page.slice(0, 600));
  });

  it("breaks off the browser's answer when the server breaks off, instead of leaving it open", async () => {
    for (const encoding of ["br", "identity"]) {
      const answer = await get("/broken", encoding);
      expect(answer.ended).toBe(false);
    }
  }, 10_000);

  it("passes answers shorter than 512 bytes and images through as they are", async () => {
    expect((await get("/tiny", "br")).headers["content-encoding"]).toBeUndefined();
    const png = await get("/png", "br");
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.body.toString()).toBe(page);
  });

  it("keeps build assets as the production proxy's cache does, compressing each answer", async () => {
    const asset = "/_next/static/chunks/app.js";
    served.length = 0;
    const first = await get(asset, "br");
    const second = await get(asset, "gzip");
    expect(served).toEqual([asset]);
    expect(zlib.brotliDecompressSync(first.body).toString()).toBe(script);
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(second.body).toString()).toBe(script);
    // A failed answer is not kept, and pages are always asked for.
    await get("/_next/static/chunks/missing.js", "br");
    await get("/_next/static/chunks/missing.js", "br");
    await get("/", "br");
    await get("/", "br");
    expect(served.slice(1)).toEqual([
      "/_next/static/chunks/missing.js",
      "/_next/static/chunks/missing.js",
      "/",
      "/",
    ]);
  });

  it("warms its cache with the build assets a page names, as a first visit would", async () => {
    served.length = 0;
    await front.warm(
      '<link rel="stylesheet" href="/_next/static/chunks/site.css"/>' +
        '<script src="/_next/static/chunks/page.js" async=""></script><img src="/i/640/a.webp"/>',
    );
    expect(served.sort()).toEqual([
      "/_next/static/chunks/page.js",
      "/_next/static/chunks/site.css",
    ]);
    await get("/_next/static/chunks/page.js", "br");
    expect(served).toHaveLength(2);
  });
});
