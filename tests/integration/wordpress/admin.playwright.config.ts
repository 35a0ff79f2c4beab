import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../../support/chromium";

// wp-admin of the test WordPress (scripts/ci/setup-wordpress.sh), where editors change the
// content plugin's entries and settings. Needs no website build:
//   flock /tmp/wordpress.lock npx playwright test -c tests/integration/wordpress/admin.playwright.config.ts
export default defineConfig({
  testDir: "./admin",
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  use: {
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    // A trace of each failure outside CI, as in playwright.config.ts.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
});
