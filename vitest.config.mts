import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/**
 * The suites that run against real services or the production build: one file at a time,
 * because the files share those services (scripts/ci/setup-*.sh), and a skipped test fails the
 * run (tests/fail-on-skip-reporter.ts).
 */
function servicesProject(
  name: string,
  what: { testTimeout: number; hookTimeout: number },
): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: { name, include: [`tests/${name}/**/*.test.ts`], fileParallelism: false, ...what },
  };
}

// One configuration, five projects: `vitest run --project unit` (npm run test:unit), and so on
// for integration, deploy, hostile and image. A file named on the command line runs in the
// project that holds it.
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
    reporters: ["default", "./tests/fail-on-skip-reporter.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "tests/**/*.test.ts"],
          exclude: [
            ...configDefaults.exclude,
            "tests/integration/**",
            "tests/deploy/**",
            "tests/image/**",
            "tests/hostile/**",
          ],
          testTimeout: 20_000,
          // One module registry per worker rather than one per test file: the unit tests stub
          // only what they restore themselves (vi.unstubAllEnvs, vi.unstubAllGlobals), and
          // reloading every module for each file took 51 s of processor for 813 tests against
          // 21 s this way (all passing, in any file order: --sequence.shuffle.files).
          isolate: false,
        },
      },
      // Tests against real services, set up by scripts/ci/test-env.sh.
      servicesProject("integration", { testTimeout: 60_000, hookTimeout: 120_000 }),
      // The standalone build of `npm run build`, run alone and as several instances behind nginx.
      servicesProject("deploy", { testTimeout: 300_000, hookTimeout: 900_000 }),
      // Starts the production build on its own port and attacks it over loopback with bounded loops.
      servicesProject("hostile", { testTimeout: 240_000, hookTimeout: 120_000 }),
      // Builds the site's image with podman from the sources alone, so it needs no host build.
      servicesProject("image", { testTimeout: 300_000, hookTimeout: 3_600_000 }),
    ],
  },
});
