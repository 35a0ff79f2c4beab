// Integration tests talk to real services (PostgreSQL, WordPress, SMTP). A test that skips
// itself because a service is missing would turn a broken setup into a green run, so any
// skipped or todo test fails the integration run.
import type { Reporter, TestCase, TestModule } from "vitest/node";

export default class FailOnSkipReporter implements Reporter {
  private skipped: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    if (testCase.result().state === "skipped") {
      this.skipped.push(`${testCase.module.moduleId}: ${testCase.fullName}`);
    }
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    if (testModules.length === 0) {
      console.error("No integration test files found under tests/integration.");
      process.exitCode = 1;
    }
    if (this.skipped.length > 0) {
      console.error(
        `Integration tests must not skip (is a service missing? run scripts/ci/test-env.sh):\n  ${this.skipped.join("\n  ")}`,
      );
      process.exitCode = 1;
    }
  }
}
