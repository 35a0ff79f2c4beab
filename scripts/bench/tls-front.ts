// A TLS + HTTP/2 front for the bench server, standing in for the production reverse proxy:
// visitors reach the site over HTTPS (HSTS is on), so their browsers fetch it over HTTP/2 on one
// connection, not over six plain HTTP/1.1 connections as a bare `npm start` on loopback serves.
// It compresses as that proxy does (deploy/nginx/nginx.conf): it asks the server for an
// uncompressed answer and sends Brotli to a browser that accepts it, gzip to one that does not,
// and it keeps build assets after their first answer, as that proxy's cache does.
// The certificate is self-signed and made for this run only (openssl, from Debian).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline, Readable } from "node:stream";
import zlib from "node:zlib";
import { nginxCompression, type Encoding } from "../../tests/support/nginx-compression";

export type TlsFront = {
  base: string;
  stop: () => void;
  /** Fetches the build assets a page's HTML names (`src`, `href`) into the front's cache. */
  warm: (html: string) => Promise<void>;
};

// Connection-specific headers that HTTP/2 forbids.
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "http2-settings",
]);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-tls-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return {
      key: readFileSync(path.join(dir, "key.pem")),
      cert: readFileSync(path.join(dir, "cert.pem")),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const compression = nginxCompression();

// The statuses nginx's gzip and Brotli filters compress; a 206's range counts plain bytes.
const compressedStatuses = new Set([200, 403, 404]);

/**
 * The encoding nginx would give this answer: `br` or `gzip`, or none for an answer already
 * encoded, of another type or status, or shorter than nginx's minimum length.
 */
export function proxyEncoding(
  acceptEncoding: string | undefined,
  answer: { status: number; type?: string; length?: string; encoding?: string },
): Encoding | undefined {
  if (answer.encoding || !compressedStatuses.has(answer.status)) return undefined;
  // Each coding the browser names, unless it gives it q=0 (refused), Brotli first.
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.split(";").map((piece) => piece.trim().toLowerCase()))
      .filter(([name, ...params]) => name && !params.some((p) => /^q=0(\.0*)?$/.test(p)))
      .map(([name]) => name),
  );
  const type = answer.type?.split(";")[0]!.trim().toLowerCase() ?? "";
  const length = answer.length === undefined ? Infinity : Number(answer.length);
  return (["br", "gzip"] as const).find(
    (encoding) =>
      accepted.has(encoding) &&
      compression[encoding].types.has(type) &&
      length >= compression[encoding].minLength,
  );
}

function encoder(encoding: Encoding) {
  const { level } = compression[encoding];
  return encoding === "br"
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level } })
    : zlib.createGzip({ level });
}

/** A build asset's whole answer (200) as the proxy keeps it: its headers and plain body. */
type Kept = { headers: http.IncomingHttpHeaders; body: Buffer };

/** The whole body of an answer. */
function readWhole(stream: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("error", reject);
    stream.on("aborted", () => reject(new Error("the server broke off its answer")));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
  });
}

/**
 * Build assets (`/_next/static/`, content-hashed) are kept after their first answer and served
 * from memory, as the production proxy's `proxy_cache next_static` does, so the server behind it
 * sees each file once; every answer is still compressed on the way out, as nginx compresses.
 */
const isBuildAsset = (method: string | undefined, url: string | undefined) =>
  method === "GET" && (url?.startsWith("/_next/static/") ?? false);

/** Serves `https://127.0.0.1:port` (HTTP/2, HTTP/1.1 fallback) in front of `upstream`. */
export function startTlsFront(upstream: string, port: number): Promise<TlsFront> {
  const target = new URL(upstream);
  const kept = new Map<string, Kept>();

  const remember = (url: string, response: http.IncomingMessage, body: Buffer) =>
    kept.set(url, { headers: response.headers, body });

  /** Reads a build asset from the server into the cache (a first visitor's request). */
  const keep = (url: string) =>
    new Promise<void>((resolve, reject) => {
      http
        .get(
          {
            hostname: target.hostname,
            port: target.port,
            path: url,
            signal: AbortSignal.timeout(30_000),
          },
          (upstreamRes) => {
            readWhole(upstreamRes).then((body) => {
              if (upstreamRes.statusCode === 200) remember(url, upstreamRes, body);
              resolve();
            }, reject);
          },
        )
        .on("error", reject);
    });

  /** Sends an answer, compressed as nginx would compress it. */
  function answer(
    req: http2.Http2ServerRequest,
    res: http2.Http2ServerResponse,
    status: number,
    headers: http.IncomingHttpHeaders,
    body: NodeJS.ReadableStream | Buffer,
  ) {
    const out: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!hopByHop.has(name) && value !== undefined) out[name] = value;
    }
    const encoding =
      req.method === "HEAD"
        ? undefined
        : proxyEncoding(req.headers["accept-encoding"], {
            status,
            type: headers["content-type"],
            length: headers["content-length"],
            encoding: headers["content-encoding"],
          });
    if (encoding) {
      // As nginx's filters do: no length or ranges for the new body, a weak validator.
      delete out["content-length"];
      delete out["accept-ranges"];
      if (typeof out.etag === "string" && !out.etag.startsWith("W/")) out.etag = `W/${out.etag}`;
      out["content-encoding"] = encoding;
      const vary = [out.vary ?? []].flat().join(", ");
      if (!/\baccept-encoding\b/i.test(vary))
        out.vary = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
    }
    res.writeHead(status, out);
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    // A server that breaks off mid-answer breaks off the browser's answer too.
    const end = (error?: Error | null) => {
      if (error) res.destroy(error);
    };
    if (encoding) pipeline(source, encoder(encoding), res, end);
    else pipeline(source, res, end);
  }

  const server = http2.createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (req, res) => {
      const asset = isBuildAsset(req.method, req.url);
      const hit = asset ? kept.get(req.url) : undefined;
      if (hit) return answer(req, res, 200, hit.headers, hit.body);

      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (!name.startsWith(":") && !hopByHop.has(name) && name !== "accept-encoding")
          headers[name] = value;
      }
      headers.host = req.headers[":authority"] ?? req.headers.host ?? target.host;
      headers["x-forwarded-proto"] = "https";
      const forward = http.request(
        {
          hostname: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers,
        },
        (upstreamRes) => {
          const status = upstreamRes.statusCode ?? 502;
          if (!asset || status !== 200) {
            answer(req, res, status, upstreamRes.headers, upstreamRes);
            return;
          }
          // A build asset is read whole, kept, then sent.
          readWhole(upstreamRes)
            .then((body) => {
              remember(req.url, upstreamRes, body);
              answer(req, res, status, upstreamRes.headers, body);
            })
            .catch((error: Error) => res.destroy(error));
        },
      );
      forward.on("error", (error) => {
        if (!res.headersSent) res.writeHead(502).end();
        else res.destroy(error);
      });
      // A browser that gives up (a cancelled stream) frees the server's request.
      res.on("close", () => {
        if (!res.writableFinished) forward.destroy();
      });
      req.pipe(forward);
    },
  );
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    // Port 0 takes any free port.
    server.listen(port, "127.0.0.1", () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        base: `https://127.0.0.1:${bound}`,
        stop: () => server.close(),
        warm: async (html) => {
          const assets = new Set(
            [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?#]+)"/g)].map((m) => m[1]!),
          );
          await Promise.all([...assets].filter((url) => !kept.has(url)).map(keep));
        },
      });
    });
  });
}
