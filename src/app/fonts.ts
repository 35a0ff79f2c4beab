import localFont from "next/font/local";

// All text is set in Plus Jakarta Sans, self-hosted and subset from its @fontsource-variable
// package by `npm run fonts` (src/fonts): no font request leaves the site. It is preloaded and
// swapped in over a fallback sized to match (globals.css), so text paints at once and nothing
// moves. One web font also spares the browser from resolving system fonts, size by size, while
// it lays out the first screen.
export const jakarta = localFont({
  src: "../fonts/plus-jakarta-sans-latin-wght.woff2",
  variable: "--font-jakarta",
  weight: "400 800",
  display: "swap",
  preload: true,
  adjustFontFallback: "Arial",
});
