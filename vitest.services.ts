import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The shape shared by the suites that run against real services or the production build
 * (integration, deploy, hostile): Node, server-only code importable, one file at a time because
 * the files share those services, and a skipped test fails the run.
 */
export function servicesConfig(options: {
  include: string;
  testTimeout: number;
  hookTimeout: number;
}) {
  return defineConfig({
    resolve: {
      alias: {
        "@": fileURLToPath(new URL("./src", import.meta.url)),
        "server-only": fileURLToPath(new URL("./tests/server-only-stub.ts", import.meta.url)),
      },
    },
    test: {
      environment: "node",
      include: [options.include],
      testTimeout: options.testTimeout,
      hookTimeout: options.hookTimeout,
      fileParallelism: false,
      reporters: ["default", "./tests/fail-on-skip-reporter.ts"],
    },
  });
}
