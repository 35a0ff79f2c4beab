import type { Metadata, Viewport } from "next";
import "./globals.css";
import { jakarta } from "./fonts";
import { BRAND_NAME, site } from "@/content/site";
import { env } from "@/lib/env";
import { isIndexable } from "@/lib/seo/metadata";

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: `${BRAND_NAME} | ${site.tagline}`, template: `%s | ${BRAND_NAME}` },
  description:
    "Waste management and EPR compliance for brands, industries and households across south India.",
  applicationName: BRAND_NAME,
  robots: isIndexable() ? { index: true, follow: true } : { index: false, follow: false },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: "#0b6e42",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    // The attribute lets Next.js turn smooth scrolling off while it resets the scroll on a
    // route change; without it the reset animates, Next.js measures mid-animation and scrolls
    // the new page's top under the sticky header.
    // The site layout's script may mark <html> before React hydrates it
    // (lib/rendering/lazy-sections.ts).
    <html
      lang="en-IN"
      className={jakarta.variable}
      data-scroll-behavior="smooth"
      suppressHydrationWarning
    >
      <body className="flex min-h-dvh flex-col">{children}</body>
    </html>
  );
}
