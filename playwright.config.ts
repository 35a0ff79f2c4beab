import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./tests/support/chromium";
import { E2E_DATA_DIR } from "./e2e/support/data-dir";
import { E2E_MAIL_FILE, E2E_MAIL_PORT } from "./e2e/support/mail";
import { E2E_METRICS_TOKEN } from "./e2e/support/metrics-token";

// End-to-end tests run against the production build (`npm run build`) served by the site's one
// production entry, server.mjs (the file `npm start` and the image run).
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
// The lead webhook's receiver (e2e/support/webhook-receiver.mjs).
const hookPort = Number(process.env.E2E_HOOK_PORT ?? port + 9);

// Which project runs what (docs/testing.md, "One width or both"). A test runs at both widths
// unless its behaviour cannot differ between them or exists at one width only:
// - spec files whose every test is about answers, headers, markup or server-side flows that the
//   width cannot change run at 1280 px only (listed here);
// - in other specs, a test or block tagged @any-viewport does the same, and one tagged
//   @desktop-only or @mobile-only checks a layout that exists at that width only.
// Tests are thus never generated for a project that has nothing to check, rather than skipped.
const anyViewportSpecs = [
  "backup-drill",
  "cache",
  "client-scripts",
  "html-budget",
  "security",
  "security-post-html",
  "seo",
  "shell-boot",
  "staff-security",
].map((name) => `${name}.spec.ts`);

// The specs against the real WordPress have their own server setup (playwright.wordpress.config.ts).
const wordpressSpecs = "wordpress/**";

export default defineConfig({
  testDir: "./e2e",
  testIgnore: wordpressSpecs,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  // A skipped test fails the run unless e2e/support/skip-reporter.ts lists it with its reason.
  reporter: [["list"], ["./e2e/support/skip-reporter.ts"]],
  timeout: 30_000,
  use: {
    baseURL,
    // A trace of each failure, to open with `npx playwright show-trace`. Not in CI, which keeps only
    // its log: recording the traces (their screenshots and page snapshots) took a fifth of the
    // suite's time, and every test's trace is recorded before it is known to fail.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [
    {
      name: "desktop",
      grepInvert: /@mobile-only/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      testIgnore: [...anyViewportSpecs, wordpressSpecs],
      grepInvert: /@any-viewport|@desktop-only/,
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
        // The SMTP server the e2e server mails to, on E2E_PORT + 8.
        {
          command: `node e2e/support/mail-receiver.mjs ${E2E_MAIL_PORT} ${E2E_MAIL_FILE}`,
          port: E2E_MAIL_PORT,
          reuseExistingServer: !process.env.CI,
        },
        {
          command: "node --liftoff-only server.mjs",
          url: `${baseURL}/api/health`,
          reuseExistingServer: !process.env.CI,
          timeout: 120_000,
          env: {
            PORT: String(port),
            HOSTNAME: "127.0.0.1",
            DATA_DIR: E2E_DATA_DIR,
            SITE_URL: process.env.SITE_URL ?? "http://localhost:3000",
            // The shell tests expect our own /login page behind the LOGIN button.
            PORTAL_URL: "",
            // The tests act as a proxy: each sends its own X-Forwarded-For so the per-client rate
            // limit never links two tests. Production without a proxy keeps the default 0.
            TRUSTED_PROXY_HOPS: "1",
            // Every lead is delivered to the receiver above, so the staff pages show deliveries.
            LEADS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/leads`,
            LEADS_WEBHOOK_SECRET: "e2e webhook signing secret",
            // And mailed, as are the portal's invitations and password resets (e2e/portal.spec.ts).
            SMTP_URL: `smtp://127.0.0.1:${E2E_MAIL_PORT}`,
            LEADS_NOTIFY_TO: "leads@example.com",
            LEADS_MAIL_FROM: "site@example.com",
            // /metrics answers only with this bearer token (e2e/operations.spec.ts).
            METRICS_TOKEN: E2E_METRICS_TOKEN,
          },
        },
      ],
});
