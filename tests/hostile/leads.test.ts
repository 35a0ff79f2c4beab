// Hostile lead submissions against the production build: a fuzz of POST /api/leads, spoofed
// client addresses, cross-site posts and retries. Each test records the enquiries it expects
// stored; once the server has stopped, its database holds exactly those and nothing else.
import { describe, expect, it } from "vitest";
import { pool, rawRequest } from "../support/production-server";
import { fuzzCase, random } from "./fuzz";
import { FUZZ_REQUESTS, nextAddress, startHostileServer, validLead } from "./support";

/** Emails of the valid leads the server answered 201 to; nothing else may be stored. */
const acceptedEmails = new Set<string>();
const refusedEmails = new Set<string>();

const hostile = startHostileServer({
  // The server stored exactly the real enquiries and nothing else.
  afterStop: async (dataDir) => {
    const { openDatabase } = await import("@/lib/db");
    const { listLeads } = await import("@/lib/leads/store");
    const handle = await openDatabase({ dataDir });
    try {
      const stored = await listLeads(handle.db);
      const emails = stored.map((lead) => lead.email);
      expect(emails.length).toBe(new Set(emails).size);
      expect(new Set(emails)).toEqual(acceptedEmails);
      for (const email of refusedEmails) expect(emails).not.toContain(email);
    } finally {
      await handle.close();
    }
  },
});

describe("hostile lead submissions", () => {
  it(`answers ${FUZZ_REQUESTS} malformed submissions to /api/leads with a 4xx and stores none`, async () => {
    const next = random(15);
    const accepted = new Set<string>();
    const tasks = Array.from({ length: FUZZ_REQUESTS }, (_, i) => {
      // One in twenty is a real enquiry, which must be stored exactly once.
      if (i % 20 === 0) {
        const lead = validLead(`fuzz-${i}`);
        return async () => {
          const answer = await rawRequest(hostile.server.base, {
            method: "POST",
            path: "/api/leads",
            localAddress: nextAddress(20),
            headers: { "content-type": "application/json" },
            body: JSON.stringify(lead),
          });
          if (answer.status === 201) {
            accepted.add(lead.email);
            acceptedEmails.add(lead.email);
          }
          return answer;
        };
      }
      const fuzz = fuzzCase(next);
      return () =>
        rawRequest(hostile.server.base, {
          method: "POST",
          path: "/api/leads",
          localAddress: nextAddress(20),
          headers: {
            ...(fuzz.contentType ? { "content-type": fuzz.contentType } : {}),
            ...fuzz.headers,
          },
          body: fuzz.body,
        });
    });
    const answers = await pool(tasks, 8);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    for (const status of new Set(statuses)) expect([201, 400, 413, 415, 422]).toContain(status);
    expect(accepted.size).toBe(FUZZ_REQUESTS / 20);
  });

  it("gets no more leads through with a made-up X-Forwarded-For than an honest client", async () => {
    const send = async (tag: string, headers: Record<string, string>, localAddress: string) => {
      const lead = validLead(tag);
      const answer = await rawRequest(hostile.server.base, {
        method: "POST",
        path: "/api/leads",
        localAddress,
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(lead),
      });
      if (answer.status === 201) acceptedEmails.add(lead.email);
      return answer.status;
    };
    const spoofed: number[] = [];
    for (let i = 0; i < 30; i++) {
      spoofed.push(
        await send(
          `spoof-${i}`,
          {
            "x-forwarded-for": `203.0.113.${i}`,
            "x-real-ip": `198.51.100.${i}`,
            "x-nirmal-peer-address": `192.0.2.${i}`,
          },
          "127.30.0.1",
        ),
      );
    }
    const honest: number[] = [];
    for (let i = 0; i < 30; i++) honest.push(await send(`honest-${i}`, {}, "127.30.0.2"));
    expect(spoofed.filter((s) => s === 201).length).toBe(20);
    expect(honest.filter((s) => s === 201).length).toBe(20);
    expect(spoofed.filter((s) => s === 429).length).toBe(10);
  });

  it("refuses cross-origin posts to /api/leads and to the Server Action", async () => {
    const lead = validLead("cross-origin");
    refusedEmails.add(lead.email);
    const evil = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of evil) {
      const api = await rawRequest(hostile.server.base, {
        method: "POST",
        path: "/api/leads",
        localAddress: nextAddress(40),
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(lead),
      });
      expect(api.status).toBe(403);
      // A form post from another site, as a browser without JavaScript sends one to the action.
      const form = new URLSearchParams({ ...lead, $ACTION_ID_0: "" }).toString();
      const action = await rawRequest(hostile.server.base, {
        method: "POST",
        path: "/contact-us",
        localAddress: nextAddress(40),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "next-action": "x",
          ...headers,
        },
        body: form,
      });
      expect(action.status).toBe(403);
    }
    const own = await rawRequest(hostile.server.base, {
      method: "POST",
      path: "/api/leads",
      localAddress: nextAddress(40),
      headers: {
        "content-type": "application/json",
        origin: hostile.server.base,
        "sec-fetch-site": "same-origin",
      },
      body: JSON.stringify(validLead("same-origin")),
    });
    expect(own.status).toBe(201);
    acceptedEmails.add(validLead("same-origin").email);
  });

  it("stores a lead retried with the same Idempotency-Key once", async () => {
    const lead = validLead("idempotent");
    // A key is its client's own: the retries come from one address.
    const address = nextAddress(50);
    const send = () =>
      rawRequest(hostile.server.base, {
        method: "POST",
        path: "/api/leads",
        localAddress: address,
        headers: { "content-type": "application/json", "idempotency-key": '"hostile-retry-1"' },
        body: JSON.stringify(lead),
      });
    const answers = await Promise.all([send(), send(), send(), send()]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    acceptedEmails.add(lead.email);
  });
});
