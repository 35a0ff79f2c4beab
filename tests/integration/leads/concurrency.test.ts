// Several hundred simultaneous submissions against PostgreSQL, through submitLead and through the
// POST /api/leads handler: every accepted lead is stored exactly once, and nothing else is.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/lib/db";
import { leads } from "@/lib/db/schema";
import type { LeadsConfig } from "@/lib/leads/config";
import { submitLead } from "@/lib/leads/intake/submit";
import { PEER_ADDRESS_HEADER } from "@/lib/http/client-address";
import { createPostgresDatabase } from "./services";

const N = 300;
const config: LeadsConfig = {
  rateLimit: { max: 20, windowSeconds: 600, secret: "rate-limit-secret-0123456789" },
};

function lead(i: number) {
  // Every tenth submission is invalid (a short phone number) and must not be stored.
  return {
    kind: i % 2 === 0 ? "contact" : "consultation",
    name: `Visitor ${i}`,
    company: `Sample Company ${i}`,
    eprType: "battery",
    phone: i % 10 === 9 ? "12345" : `98${String(i).padStart(8, "0")}`,
    email: `visitor${i}@example.com`,
    message: `Request number ${i}`,
    page: "/",
  };
}

describe("concurrent submissions on PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    handle = await openDatabase({ url: database.url, poolSize: 20 });
  });

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it(`stores each of ${N} simultaneous submitLead calls exactly once`, async () => {
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        submitLead(
          lead(i),
          { clientAddress: `10.0.${Math.floor(i / 200)}.${i % 200}` },
          { db: handle.db, config },
        ),
      ),
    );
    const ids = results.flatMap((r) => (r.status === "accepted" ? [r.id] : []));
    expect(ids).toHaveLength(N - N / 10);
    expect(results.filter((r) => r.status === "invalid")).toHaveLength(N / 10);

    const rows = await handle.db.select({ id: leads.id, message: leads.message }).from(leads);
    expect(rows).toHaveLength(ids.length);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(ids));
    // Each accepted submission's own content landed once.
    const messages = rows.map((r) => r.message).sort();
    expect(new Set(messages).size).toBe(messages.length);
  });

  it(`counts ${N} simultaneous hits from one client exactly`, async () => {
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        submitLead(lead(i * 10), { clientAddress: "192.0.2.77" }, { db: handle.db, config }),
      ),
    );
    expect(results.filter((r) => r.status === "accepted")).toHaveLength(config.rateLimit.max);
    expect(results.filter((r) => r.status === "rate-limited")).toHaveLength(
      N - config.rateLimit.max,
    );
  });

  it(`answers ${N} simultaneous POST /api/leads requests with 201 and stores each once`, async () => {
    const before = (await handle.db.select({ id: leads.id }).from(leads)).map((r) => r.id);
    vi.resetModules();
    const saved = { ...process.env };
    // Behind one proxy: the address it appended to X-Forwarded-For is the client's.
    Object.assign(process.env, {
      DATABASE_URL: database.url,
      SMTP_URL: "",
      LEADS_WEBHOOK_URL: "",
      TRUSTED_PROXY_HOPS: "1",
    });
    const route = await import("@/app/api/leads/route");
    const db = await import("@/lib/db");
    try {
      const responses = await Promise.all(
        Array.from({ length: N }, async (_, i) => {
          const valid = { ...lead(i), phone: `97${String(i).padStart(8, "0")}` };
          const form = i % 2 === 0;
          const response = await route.POST(
            new Request("http://localhost/api/leads", {
              method: "POST",
              headers: {
                "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
                "x-forwarded-for": `172.16.${Math.floor(i / 200)}.${i % 200}`,
                [PEER_ADDRESS_HEADER]: "10.0.0.2",
              },
              body: form ? new URLSearchParams(valid).toString() : JSON.stringify(valid),
            }),
          );
          return { status: response.status, body: (await response.json()) as { id?: string } };
        }),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(N).fill(201));
      const ids = responses.map((r) => r.body.id);
      const rows = await handle.db.select({ id: leads.id }).from(leads);
      const added = rows.map((r) => r.id).filter((id) => !before.includes(id));
      expect(added).toHaveLength(N);
      expect(new Set(added)).toEqual(new Set(ids));
    } finally {
      await db.closeDatabase();
      process.env = saved;
      vi.resetModules();
    }
  });
});
