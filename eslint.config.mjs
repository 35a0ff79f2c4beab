import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const nextLink = {
  name: "next/link",
  importNames: ["default"],
  message: "Use Link from @/components/ui/link (prefetches on intent).",
};

/** One no-restricted-imports entry (a later entry replaces an earlier one for its files). */
function restrictImports(files, patterns, ignores = []) {
  return {
    files,
    ignores,
    rules: { "no-restricted-imports": ["error", { paths: [nextLink], patterns }] },
  };
}

/**
 * The layers of src/lib, top to bottom (docs/architecture.md, "The order of src/lib"): a folder
 * or file imports only those listed after it, so no two import each other. Features first, then
 * the background jobs (they use the database), the seams to outside systems, and the shared
 * helpers that import nothing of the app. A new folder takes its place here.
 */
export const libLayers = [
  "boot.ts",
  "site-routes",
  "portal",
  "staff",
  "calendar",
  "ops",
  "leads",
  "estimator",
  "company-content",
  "blog",
  "faq",
  "jobs",
  "wordpress",
  "db",
  "mail",
  "storage",
  "seo",
  "html",
  "http",
  "metrics",
  "images",
  "posts",
  "phone",
  "logging",
  "rendering",
  "env.ts",
  "build-files.ts",
  "format-day.ts",
  "merge-classes.ts",
  "join-classes.ts",
];

/** One zone per layer: it may not import any layer above it. */
const layerZones = libLayers.slice(1).map((layer, index) => ({
  target: `./src/lib/${layer}`,
  from: libLayers.slice(0, index + 1).map((above) => `./src/lib/${above}`),
  message: `src/lib imports downwards only (docs/architecture.md, "The order of src/lib"): ${layer} may import only what is listed after it.`,
}));

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "node_modules/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "screenshots/**",
      ".data/**",
      "wordpress/**/*.php",
    ],
  },
  // Links prefetch on the visitor's intent, not on sight (src/components/ui/link.tsx); and the
  // layers import downwards only: routes and components use lib/ and content/, lib/ uses
  // content/, content/ is data that imports nothing of the app (but one date formatter).
  restrictImports(["src/**/*.{ts,tsx}"], [], ["src/components/ui/link.tsx"]),
  restrictImports(
    ["src/lib/**/*.{ts,tsx}"],
    [
      {
        group: ["@/components", "@/components/*", "@/app", "@/app/*"],
        message: "lib/ sits below the UI: it never imports components or routes.",
      },
    ],
    // A test may check a module against the component that uses it.
    ["src/lib/**/*.test.ts"],
  ),
  restrictImports(
    ["src/content/**/*.{ts,tsx}"],
    [
      {
        group: [
          "@/components",
          "@/components/*",
          "@/app",
          "@/app/*",
          "@/lib/*",
          "!@/lib/format-day",
        ],
        message: "content/ is typed data: it imports only other content (and formatDay).",
      },
    ],
    ["src/content/**/*.test.ts"],
  ),
  // components/ui/ holds primitives (button, link, icon, container, heading): nothing in it knows
  // the company's content. Widgets, motion, images and site pieces have folders of their own.
  restrictImports(
    ["src/components/ui/**/*.{ts,tsx}"],
    [
      {
        group: ["@/content", "@/content/*", "@/app", "@/app/*", "@/components/site/*"],
        message: "components/ui/ is primitives only: content-bound pieces go in components/site/.",
      },
    ],
    // The one file allowed to import next/link (it imports nothing else of the app).
    ["src/components/ui/link.tsx"],
  ),
  // The order of src/lib, and no circle of files anywhere in src/ (a test may reach upwards to
  // check a module against what uses it).
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.ts"],
    rules: {
      "import/no-restricted-paths": ["error", { zones: layerZones }],
      "import/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
];

export default config;
