// A TLS + HTTP/2 front for the bench server, standing in for the production reverse proxy:
// visitors reach the site over HTTPS (HSTS is on), so their browsers fetch it over HTTP/2 on one
// connection, not over six plain HTTP/1.1 connections as a bare `next start` on loopback serves.
// The certificate is self-signed and made for this run only (openssl, from Debian).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import { tmpdir } from "node:os";
import path from "node:path";

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

/** Serves `https://127.0.0.1:port` (HTTP/2, HTTP/1.1 fallback) in front of `upstream`. */
export function startTlsFront(upstream: string, port: number): Promise<TlsFront> {
  const target = new URL(upstream);
  const server = http2.createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (req, res) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (!name.startsWith(":") && !hopByHop.has(name)) headers[name] = value;
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
          res.writeHead(upstreamRes.statusCode ?? 502, out);
          upstreamRes.pipe(res);
        },
      );
      forward.on("error", () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(forward);
    },
  );
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve({ base: `https://127.0.0.1:${port}`, stop: () => server.close() }),
    );
  });
}
