// Saves full-page PNGs of every route at phone, tablet and desktop widths into screenshots/,
// for people to look at. It builds nothing: point it at a running server.
//
//   npm run screenshots                      # http://127.0.0.1:3000
//   npm run screenshots -- --base http://127.0.0.1:3102 --only /,/login
//
// Routes come from the page files under src/app and the content modules, so new pages are
// included without editing this file.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import playwrightConfig from "../../playwright.config";
import { isDynamicRoute, listPageRoutes } from "../../tests/support/routes";

const widths = [375, 768, 1280] as const;
const outDir = path.resolve(process.cwd(), "screenshots");

function parseArgs(argv: string[]) {
  const options = { base: "http://127.0.0.1:3000", only: [] as string[] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (arg === "--base" && value) {
      options.base = value.replace(/\/+$/, "");
      i++;
    } else if (arg === "--only" && value) {
      options.only = value.split(",").map((p) => p.trim());
      i++;
    } else {
      throw new Error(`Unknown argument ${arg}. Use --base URL and --only /a,/b.`);
    }
  }
  return options;
}

/** Concrete paths for a dynamic route: from content where we know it, else from links found on the site. */
async function expandDynamic(route: string, base: string, pages: string[]): Promise<string[]> {
  if (route === "/locations/[city]") {
    try {
      const { citySlugs } = await import("../../src/content/cities");
      return citySlugs.map((slug: string) => `/locations/${slug}`);
    } catch {
      // Content not there yet: fall through to links.
    }
  }
  const pattern = new RegExp(
    `^${route.replace(/\[\.\.\.[^\]]+\]/g, ".+").replace(/\[[^\]]+\]/g, "[^/?#]+")}$`,
  );
  const parent = route.slice(0, route.indexOf("/["));
  const sources = [parent || "/", ...pages.filter((p) => p !== parent)];
  for (const source of sources) {
    const html = await fetch(`${base}${source}`)
      .then((r) => (r.ok ? r.text() : ""))
      .catch(() => "");
    for (const match of html.matchAll(/href="(\/[^"?#]*)/g)) {
      const href = match[1]!;
      if (pattern.test(href)) return [href];
    }
  }
  console.warn(`No example found for ${route}; skipped.`);
  return [];
}

async function collectRoutes(base: string): Promise<string[]> {
  const all = listPageRoutes();
  const fixed = all.filter((r) => !isDynamicRoute(r));
  const expanded: string[] = [];
  for (const route of all.filter(isDynamicRoute)) {
    expanded.push(...(await expandDynamic(route, base, fixed)));
  }
  return [...fixed, ...expanded, "/this-page-does-not-exist"];
}

function fileName(route: string, width: number): string {
  const name =
    route === "/"
      ? "home"
      : route
          .replace(/^\/|\/$/g, "")
          .replace(/\//g, "--")
          .replace(/[^a-z0-9-]/gi, "_");
  return `${name}-${width}.png`;
}

/** Scrolls to the end and back so lazily loaded images are in the picture. */
async function loadWholePage(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle").catch(() => undefined);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const health = await fetch(options.base).catch(() => null);
  if (!health) {
    throw new Error(
      `No server answers at ${options.base}. Start one (npm run build && npm start).`,
    );
  }
  const routes = options.only.length > 0 ? options.only : await collectRoutes(options.base);
  mkdirSync(outDir, { recursive: true });

  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  try {
    for (const width of widths) {
      // Reduced motion shows the final state of reveals and carousels: a stable picture.
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        reducedMotion: "reduce",
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      for (const route of routes) {
        const response = await page.goto(`${options.base}${route}`, { waitUntil: "load" });
        await loadWholePage(page);
        const file = path.join(outDir, fileName(route, width));
        await page.screenshot({ path: file, fullPage: true });
        console.log(
          `${response?.status() ?? "---"}  ${width}px  ${route}  ->  ${path.relative(process.cwd(), file)}`,
        );
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
