import { servicesConfig } from "./vitest.services";

// Tests against real services, set up by scripts/ci/test-env.sh (scripts/ci/setup-*.sh).
export default servicesConfig({
  include: "tests/integration/**/*.test.ts",
  testTimeout: 60_000,
  hookTimeout: 120_000,
});
