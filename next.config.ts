import type { NextConfig } from "next";
import { site } from "./src/content/site";
import { securityHeaders } from "./src/lib/security-headers";

// Headers are fixed when the build is made, so build with the deployment's SITE_URL and
// WORDPRESS_URL (README: "Search, security and speed").
const siteUrl = (process.env.SITE_URL ?? "http://localhost:3000").trim().replace(/\/+$/, "");
const isProduction = process.env.NODE_ENV === "production";
const wordpressUrl = process.env.WORDPRESS_URL?.trim()
  ? new URL(process.env.WORDPRESS_URL.trim())
  : undefined;
// A WordPress on this machine or the private network (tests, intranet) needs the optimiser's
// local-address guard lifted; remotePatterns still limit it to that one host.
const wordpressIsLocal = wordpressUrl
  ? /^(localhost|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|\[::1\])/.test(
      wordpressUrl.hostname,
    )
  : false;

const nextConfig: NextConfig = {
  // Lets several builds (for example parallel test runs) live side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // PGlite loads its WebAssembly and data files from its own package directory at run time.
  serverExternalPackages: ["@electric-sql/pglite"],
  reactStrictMode: true,
  images: {
    formats: ["image/avif", "image/webp"],
    // Widths up to a 1920 px screen: every srcset lists fewer candidates (a shorter page) and
    // none larger than any artwork source.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    imageSizes: [32, 48, 64, 96, 128, 256, 384],
    // Featured and in-post images of the WordPress blog go through the optimiser.
    remotePatterns: wordpressUrl
      ? [
          {
            protocol: wordpressUrl.protocol.replace(":", "") as "http" | "https",
            hostname: wordpressUrl.hostname,
            ...(wordpressUrl.port ? { port: wordpressUrl.port } : {}),
            pathname: "/**",
          },
        ]
      : [],
    ...(wordpressIsLocal ? { dangerouslyAllowLocalIP: true } : {}),
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: securityHeaders({
          isDev: !isProduction,
          hsts: isProduction && siteUrl.startsWith("https://"),
          indexable: isProduction && siteUrl === site.productionUrl,
          wordpressUrl: process.env.WORDPRESS_URL?.trim() || undefined,
        }),
      },
    ];
  },
};

export default nextConfig;
