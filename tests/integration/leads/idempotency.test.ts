// Idempotency-Key on both databases: a repeated key returns the first answer and stores nothing
// new, whether the repeat comes after the first answer or at the same moment as the first.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { openDatabase } from "@/lib/db";
import { leadIdempotencyKeys, leads, rateLimits } from "@/lib/db/schema";
import type { LeadsConfig } from "@/lib/leads/config";
import { IDEMPOTENCY_KEY_TTL_SECONDS } from "@/lib/leads/intake/idempotency";
import { submitLead } from "@/lib/leads/intake/submit";
import { sweepExpired } from "@/lib/jobs/sweeper";
import { leadSweeps } from "@/lib/leads/sweeps";
import { PEER_ADDRESS_HEADER } from "@/lib/http/client-address";
import { databaseBackends, type OpenedDatabase } from "./services";

const config: LeadsConfig = {
  rateLimit: { max: 20, windowSeconds: 600, secret: "rate-limit-secret-0123456789" },
};
const lead = (n: number) => ({
  kind: "contact",
  name: `Retry Visitor ${n}`,
  phone: `98${String(n).padStart(8, "0")}`,
  email: `retry${n}@example.com`,
  message: `Enquiry ${n}`,
  page: "/contact-us",
});

describe.each(databaseBackends)("idempotent submissions on $name", (backend) => {
  let opened: OpenedDatabase;
  let client = 0;
  const nextClient = () => `198.51.100.${++client}`;
  const countLeads = async (n: number) =>
    (
      await opened.handle.db
        .select({ id: leads.id })
        .from(leads)
        .where(eq(leads.email, lead(n).email))
    ).length;

  beforeAll(async () => {
    opened = await backend.open({ poolSize: 20 });
  });
  afterAll(async () => {
    await opened?.handle.close();
    await opened?.cleanup();
  });

  const submit = (raw: unknown, idempotencyKey?: string, clientAddress = nextClient()) =>
    submitLead(
      raw,
      { clientAddress, idempotencyKey },
      { db: opened.handle.db, config, schedule: () => {} },
    );

  it("answers a repeated key with the first lead's id and stores it once", async () => {
    const address = nextClient();
    const first = await submit(lead(1), "key-one", address);
    expect(first.status).toBe("accepted");
    const again = await submit(lead(1), "key-one", address);
    expect(again).toEqual(first);
    expect(await countLeads(1)).toBe(1);
  });

  it("keeps each client's keys its own: another client's use of a key takes nothing from this one", async () => {
    const squatter = await submit(lead(12), "key-twelve");
    const own = await submit(lead(13), "key-twelve");
    expect(own.status).toBe("accepted");
    expect(own).not.toEqual(squatter);
    expect(await countLeads(13)).toBe(1);
  });

  it("stores the same enquiry twice without a key, or with two keys", async () => {
    expect((await submit(lead(2))).status).toBe("accepted");
    expect((await submit(lead(2))).status).toBe("accepted");
    expect((await submit(lead(2), "key-two-a")).status).toBe("accepted");
    expect((await submit(lead(2), "key-two-b")).status).toBe("accepted");
    expect(await countLeads(2)).toBe(4);
  });

  it("refuses a key reused for a different enquiry and stores nothing for it", async () => {
    const address = nextClient();
    await submit(lead(3), "key-three", address);
    expect(await submit(lead(4), "key-three", address)).toEqual({ status: "key-reused" });
    expect(await countLeads(4)).toBe(0);
  });

  it("lets an invalid first try be corrected under the same key", async () => {
    const address = nextClient();
    const invalid = await submit({ ...lead(5), phone: "12" }, "key-five", address);
    expect(invalid.status).toBe("invalid");
    const fixed = await submit(lead(5), "key-five", address);
    expect(fixed.status).toBe("accepted");
    expect(await submit(lead(5), "key-five", address)).toEqual(fixed);
    expect(await countLeads(5)).toBe(1);
  });

  it("stores one lead for simultaneous repeats of one key, and answers all with its id", async () => {
    // As many as the rate limit lets one client send at once: none has been stored to replay yet.
    const address = nextClient();
    const results = await Promise.all(
      Array.from({ length: config.rateLimit.max }, () => submit(lead(6), "key-six", address)),
    );
    const ids = new Set(results.map((r) => (r.status === "accepted" ? r.id : r.status)));
    expect(ids.size).toBe(1);
    expect(results[0]!.status).toBe("accepted");
    expect(await countLeads(6)).toBe(1);
  });

  it("does not count a replay against the client's rate limit", async () => {
    const address = "192.0.2.200";
    const first = await submit(lead(7), "key-seven", address);
    for (let i = 0; i < config.rateLimit.max + 5; i++) {
      expect(await submit(lead(7), "key-seven", address)).toEqual(first);
    }
  });

  it("sweeps spent rate-limit windows and keys past their lifetime on schedule", async () => {
    const later = new Date(Date.now() + (IDEMPOTENCY_KEY_TTL_SECONDS + 3600) * 1000);
    const swept = await sweepExpired(opened.handle.db, leadSweeps(), later);
    expect(swept.rateLimits).toBeGreaterThan(0);
    expect(swept.idempotencyKeys).toBeGreaterThan(0);
    expect(await opened.handle.db.select().from(rateLimits)).toHaveLength(0);
    expect(await opened.handle.db.select().from(leadIdempotencyKeys)).toHaveLength(0);
    // The leads themselves stay.
    expect(await countLeads(1)).toBe(1);
  });

  it("honours the Idempotency-Key header on POST /api/leads, concurrent repeats included", async () => {
    const ownsDatabase = backend.name === "PostgreSQL";
    // PGlite allows one opener per folder: the route gets this test's handle through the env.
    if (!ownsDatabase) await opened.handle.close();
    vi.resetModules();
    const saved = { ...process.env };
    Object.assign(process.env, {
      DATABASE_URL: opened.url ?? "",
      DATA_DIR: opened.dataDir ?? "",
      SMTP_URL: "",
      LEADS_WEBHOOK_URL: "",
      TRUSTED_PROXY_HOPS: "0",
    });
    const route = await import("@/app/api/leads/route");
    const db = await import("@/lib/db");
    const post = (key: string | undefined, body: unknown, peer = "203.0.113.50") =>
      route.POST(
        new Request("http://localhost/api/leads", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            [PEER_ADDRESS_HEADER]: peer,
            ...(key === undefined ? {} : { "idempotency-key": key }),
          },
          body: JSON.stringify(body),
        }),
      );
    try {
      const first = await post('"c1a6e3f0-retry"', lead(8));
      expect(first.status).toBe(201);
      const { id } = (await first.json()) as { id: string };
      const repeats = await Promise.all(
        Array.from({ length: 10 }, () => post('"c1a6e3f0-retry"', lead(8))),
      );
      for (const response of repeats) {
        expect(response.status).toBe(201);
        expect(await response.json()).toEqual({ id });
      }
      const burst = await Promise.all(
        Array.from({ length: 10 }, () => post("burst-key-9", lead(9))),
      );
      const burstIds = new Set(
        await Promise.all(burst.map(async (r) => ((await r.json()) as { id: string }).id)),
      );
      expect(burst.map((r) => r.status)).toEqual(Array(10).fill(201));
      expect(burstIds.size).toBe(1);

      expect((await post('"c1a6e3f0-retry"', lead(10))).status).toBe(422);
      // The same key from another client is that client's own.
      expect((await post('"c1a6e3f0-retry"', lead(14), "203.0.113.51")).status).toBe(201);
      expect((await post("bad key with spaces", lead(10))).status).toBe(400);
      expect((await post("x".repeat(256), lead(10))).status).toBe(400);

      const { db: live } = await db.getDatabase();
      const count = async (n: number) =>
        (
          await live
            .select({ id: leads.id })
            .from(leads)
            .where(eq(leads.email, lead(n).email))
        ).length;
      expect(await count(8)).toBe(1);
      expect(await count(9)).toBe(1);
      expect(await count(10)).toBe(0);
      expect(await count(14)).toBe(1);
    } finally {
      await db.closeDatabase();
      process.env = saved;
      vi.resetModules();
      if (!ownsDatabase) opened.handle = await openDatabase({ dataDir: opened.dataDir });
    }
  });
});
