// The e2e server trusts one proxy hop, so a test names its client in X-Forwarded-For. Each test
// that sends enquiries or signs in takes an address of its own, drawn at random from 10.0.0.0/8
// (about 16 million, so no two tests of a run meet), and the per-client rate limits and the
// sign-in lockout never link two tests, across workers and runs alike.
import { randomInt } from "node:crypto";

export function freshClient(): Record<string, string> {
  const octet = () => randomInt(256);
  return { "x-forwarded-for": `10.${octet()}.${octet()}.${randomInt(1, 255)}` };
}
