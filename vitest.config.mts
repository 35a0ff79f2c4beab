import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // `server-only` throws outside a React Server Components bundle; tests are server code.
      "server-only": fileURLToPath(new URL("./tests/server-only-stub.ts", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    include: ["src/**/*.test.ts", "tests/**/*.test.ts"],
    // Tests that need real services, the build or podman run separately: test:integration,
    // test:deploy, test:image, test:hostile.
    exclude: [
      ...configDefaults.exclude,
      "tests/integration/**",
      "tests/deploy/**",
      "tests/image/**",
      "tests/hostile/**",
    ],
    testTimeout: 20_000,
    // One module registry per worker rather than one per test file: the unit tests stub only
    // what they restore themselves (vi.unstubAllEnvs, vi.unstubAllGlobals), and reloading every
    // module for each of the 76 files took 51 s of processor for 813 tests against 21 s this way
    // (all passing, in any file order: --sequence.shuffle.files).
    isolate: false,
  },
});
