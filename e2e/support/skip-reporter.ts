// A browser test that skips passes silently, so a broken page or build could hide behind one
// (a failing /blog once passed the sitemap spec as a skip). Any skipped test fails the run
// unless its file and reason are listed here, with why that skip is right.
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

export const allowedSkips: Record<string, string> = {
  // Against a running site (E2E_BASE_URL) there is no server.mjs of ours to start and stop.
  "shell-boot.spec.ts: needs a local build": "the test starts the build's own server",
};

export default class SkipReporter implements Reporter {
  private unlisted: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== "skipped") return;
    const file = test.location.file.split(/[\\/]e2e[\\/]/).pop()!;
    const reasons = test.annotations
      .filter((a) => a.type === "skip" || a.type === "fixme")
      .map((a) => `${file}: ${a.description ?? ""}`);
    if (reasons.length === 0 || reasons.some((reason) => !(reason in allowedSkips))) {
      this.unlisted.push(`${file}: ${test.title} (${reasons.join("; ") || "no reason"})`);
    }
  }

  async onEnd(result: FullResult) {
    if (this.unlisted.length === 0) return;
    console.error(
      `Skipped without a listed reason (e2e/support/skip-reporter.ts):\n  ${this.unlisted.join("\n  ")}`,
    );
    return { status: result.status === "passed" ? ("failed" as const) : result.status };
  }
}
