import { servicesConfig } from "./vitest.services";

// The deployment tests (tests/deploy): the standalone build of `npm run build`, run alone, as
// several instances behind nginx, and as a container image, on the services of
// scripts/ci/setup-*.sh.
export default servicesConfig({
  include: "tests/deploy/**/*.test.ts",
  testTimeout: 300_000,
  hookTimeout: 900_000,
});
