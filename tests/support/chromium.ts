// The browsers tests, benches and screenshot runs start, from Debian's packages, with nothing
// fetched from outside the machine.

/**
 * Chromium's headless shell (package chromium-headless-shell; CHROMIUM_PATH to use another),
 * which Playwright itself uses for headless runs: the rendering engine without the browser's
 * windows, toolbar and address bar. The full browser in headless mode builds all of these for
 * every page a test opens; the shell ran the same end-to-end specs in 43 to 73% of the time
 * (docs/testing.md, "The browser").
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

/** Debian's full Chromium, for measurements of what visitors' browsers do (Lighthouse). */
export const browserPath = process.env.BROWSER_PATH ?? "/usr/bin/chromium";

/** No sandbox (CI runs as root), no GPU, no QUIC, and none of the browser's own background traffic. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
