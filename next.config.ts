import path from "node:path";
import type { NextConfig } from "next";
import {
  cityContentSource,
  cityPageSource,
  markdownPostSource,
  staticPages,
} from "./src/content/routes";
import { leadRetentionMonths } from "./src/content/retention";
import { site } from "./src/content/site";
import { listFiles, recordSourceDates } from "./scripts/build/route-files";
import { securityHeaders } from "./src/lib/http/security-headers";
import { shortImageRewrite } from "./src/lib/images/short-url";
import { uploadsPath } from "./src/lib/images/wordpress-uploads";

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

// When each dated page source last changed (its last commit), recorded into the build so the
// sitemap needs neither git nor the source tree where the site runs.
const sourceDates = recordSourceDates(process.cwd(), [
  ...staticPages.map((page) => page.source),
  cityPageSource,
  ...listFiles(process.cwd(), "src/content/cities", ".ts")
    .map((file) => /\/([a-z0-9-]+)\.ts$/.exec(file)?.[1])
    .filter((slug): slug is string => Boolean(slug))
    .map(cityContentSource),
  ...listFiles(process.cwd(), "src/content/posts", ".md").map((file) =>
    markdownPostSource(path.basename(file, ".md")),
  ),
]);

const nextConfig: NextConfig = {
  // Lets several builds (for example parallel test runs) live side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // A self-contained server in <distDir>/standalone (docs/deploy.md); scripts/build/assemble-standalone.ts
  // adds the static assets and the production entry.
  output: "standalone",
  // Each instance's cache, or one shared Redis when REDIS_URL is set (cache-handler.mjs); Next's
  // own in-memory layer is off so every instance sees a revalidation at once.
  cacheHandler: path.resolve("cache-handler.mjs"),
  cacheMaxMemorySize: 0,
  // Read at run time: the SQL migrations.
  outputFileTracingIncludes: {
    "/**": ["./drizzle/**/*"],
  },
  // `import.meta.glob("...*.md", { query: "?raw" })` bundles the Markdown posts as strings.
  turbopack: {
    rules: { "*.md": { condition: { query: "?raw" }, type: "text" } },
  },
  env: {
    SITE_SOURCE_DATES: JSON.stringify(sourceDates),
    // The privacy notice under every form states it, in the server's HTML and again when the
    // browser renders the form: both must read the same figure (src/content/retention.ts).
    LEAD_RETENTION_MONTHS: String(leadRetentionMonths(process.env.LEAD_RETENTION_MONTHS)),
  },
  // PGlite loads its WebAssembly and data files from its own package directory at run time.
  serverExternalPackages: ["@electric-sql/pglite"],
  reactStrictMode: true,
  // `next build` checks the types again unless it is told that the same run checks them with
  // `npm run typecheck` and fails if they fail (scripts/ci/test-steps.sh says so to its builds,
  // the image's included: Dockerfile). It checks the site's own sources (tsconfig.build.json),
  // which need only the packages in `dependencies`: the image's builder installs no others.
  // `npm run typecheck` checks everything, tests and scripts included.
  typescript: {
    ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === "1",
    tsconfigPath: "tsconfig.build.json",
  },
  experimental: {
    // The compile cache Next writes for a later build (<distDir>/cache): CI builds a fresh clone
    // once per folder, and the image's builder stage once, and neither reads it; writing it took
    // 21 s of a 2.5-minute build.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  images: {
    formats: ["image/avif", "image/webp"],
    // Widths up to a 1920 px screen: every srcset lists fewer candidates (a shorter page) and
    // none larger than any artwork source.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    imageSizes: [32, 48, 64, 96, 128, 256, 384],
    // The site's own pictures are all under /images/; any other local address (a page, a
    // redirect) is refused with 400 instead of failing as an image with 500.
    localPatterns: [{ pathname: "/images/**", search: "" }],
    // Featured and in-post images of the WordPress blog go through the optimiser: from its
    // uploads folder only, never another path on that host (src/lib/images/wordpress-uploads.ts).
    remotePatterns: wordpressUrl
      ? [
          {
            protocol: wordpressUrl.protocol.replace(":", "") as "http" | "https",
            hostname: wordpressUrl.hostname,
            ...(wordpressUrl.port ? { port: wordpressUrl.port } : {}),
            pathname: `${uploadsPath(wordpressUrl)}**`,
          },
        ]
      : [],
    ...(wordpressIsLocal ? { dangerouslyAllowLocalIP: true } : {}),
  },
  async rewrites() {
    return {
      beforeFiles: [
        // The site's artwork under its short address (src/lib/images/short-url.ts).
        shortImageRewrite,
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  // Next's own trailing-slash redirect answers without the headers below; the request gate
  // (src/lib/http/request-gate.ts) makes that move instead, with its own.
  skipTrailingSlashRedirect: true,
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
      // The icon sprite is named by its content (src/components/ui/icon-names.ts).
      {
        source: "/icons/:file",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
      // The staff workspace and the client portal are per user: never stored by a browser or a
      // shared cache, never indexed. (/login, their sign-in, is a public page rendered per visit.)
      ...["/staff", "/staff/:path*", "/api/staff/:path*", "/portal", "/portal/:path*"].map(
        (source) => ({
          source,
          headers: [
            { key: "Cache-Control", value: "private, no-store, max-age=0" },
            { key: "X-Robots-Tag", value: "noindex, nofollow" },
          ],
        }),
      ),
    ];
  },
};

export default nextConfig;
