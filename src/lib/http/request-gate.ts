// The first look at every request, before Next builds a fetch Request from it.
import http from "node:http";
import { stampPeerAddress } from "./client-address";
import { ALLOWED_METHODS } from "./request-guard";

const PATCHED = Symbol.for("nirmal.requestGate");

/**
 * Methods the fetch standard forbids: Next cannot even build a Request for them, so they fail
 * (a 500 and a stack trace) before src/proxy.ts could refuse them.
 */
const FORBIDDEN_BY_FETCH = new Set(["TRACE", "TRACK", "CONNECT"]);

function refuseMethod(response: http.ServerResponse): void {
  response.writeHead(405, {
    Allow: ALLOWED_METHODS.join(", "),
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
  });
  response.end("method not allowed\n");
}

/**
 * Hooks the server's "request" event, the one place where the socket is in reach: `next start`
 * gives the app no access to it and copies a client-sent X-Forwarded-For through unchanged, so
 * without the stamped peer address a made-up header would pick the rate-limit bucket.
 */
export function installRequestGate(): void {
  const proto = http.Server.prototype as http.Server & { [PATCHED]?: true };
  if (proto[PATCHED]) return;
  const emit = proto.emit as (event: string | symbol, ...rest: unknown[]) => boolean;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      if (FORBIDDEN_BY_FETCH.has(request.method ?? "")) {
        refuseMethod(response);
        return true;
      }
      stampPeerAddress(request);
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
  proto[PATCHED] = true;
}
