import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/lib/chromium";

// End-to-end tests run against the production build (`next build`, then `next start`), or with
// E2E_SERVER=standalone against the standalone server the image runs (`server.mjs` in
// <distDir>/standalone): the two servers route a few requests differently (a rewritten route
// handler's query, for one), so `npm run test:e2e:standalone` runs the routing specs there too.
const standalone = process.env.E2E_SERVER === "standalone";
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
// The lead webhook's receiver (e2e/support/webhook-receiver.mjs).
const hookPort = Number(process.env.E2E_HOOK_PORT ?? port + 9);

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      use: {
        ...devices["Pixel 5"],
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: `node e2e/support/webhook-receiver.mjs ${hookPort}`,
          port: hookPort,
          reuseExistingServer: !process.env.CI,
        },
        {
          command: standalone
            ? "node --liftoff-only server.mjs"
            : `npx next start -p ${port} -H 127.0.0.1`,
          cwd: standalone
            ? path.resolve(process.env.NEXT_DIST_DIR || ".next", "standalone")
            : undefined,
          url: `${baseURL}/api/health`,
          reuseExistingServer: !process.env.CI,
          timeout: 120_000,
          env: {
            ...(standalone ? { PORT: String(port), HOSTNAME: "127.0.0.1" } : {}),
            DATA_DIR: path.resolve(
              process.env.E2E_DATA_DIR ?? (standalone ? ".data/e2e-standalone" : ".data/e2e"),
            ),
            SITE_URL: process.env.SITE_URL ?? "http://localhost:3000",
            // The shell tests expect our own /login page behind the LOGIN button.
            PORTAL_URL: "",
            // The tests act as a proxy: each sends its own X-Forwarded-For so the per-client rate
            // limit never links two tests. Production without a proxy keeps the default 0.
            TRUSTED_PROXY_HOPS: "1",
            // Every lead is delivered to the receiver above, so the staff pages show deliveries.
            LEADS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/leads`,
            LEADS_WEBHOOK_SECRET: "e2e webhook signing secret",
          },
        },
      ],
});
