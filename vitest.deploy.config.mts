import { servicesConfig } from "./vitest.services";

// The deployment tests (tests/deploy): the standalone build of `npm run build`, run alone and as
// several instances behind nginx, on the services of scripts/ci/setup-*.sh. The container image
// has its own step (vitest.image.config.mts).
export default servicesConfig({
  include: "tests/deploy/**/*.test.ts",
  testTimeout: 300_000,
  hookTimeout: 900_000,
});
