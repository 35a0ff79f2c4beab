import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Tests against real services, set up by scripts/setup-test-env.sh (scripts/ci/setup-*.sh).
// They run one file at a time because the files share those services.
export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "server-only": fileURLToPath(new URL("./tests/server-only-stub.ts", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    include: ["tests/integration/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: ["default", "./tests/fail-on-skip-reporter.ts"],
  },
});
