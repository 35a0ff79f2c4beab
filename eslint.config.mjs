import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
  {
    // Links prefetch on the visitor's intent, not on sight: src/components/ui/link.tsx.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/components/ui/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              importNames: ["default"],
              message: "Use Link from @/components/ui/link (prefetches on intent).",
            },
          ],
        },
      ],
    },
  },
];

export default config;
