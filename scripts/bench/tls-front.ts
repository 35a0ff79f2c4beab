// A TLS + HTTP/2 front for the bench server, standing in for the production reverse proxy:
// visitors reach the site over HTTPS (HSTS is on), so their browsers fetch it over HTTP/2 on one
// connection, not over six plain HTTP/1.1 connections as a bare `next start` on loopback serves.
// It compresses as that proxy does (deploy/nginx/nginx.conf): it asks the server for an
// uncompressed answer and sends Brotli to a browser that accepts it, gzip to one that does not.
// The certificate is self-signed and made for this run only (openssl, from Debian).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream";
import zlib from "node:zlib";

export type TlsFront = { base: string; stop: () => void };

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

// nginx.conf's gzip_types and brotli_types, and HTML, which nginx always compresses.
const compressible =
  /^(text\/(html|css|csv|plain|xml|x-component)|application\/(javascript|json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)\b/;
const minLength = 512;

// The statuses nginx's gzip and Brotli filters compress; a 206's range counts plain bytes.
const compressedStatuses = new Set([200, 403, 404]);

/**
 * The encoding nginx would give this answer: `br` or `gzip` (level 5 either way), or none for
 * an answer already encoded, of another type or status, or shorter than 512 bytes.
 */
export function proxyEncoding(
  acceptEncoding: string | undefined,
  answer: { status: number; type?: string; length?: string; encoding?: string },
): "br" | "gzip" | undefined {
  if (answer.encoding || !compressedStatuses.has(answer.status)) return undefined;
  if (!answer.type || !compressible.test(answer.type)) return undefined;
  if (answer.length !== undefined && Number(answer.length) < minLength) return undefined;
  // Each coding the browser names, unless it gives it q=0 (refused).
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.split(";").map((piece) => piece.trim().toLowerCase()))
      .filter(([name, ...params]) => name && !params.some((p) => /^q=0(\.0*)?$/.test(p)))
      .map(([name]) => name),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}

function encoder(encoding: "br" | "gzip") {
  return encoding === "br"
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.createGzip({ level: 5 });
}

/** Serves `https://127.0.0.1:port` (HTTP/2, HTTP/1.1 fallback) in front of `upstream`. */
export function startTlsFront(upstream: string, port: number): Promise<TlsFront> {
  const target = new URL(upstream);
  const server = http2.createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (req, res) => {
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
          const out: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(upstreamRes.headers)) {
            if (!hopByHop.has(name) && value !== undefined) out[name] = value;
          }
          const status = upstreamRes.statusCode ?? 502;
          const encoding =
            req.method === "HEAD"
              ? undefined
              : proxyEncoding(req.headers["accept-encoding"], {
                  status,
                  type: upstreamRes.headers["content-type"],
                  length: upstreamRes.headers["content-length"],
                  encoding: upstreamRes.headers["content-encoding"],
                });
          if (encoding) {
            // As nginx's filters do: no length or ranges for the new body, a weak validator.
            delete out["content-length"];
            delete out["accept-ranges"];
            if (typeof out.etag === "string" && !out.etag.startsWith("W/"))
              out.etag = `W/${out.etag}`;
            out["content-encoding"] = encoding;
            const vary = [out.vary ?? []].flat().join(", ");
            if (!/\baccept-encoding\b/i.test(vary))
              out.vary = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
          }
          res.writeHead(status, out);
          // A server that breaks off mid-answer breaks off the browser's answer too.
          const end = (error?: Error | null) => {
            if (error) res.destroy(error);
          };
          if (encoding) pipeline(upstreamRes, encoder(encoding), res, end);
          else pipeline(upstreamRes, res, end);
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
      resolve({ base: `https://127.0.0.1:${bound}`, stop: () => server.close() });
    });
  });
}
