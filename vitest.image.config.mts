import { servicesConfig } from "./vitest.services";

// The container image test (tests/image): builds the site's image with podman from the sources
// alone, so it needs no host build and runs beside it in CI (scripts/ci/test-steps.sh).
export default servicesConfig({
  include: "tests/image/**/*.test.ts",
  testTimeout: 300_000,
  hookTimeout: 3_600_000,
});
