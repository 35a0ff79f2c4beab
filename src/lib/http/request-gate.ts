// The first look at every request, before Next builds a fetch Request from it: the production
// entry (server.mjs) calls checkRequest before Next's handler and refuseUpgrade for every
// protocol upgrade (both reach it through src/lib/boot.ts).
import type http from "node:http";
import type { Duplex } from "node:stream";
import { parseAndValidateFlightRouterState } from "next/dist/server/app-render/parse-and-validate-flight-router-state";
import { stampPeerAddress } from "./client-address";
import { ALLOWED_METHODS, canonicalPath, checkMethod } from "./request-guard";
import { refusalHeaders } from "./security-headers";
import { countRequest } from "@/lib/metrics";

/**
 * Methods the fetch standard forbids: Next cannot even build a Request for them, so they fail
 * (a 500 and a stack trace) before src/proxy.ts could refuse them.
 */
const FORBIDDEN_BY_FETCH = new Set(["TRACE", "TRACK", "CONNECT"]);

function answer(
  response: http.ServerResponse,
  status: 204 | 400 | 405,
  text: string,
  allow: readonly string[] = ALLOWED_METHODS,
): void {
  response.writeHead(status, {
    Allow: allow.join(", "),
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    ...refusalHeaders,
  });
  response.end(status === 204 ? undefined : `${text}\n`);
}

/** A permanent move that keeps the method (a form posted to the old spelling stays a post). */
function move(response: http.ServerResponse, location: string): void {
  response.writeHead(308, { Location: location, "Cache-Control": "no-store", ...refusalHeaders });
  response.end();
}

/** A request target's path and its query (with the "?", or ""). */
function splitTarget(target: string): [string, string] {
  const mark = target.indexOf("?");
  return mark === -1 ? [target, ""] : [target.slice(0, mark), target.slice(mark)];
}

/**
 * No address of the site changes protocol (no WebSocket, no h2c). In production Next leaves an
 * upgrade under `/_next/` unanswered, its socket open for good, so every upgrade is answered
 * and closed here.
 */
export function refuseUpgrade(socket: Duplex): void {
  const text = "protocol upgrade not supported\n";
  const headers = {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(text)),
    "Cache-Control": "no-store",
    Connection: "close",
    ...refusalHeaders,
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.on("error", () => socket.destroy());
  socket.end(`HTTP/1.1 400 Bad Request\r\n${head.join("")}\r\n${text}`);
}

function soundRouterState(header: string | string[] | undefined): boolean {
  try {
    parseAndValidateFlightRouterState(header);
    return true;
  } catch {
    return false;
  }
}

/**
 * Answers, and returns true for, what Next would fail on before src/proxy.ts could see it: the
 * methods fetch forbids, the asterisk and absolute request targets, a method a path does not
 * answer, and a router state Next cannot read; and it moves another spelling of a path (slashes
 * repeated, reversed or trailing) to the page's own, with the headers Next's own move lacks.
 * Otherwise (false) it stamps the peer address on the request, which Next copies through
 * unchanged from a client-sent X-Forwarded-For: without it a made-up header would pick the
 * rate-limit bucket. Only the server entry sees the socket, so this runs there.
 */
export function checkRequest(
  request: http.IncomingMessage,
  response: http.ServerResponse,
): boolean {
  // Every answer is counted for /metrics, those made here included.
  const counted = splitTarget(request.url ?? "/")[0];
  response.once("finish", () => countRequest(counted, response.statusCode));
  if (FORBIDDEN_BY_FETCH.has(request.method ?? "")) {
    answer(response, 405, "method not allowed");
    return true;
  }
  // The asterisk form (`OPTIONS * HTTP/1.1`) names the server, not a path: Next cannot make a
  // URL of it. OPTIONS is answered with the methods; anything else with `*` is malformed.
  if (request.url === "*") {
    if (request.method === "OPTIONS") answer(response, 204, "");
    else answer(response, 400, "bad request target");
    return true;
  }
  // The absolute form (`GET http://elsewhere/page`) is for proxies: Next would take the host
  // from it and redirect there. The site's proxy and browsers send a path.
  if (!request.url?.startsWith("/")) {
    answer(response, 400, "bad request target");
    return true;
  }
  const [path, query] = splitTarget(request.url);
  // The methods a path answers, as src/proxy.ts checks them, but on the path as sent: Next takes
  // `.rsc` off a page's data address (`/contact-us.rsc`) before the proxy sees it, and answers
  // a form posted there with a 500.
  const refusal = checkMethod(request.method ?? "", path);
  if (refusal) {
    answer(response, 405, refusal.reason, refusal.allow);
    return true;
  }
  // One address per page: Next itself moves a path with a repeated slash, a backslash or a
  // trailing slash (the last left to this gate by next.config.ts), but without the site's
  // headers; here the move goes straight to the one spelling, with them.
  const canonical = canonicalPath(path);
  if (canonical !== null) {
    move(response, `${canonical}${query}`);
    return true;
  }
  // The router state a client-side navigation sends: Next reads it with this function (its
  // own) only after the proxy, which never sees the header, and answers one it cannot read
  // with a 500.
  if (!soundRouterState(request.headers["next-router-state-tree"])) {
    answer(response, 400, "malformed router state");
    return true;
  }
  stampPeerAddress(request);
  return false;
}
