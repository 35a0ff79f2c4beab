// The client's network address, from the socket and only as many X-Forwarded-For hops as we trust.
import { isIPv6 } from "node:net";

/**
 * Set by the server on every request to the socket's peer address, overwriting whatever the
 * client sent under that name (server.mjs, through src/lib/http/request-gate.ts). Next itself only fills
 * X-Forwarded-For when the client sent none, so that header alone cannot tell the socket apart.
 */
export const PEER_ADDRESS_HEADER = "x-nirmal-peer-address";

/**
 * With `trustedHops` = 0 the socket's peer is the client and X-Forwarded-For is ignored. Behind
 * N proxies that each append the address they saw, the client is the N-th entry from the end of
 * the chain "X-Forwarded-For entries, then the socket peer"; entries further left were written
 * by the client and prove nothing. A chain shorter than promised yields its first entry.
 */
export function clientAddressFrom(headers: Headers, trustedHops: number): string | null {
  const peer = headers.get(PEER_ADDRESS_HEADER)?.trim() || null;
  if (trustedHops <= 0) return peer;
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = peer ? [...forwarded, peer] : forwarded;
  if (chain.length === 0) return null;
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? null;
}

/**
 * The part of a client's address that counting goes by (rate limits, the sign-in lockout): an
 * IPv4 address whole, an IPv6 one by its /64 network, since one subscriber is given a whole /64
 * and may use any of its addresses. An address that does not parse is taken whole.
 */
export function addressBucket(address: string | null): string | null {
  if (!address?.includes(":")) return address;
  const plain = address.split("%")[0]!.toLowerCase();
  if (!isIPv6(plain)) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  if (mapped) return mapped[1]!;
  // Written out in full: "::" stands for the groups of zeros left out, and a dotted IPv4 tail
  // ("64:ff9b::192.0.2.1") for the last two groups.
  const [head, tail] = plain.split("::");
  const groups = (half: string | undefined) =>
    half ? half.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g])) : [];
  const left = groups(head);
  const right = groups(tail);
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

type IncomingLike = {
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string };
};

/** Writes the socket's peer address into the request's headers, replacing any sent value. */
export function stampPeerAddress(request: IncomingLike): void {
  const address = request.socket?.remoteAddress;
  if (address) request.headers[PEER_ADDRESS_HEADER] = address.replace(/^::ffff:/, "");
  else delete request.headers[PEER_ADDRESS_HEADER];
}
