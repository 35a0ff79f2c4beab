// The integration, deployment, hostile and image suites talk to real services (PostgreSQL,
// WordPress, SMTP, nginx, podman). A test that skips itself because a service is missing would
// turn a broken setup into a green run, so any skipped or todo test in them fails the run.
import type { Reporter, TestCase, TestModule } from "vitest/node";

const SERVICE_PROJECTS = new Set(["integration", "deploy", "hostile", "image"]);

export default class FailOnSkipReporter implements Reporter {
  private skipped: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    if (!SERVICE_PROJECTS.has(testCase.project.name)) return;
    if (testCase.result().state === "skipped") {
      this.skipped.push(`${testCase.module.moduleId}: ${testCase.fullName}`);
    }
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    if (testModules.length === 0) {
      console.error("No test files found.");
      process.exitCode = 1;
    }
    if (this.skipped.length > 0) {
      console.error(
        `Tests against services must not skip (is a service missing? run scripts/ci/test-env.sh):\n  ${this.skipped.join("\n  ")}`,
      );
      process.exitCode = 1;
    }
  }
}
