// Bounded, seeded generators of hostile input for POST /api/leads: the same run every time.

/** A small deterministic PRNG (mulberry32), so a failure can be replayed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type FuzzCase = { contentType?: string; body: Buffer; headers?: Record<string, string> };

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=latin1",
  "text/plain",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/json; charset=utf-16",
  "",
  ";;;",
  'application/json\t; charset="x"',
];

const NASTY_STRINGS = [
  "",
  " ",
  "<script>alert(1)</script>",
  "'; drop table leads; --",
  "\u0000\u0001\u0002",
  "\u202e\u200b\ufeff",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🎉",
  "%00%ff%",
  "a".repeat(5000),
  "${7*7}{{7*7}}",
  "\r\nSet-Cookie: x=1",
  "../../etc/passwd",
  "+91 98765 43210",
  "x@y",
];

const FIELDS = [
  "kind",
  "name",
  "company",
  "phone",
  "email",
  "eprType",
  "message",
  "page",
  "marketingOptIn",
  "website",
  "__proto__",
  "constructor",
];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

function junkValue(next: () => number, depth = 0): unknown {
  const r = next();
  if (r < 0.35) return pick(next, NASTY_STRINGS);
  if (r < 0.45) return Math.floor(next() * 2 ** 53) * (next() < 0.5 ? -1 : 1);
  if (r < 0.5) return next() < 0.5;
  if (r < 0.55) return null;
  if (r < 0.7 && depth < 4)
    return Array.from({ length: Math.floor(next() * 4) }, () => junkValue(next, depth + 1));
  if (r < 0.85 && depth < 4) return junkObject(next, depth + 1);
  return pick(next, ["contact", "consultation", "battery", "plastic", "on", "/contact-us"]);
}

function junkObject(next: () => number, depth = 0): Record<string, unknown> {
  // No prototype: "__proto__" and "constructor" become plain keys, as JSON.parse makes them.
  const object: Record<string, unknown> = Object.create(null);
  const count = Math.floor(next() * FIELDS.length);
  for (let i = 0; i < count; i++) object[pick(next, FIELDS)] = junkValue(next, depth);
  return object;
}

/** Deeply nested JSON: parsers and validators must not recurse into a stack overflow. */
function deepJson(levels: number): string {
  return "[".repeat(levels) + "]".repeat(levels);
}

export function fuzzCase(next: () => number): FuzzCase {
  const contentType = pick(next, CONTENT_TYPES);
  const r = next();
  let body: Buffer;
  if (r < 0.15) {
    body = Buffer.from(
      Array.from({ length: Math.floor(next() * 2048) }, () => Math.floor(next() * 256)),
    );
  } else if (r < 0.25) {
    const json = JSON.stringify(junkObject(next));
    body = Buffer.from(json.slice(0, Math.floor(next() * json.length)));
  } else if (r < 0.3) {
    body = Buffer.from(deepJson(1000 + Math.floor(next() * 5000)));
  } else if (r < 0.35) {
    // Over the 16 KiB cap.
    body = Buffer.from(
      JSON.stringify({ message: "m".repeat(17_000 + Math.floor(next() * 10_000)) }),
    );
  } else if (r < 0.45) {
    body = Buffer.from(
      new URLSearchParams(
        Object.entries(junkObject(next)).map(([k, v]) => [
          k,
          typeof v === "string" ? v : JSON.stringify(v),
        ]),
      ).toString(),
    );
  } else if (r < 0.5) {
    body = Buffer.from([0xff, 0xfe, 0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d]);
  } else if (r < 0.55) {
    body = Buffer.from(pick(next, ["null", "[]", "1", '"x"', "true", "{}", "{", "", "%%%"]));
  } else {
    body = Buffer.from(JSON.stringify(junkObject(next)));
  }
  const headers: Record<string, string> = {};
  if (next() < 0.05)
    headers["content-encoding"] = pick(next, ["gzip", "br", "identity, gzip", "x"]);
  if (next() < 0.05)
    headers["idempotency-key"] = pick(next, ["", '"k"', "\t", "é", "a".repeat(300)]);
  return { contentType: contentType === "" ? undefined : contentType, body, headers };
}
