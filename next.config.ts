import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Lets several builds (for example parallel test runs) live side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // PGlite loads its WebAssembly and data files from its own package directory at run time.
  serverExternalPackages: ["@electric-sql/pglite"],
  reactStrictMode: true,
  images: {
    formats: ["image/avif", "image/webp"],
  },
};

export default nextConfig;
