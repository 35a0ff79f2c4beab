import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../../../scripts/lib/chromium";

// The blog in the browser against the real WordPress started by scripts/ci/setup-wordpress.sh.
// Uses the same production build as e2e/ (WORDPRESS_URL is read when the server starts):
//   NEXT_DIST_DIR=.next-blog npx playwright test -c tests/integration/wordpress/playwright.config.ts
export const wpPort = Number(process.env.WP_E2E_PORT ?? 3118);
export const wordpressUrl = process.env.WORDPRESS_TEST_URL ?? "http://127.0.0.1:8881";
export const webhookSecret = "integration-webhook-secret-0123456789";
const baseURL = `http://127.0.0.1:${wpPort}`;

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  // One worker: the last project stops WordPress, which every other test needs.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  use: {
    baseURL,
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [
    // admin/ has its own configuration (admin.playwright.config.ts): it needs no website.
    { name: "wordpress", testIgnore: ["wordpress-down.spec.ts", "admin/**"] },
    { name: "wordpress-down", testMatch: "wordpress-down.spec.ts", dependencies: ["wordpress"] },
  ],
  webServer: {
    // The site's one production entry, on the WordPress build (NEXT_DIST_DIR).
    command: "node --liftoff-only server.mjs",
    cwd: path.resolve(__dirname, "../../.."),
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
