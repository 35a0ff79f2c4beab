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
];

export default config;
