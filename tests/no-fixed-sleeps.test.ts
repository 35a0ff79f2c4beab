import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// Browser tests never wait on the wall clock: a fixed sleep is too short on a loaded machine and
// wasted time on a quiet one. Timers are moved on with Playwright's clock (e2e/support/clock.ts),
// motion is turned off with reduced motion, and anything else is a state to wait for.

const root = path.join(__dirname, "..");

function specs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : specs(full);
    return /\.ts$/.test(entry.name) ? [full] : [];
  });
}

it("no Playwright test sleeps for a fixed time", () => {
  const files = [
    ...specs(path.join(root, "e2e")),
    ...specs(path.join(root, "tests", "integration")),
  ];
  expect(files.length).toBeGreaterThan(20);
  const sleeping = files
    .filter((file) => /\.waitForTimeout\s*\(/.test(readFileSync(file, "utf8")))
    .map((file) => path.relative(root, file));
  expect(sleeping).toEqual([]);
});
