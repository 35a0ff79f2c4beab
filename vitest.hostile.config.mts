import { servicesConfig } from "./vitest.services";

// The hostile-input suite: starts the production build (`npm run build` first) on its own port
// and attacks it over loopback with bounded loops. Part of `npm test` after the build.
export default servicesConfig({
  include: "tests/hostile/**/*.test.ts",
  testTimeout: 240_000,
  hookTimeout: 120_000,
});
