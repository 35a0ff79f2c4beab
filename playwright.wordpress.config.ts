import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./tests/support/chromium";

// The browser specs against the real WordPress of scripts/ci/setup-wordpress.sh (e2e/wordpress/):
// - "wordpress-admin": wp-admin, where editors change the content plugin's entries and settings;
//   it needs no website, so run alone it starts none (npm run test:wordpress-admin);
// - "wordpress", then "wordpress-down": the site on a build that reads that WordPress
//   (npm run build:wordpress, then npm run test:wordpress-site).
// Both change WordPress's content: run them under the machine's WordPress lock.
export const wpPort = Number(process.env.WP_E2E_PORT ?? 3118);
export const wordpressUrl = process.env.WORDPRESS_TEST_URL ?? "http://127.0.0.1:8881";
export const webhookSecret = "integration-webhook-secret-0123456789";
const baseURL = `http://127.0.0.1:${wpPort}`;
const adminOnly = process.argv.some((arg, i, all) =>
  arg === "--project" ? all[i + 1] === "wordpress-admin" : arg === "--project=wordpress-admin",
);

export default defineConfig({
  testDir: "./e2e/wordpress",
  // One worker: the last project stops WordPress, which every other test needs.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A skipped test fails the run unless e2e/support/skip-reporter.ts lists it with its reason.
  reporter: [["list"], ["./e2e/support/skip-reporter.ts"]],
  timeout: 60_000,
  use: {
    baseURL,
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    // A trace of each failure outside CI, as in playwright.config.ts.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [
    { name: "wordpress-admin", testMatch: "admin/*.spec.ts" },
    { name: "wordpress", testIgnore: ["wordpress-down.spec.ts", "admin/**"] },
    { name: "wordpress-down", testMatch: "wordpress-down.spec.ts", dependencies: ["wordpress"] },
  ],
  webServer: adminOnly
    ? undefined
    : {
        // The site's one production entry, on the WordPress build (NEXT_DIST_DIR).
        command: "node --liftoff-only server.mjs",
        url: `${baseURL}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        env: {
          PORT: String(wpPort),
          HOSTNAME: "127.0.0.1",
          DATA_DIR: process.env.E2E_DATA_DIR ?? ".data/e2e-wordpress",
          SITE_URL: "http://localhost:3000",
          WORDPRESS_URL: wordpressUrl,
          WORDPRESS_WEBHOOK_SECRET: webhookSecret,
        },
      },
});
