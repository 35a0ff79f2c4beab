// The browser every test, bench and screenshot run starts: Debian's Chromium (CHROMIUM_PATH to
// use another), headless on a server, with nothing fetched from outside the machine.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
