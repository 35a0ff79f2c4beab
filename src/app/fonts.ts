import localFont from "next/font/local";

// Self-hosted, subset from the @fontsource-variable packages by `npm run fonts` (src/fonts):
// no font request leaves the site.
export const inter = localFont({
  src: "../fonts/inter-latin-wght.woff2",
  variable: "--font-inter",
  weight: "400 800",
  display: "swap",
  preload: true,
  adjustFontFallback: "Arial",
});

export const jakarta = localFont({
  src: "../fonts/plus-jakarta-sans-latin-wght.woff2",
  variable: "--font-jakarta",
  weight: "400 800",
  display: "swap",
  preload: true,
  adjustFontFallback: "Arial",
});
