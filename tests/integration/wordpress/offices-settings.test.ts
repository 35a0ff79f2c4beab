// Offices and the site settings through their getters, against a real embedded database and an
// HTTP server answering as the content plugin (the captured fixtures), then failing, then gone:
// WordPress's offices and settings replace the defaults, and while WordPress cannot be read the
// last copy kept in the database is served, never the samples.
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { site } from "@/content/site";
import officesFixture from "@/lib/wordpress/fixtures/content-offices.json";
import settingsFixture from "@/lib/wordpress/fixtures/content-settings.json";

type Answer = { status: number; body: unknown };
const answers: Record<string, Answer> = {};
let server: http.Server;
let dataDir: string;
let content: typeof import("@/lib/company-content");
let settings: typeof import("@/lib/company-content/settings");
let copies: typeof import("@/lib/company-content/copies");
let closeDatabase: () => Promise<void>;

function serve(route: "offices" | "settings", body: unknown, status = 200) {
  answers[route] = { status, body };
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    const route =
      pathname === "/wp-json/wp/v2/offices"
        ? "offices"
        : pathname === "/wp-json/nirmal-earth/v1/settings"
          ? "settings"
          : "";
    const answer = answers[route] ?? { status: 404, body: { code: "rest_no_route" } };
    // No kept-alive sockets: one closed by the server while idle would fail the next read.
    response.writeHead(answer.status, { "content-type": "application/json", connection: "close" });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "offices-settings-"));
  vi.stubEnv("WORDPRESS_URL", `http://127.0.0.1:${port}`);
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("DATABASE_URL", "");
  vi.resetModules();
  content = await import("@/lib/company-content");
  settings = await import("@/lib/company-content/settings");
  copies = await import("@/lib/company-content/copies");
  ({ closeDatabase } = await import("@/lib/db"));
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterAll(async () => {
  await closeDatabase?.();
  if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  await fs.rm(dataDir, { recursive: true, force: true });
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("offices and settings with WordPress", () => {
  it("keeps the default offices, labelled, while WordPress has none", async () => {
    serve("offices", []);
    const offices = await content.getOffices();
    expect(offices.sample).toBe(true);
    expect(offices.items.length).toBe(7);
  });

  it("shows WordPress's valid offices without the label and keeps a copy", async () => {
    serve("offices", officesFixture);
    const offices = await content.getOffices();
    expect(offices.sample).toBe(false);
    expect(offices.items.map((o) => o.name)).toEqual(["Chennai office", "Madurai office"]);
    await expect
      .poll(() => copies.readCopy("office").then((c) => (c as unknown[] | null)?.length))
      .toBe(2);
  });

  it("lays the settings WordPress filled over the defaults and keeps a copy", async () => {
    serve("settings", settingsFixture);
    const filled = await settings.getSiteSettings();
    expect(filled.phone).toMatchObject({ display: "044 2345 6789", dial: "+914423456789" });
    expect(filled.email).toBe("hello@example.com");
    expect(filled.privacyEmail).toBe(site.privacyEmail);
    expect(filled.claims.brandsTrust).toBe("200+");
    await expect.poll(() => copies.readCopy("settings")).toMatchObject({ phone: "044 2345 6789" });
  });
});

describe("offices and settings while WordPress cannot be read", () => {
  it("serves the last copies when WordPress errs", async () => {
    serve("offices", { code: "internal_server_error" }, 500);
    serve("settings", "<html>not the record</html>");
    expect((await content.getOffices()).sample).toBe(false);
    expect((await settings.getSiteSettings()).phone.display).toBe("044 2345 6789");
  });

  it("serves the last copies when WordPress is gone", async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
    const offices = await content.getOffices();
    expect(offices).toMatchObject({
      sample: false,
      items: [{ city: "Chennai" }, { city: "Madurai" }],
    });
    const kept = await settings.getSiteSettings();
    expect(kept.email).toBe("hello@example.com");
    expect(kept.counters.find((c) => c.id === "plastic")?.to).toBe(5000);
  });
});
