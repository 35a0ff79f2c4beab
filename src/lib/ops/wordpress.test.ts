// /api/health's view of WordPress against a WordPress that takes requests and never answers.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { createWordPressClient } from "@/lib/wordpress/client";
import { wordpressReachabilityForHealth } from "./wordpress";

let server: http.Server;
let origin: string;
const held = new Set<http.ServerResponse>();
let answer: "hang" | "ok" = "hang";

beforeAll(async () => {
  server = http.createServer((_request, response) => {
    if (answer === "ok") return void response.end("[]");
    held.add(response);
    response.on("close", () => held.delete(response));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  delete (globalThis as { __nirmalWpReach?: unknown }).__nirmalWpReach;
});

it("answers while a hanging WordPress still holds the check, with the last answer before it", async () => {
  const client = createWordPressClient({ baseUrl: origin });
  const check = () => client.checkAvailability();
  answer = "ok";
  const t0 = new Date("2026-12-01T10:00:00Z");
  expect(await wordpressReachabilityForHealth(check, t0)).toMatchObject({ reachable: true });
  // Whatever this instance knew is gone, as after a start.

  answer = "hang";
  // A first check, with no answer before it: reported as a timeout...
  delete (globalThis as { __nirmalWpReach?: unknown }).__nirmalWpReach;
  held.clear();
  const first = await wordpressReachabilityForHealth(check, t0);
  expect(first).toMatchObject({ reachable: false, reason: "timeout" });
  // ...given while WordPress still held the request (its own timeout is 5 s).
  expect(held.size).toBe(1);
});

it("keeps the last answer while a newer check hangs", async () => {
  const client = createWordPressClient({ baseUrl: origin });
  const check = () => client.checkAvailability();
  answer = "ok";
  const t0 = new Date("2026-12-01T11:00:00Z");
  await wordpressReachabilityForHealth(check, t0);
  answer = "hang";
  const later = new Date(t0.getTime() + 11_000);
  const health = await wordpressReachabilityForHealth(check, later);
  expect(health).toMatchObject({ reachable: true, checkedAt: t0 });
  expect(held.size).toBeGreaterThanOrEqual(1);
});
