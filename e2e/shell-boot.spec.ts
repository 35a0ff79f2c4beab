import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";

// A bad configuration must stop the production server at start, naming the variable,
// instead of serving broken pages. Uses the same build as the other specs.
// One server check is enough: desktop only (playwright.config.ts, anyViewportSpecs).
test("next start refuses to run with an invalid SITE_URL", async () => {
  test.skip(!!process.env.E2E_BASE_URL, "needs a local build");
  test.setTimeout(60_000);

  const port = String(Number(process.env.E2E_PORT ?? 3100) + 50);
  const child = spawn("npx", ["next", "start", "-p", port, "-H", "127.0.0.1"], {
    env: { ...process.env, SITE_URL: "not a url", DATA_DIR: ".data/boot-check" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));

  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve(null);
    }, 45_000);
    child.on("exit", (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });

  expect(code, `the server kept running:\n${output}`).not.toBeNull();
  expect(code).not.toBe(0);
  expect(output).toContain("Invalid environment configuration");
  expect(output).toMatch(/SITE_URL: /);
});
