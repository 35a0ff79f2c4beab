import { describe, expect, it } from "vitest";
import {
  addressBucket,
  clientAddressFrom,
  PEER_ADDRESS_HEADER,
  stampPeerAddress,
} from "./client-address";

const headers = (peer: string | null, forwarded?: string) => {
  const h = new Headers();
  if (peer) h.set(PEER_ADDRESS_HEADER, peer);
  if (forwarded !== undefined) h.set("x-forwarded-for", forwarded);
  return h;
};

describe("clientAddressFrom", () => {
  it("with 0 trusted hops uses the socket peer and ignores a made-up X-Forwarded-For", () => {
    expect(clientAddressFrom(headers("203.0.113.7"), 0)).toBe("203.0.113.7");
    for (const spoof of ["1.2.3.4", "1.2.3.4, 5.6.7.8", "garbage", ""]) {
      expect(clientAddressFrom(headers("203.0.113.7", spoof), 0)).toBe("203.0.113.7");
    }
  });

  it("with 1 hop takes the address the proxy appended, not what the client wrote before it", () => {
    // nginx: proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for; peer = nginx.
    expect(clientAddressFrom(headers("10.0.0.2", "198.51.100.9"), 1)).toBe("198.51.100.9");
    expect(clientAddressFrom(headers("10.0.0.2", "1.2.3.4, 198.51.100.9"), 1)).toBe("198.51.100.9");
  });

  it("with 2 hops walks back two entries", () => {
    expect(clientAddressFrom(headers("10.0.0.3", "6.6.6.6, 198.51.100.9, 10.0.0.2"), 2)).toBe(
      "198.51.100.9",
    );
  });

  it("takes the first entry of a chain shorter than promised", () => {
    expect(clientAddressFrom(headers("10.0.0.2"), 3)).toBe("10.0.0.2");
    expect(clientAddressFrom(headers(null), 1)).toBeNull();
  });
});

describe("stampPeerAddress", () => {
  it("overwrites a client-sent value with the socket's address", () => {
    const request = {
      headers: { [PEER_ADDRESS_HEADER]: "6.6.6.6" } as Record<string, string | undefined>,
      socket: { remoteAddress: "::ffff:127.0.0.1" },
    };
    stampPeerAddress(request);
    expect(request.headers[PEER_ADDRESS_HEADER]).toBe("127.0.0.1");
  });
  it("drops a client-sent value when the socket has no address", () => {
    const request = { headers: { [PEER_ADDRESS_HEADER]: "6.6.6.6" }, socket: {} };
    stampPeerAddress(request);
    expect(request.headers).not.toHaveProperty(PEER_ADDRESS_HEADER);
  });
});

describe("addressBucket", () => {
  it("takes an IPv4 address whole, and one mapped into IPv6 as IPv4", () => {
    expect(addressBucket("203.0.113.9")).toBe("203.0.113.9");
    expect(addressBucket("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressBucket(null)).toBeNull();
  });

  it("takes an IPv6 address by its /64, however it is written", () => {
    const network = "2001:db8:85a3:42::/64";
    for (const address of [
      "2001:db8:85a3:42::1",
      "2001:0db8:85a3:0042:ffff:ffff:ffff:ffff",
      "2001:DB8:85A3:42:1:2:3:4",
      "2001:db8:85a3:42:a::b",
      "2001:db8:85a3:42::192.0.2.1",
      "2001:db8:85a3:42::1%eth0",
    ]) {
      expect(addressBucket(address), address).toBe(network);
    }
    expect(addressBucket("2001:db8:85a3:43::1")).not.toBe(network);
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
  });

  it("takes what does not parse whole", () => {
    for (const address of [
      "1:2:3",
      "1::2::3",
      "1:2:3:4:5:6:7:8:9",
      "gggg::1",
      "1:2:3:4:5:6:7::8:9",
    ]) {
      expect(addressBucket(address), address).toBe(address);
    }
  });
});
