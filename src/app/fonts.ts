import localFont from "next/font/local";

// Headings are set in Plus Jakarta Sans, self-hosted and subset from its @fontsource-variable
// package by `npm run fonts` (src/fonts): no font request leaves the site. Body text uses the
// visitor's own system UI font (globals.css), so reading never waits for a download.
export const jakarta = localFont({
  src: "../fonts/plus-jakarta-sans-latin-wght.woff2",
  variable: "--font-jakarta",
  weight: "400 800",
  display: "swap",
  preload: true,
  adjustFontFallback: "Arial",
});
