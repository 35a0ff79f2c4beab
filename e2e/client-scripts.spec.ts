import { expect, test, type APIRequestContext } from "@playwright/test";
import { sitemapPaths, unlistedPaths } from "./support/site-routes";

// tailwind-merge stays on the server (docs/architecture.md): client components join classes
// with cx(), so no page's scripts carry its class table. The marker is a key of that table,
// which minifying leaves as it is.
const TAILWIND_MERGE = "conflictingClassGroups";

test.skip(({ isMobile }) => isMobile, "the scripts do not depend on the viewport");

/** The build's script chunks a page's HTML loads or preloads. */
async function chunksOf(request: APIRequestContext, path: string): Promise<string[]> {
  const res = await request.get(path);
  expect(res.status(), path).toBeLessThan(500);
  const html = await res.text();
  return [...html.matchAll(/"(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]!);
}

test("no page's scripts include tailwind-merge", async ({ request }) => {
  const paths = [
    ...(await sitemapPaths(request)),
    ...unlistedPaths,
    "/faq/search?q=pricing",
    "/staff/sign-in",
  ];
  const chunks = new Set<string>();
  for (const path of paths) for (const chunk of await chunksOf(request, path)) chunks.add(chunk);
  // Every page shares the framework's chunks; a page with client widgets adds its own.
  expect(chunks.size).toBeGreaterThan(10);

  const carrying: string[] = [];
  for (const chunk of chunks) {
    const res = await request.get(chunk);
    expect(res.status(), chunk).toBe(200);
    if ((await res.text()).includes(TAILWIND_MERGE)) carrying.push(chunk);
  }
  expect(carrying).toEqual([]);
});

test("nor does the lead form's check, which loads when a visitor reaches the form", async ({
  page,
}) => {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      scripts.push({ url: response.url(), body: response.text().catch(() => "") });
  });
  await page.goto("/contact-us");
  await page.waitForLoadState("networkidle");
  const withPage = scripts.length;
  await page.getByRole("textbox", { name: /name/i }).first().focus();
  await expect.poll(() => scripts.length).toBeGreaterThan(withPage);
  await page.waitForLoadState("networkidle");
  const carrying: string[] = [];
  for (const script of scripts)
    if ((await script.body).includes(TAILWIND_MERGE)) carrying.push(script.url);
  expect(carrying).toEqual([]);
});
