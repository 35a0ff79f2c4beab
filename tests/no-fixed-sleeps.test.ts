import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// No test waits on the wall clock: a fixed sleep is too short on a loaded machine and wasted
// time on a quiet one. Browser timers are moved on with Playwright's clock (e2e/support/clock.ts),
// motion is turned off with reduced motion, and anything else is a state to wait for: a
// response, a row, a rendered frame. This looks for every form a sleep takes in the browser
// specs and in every test suite: Playwright's waitForTimeout, a promise around setTimeout, and
// a call of a `sleep` helper.

const root = path.join(__dirname, "..");

/** Polls that wait for a state and pause between its checks: the pause is not the wait. */
const POLLS = new Set([
  "tests/deploy/stack.ts", // waitFor: checks every 250 ms until the state holds or time runs out
  "tests/hostile/support.ts", // the warm-up: asks /api/health every 500 ms until it answers ok
  "tests/support/production-server.ts", // the start: tries to connect every 300 ms until it listens
]);

const SLEEPS = [
  /\.waitForTimeout\s*\(/,
  /new Promise\s*\(\s*\(?\w*\)?\s*=>\s*(?:window\.)?setTimeout\s*\(/,
  /(?<![\w.])sleep\s*\(\s*[\d_]+/,
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : files(full);
    return /\.(ts|mts|mjs)$/.test(entry.name) ? [full] : [];
  });
}

it("no test or browser spec sleeps for a fixed time", () => {
  const all = [...files(path.join(root, "e2e")), ...files(path.join(root, "tests"))]
    .map((file) => path.relative(root, file))
    .filter((file) => file !== "tests/no-fixed-sleeps.test.ts");
  expect(all.length).toBeGreaterThan(60);
  const sleeping = all.filter(
    (file) =>
      !POLLS.has(file) &&
      SLEEPS.some((sleep) => sleep.test(readFileSync(path.join(root, file), "utf8"))),
  );
  expect(sleeping).toEqual([]);
});

it("knows each sleep it looks for", () => {
  const [timeout, promise, helper] = SLEEPS;
  expect(timeout!.test("await page.waitForTimeout(500)")).toBe(true);
  expect(promise!.test("await new Promise((r) => setTimeout(r, 30))")).toBe(true);
  expect(promise!.test("await new Promise((resolve) => setTimeout(resolve, leftMs + 100))")).toBe(
    true,
  );
  expect(helper!.test("await sleep(3_000);")).toBe(true);
  expect(SLEEPS.some((s) => s.test("await new Promise((r) => requestAnimationFrame(r))"))).toBe(
    false,
  );
});
