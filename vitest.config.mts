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
  },
});
