// The client's network address, from the socket and only as many X-Forwarded-For hops as we trust.

/**
 * Set by the server on every request to the socket's peer address, overwriting whatever the
 * client sent under that name (see src/instrumentation.ts). Next itself only fills
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
