import { expect, test, type APIRequestContext } from "@playwright/test";
import { sitemapPaths, unlistedPaths } from "./support/site-routes";

// What no page's scripts may carry, by a marker that minifying leaves as it is:
// - tailwind-merge stays on the server (docs/architecture.md): client components join classes
//   with joinClasses(), so no script carries its class table (the marker is a key of that table);
// - the privacy notice under each form is rendered again in the browser, which has no
//   environment: the build writes the retention period into the code (next.config.ts `env`), so
//   no script reads LEAD_RETENTION_MONTHS, which would state the default whatever was configured
//   (the marker is the property read; the bare name may stand in a chunk as an export's name);
// - the forms render only the English notice and link to one source: the Tamil notice (shown on
//   /privacy-policy/ta) and the personal-data law's texts (privacy-law.ts) stay on the server.
const forbidden = {
  "tailwind-merge": "conflictingClassGroups",
  "a run-time read of LEAD_RETENTION_MONTHS": ".LEAD_RETENTION_MONTHS",
  "the Tamil privacy notice": "எங்கள் தனியுரிமைக் கொள்கையைப் படிக்கவும்",
  "the personal-data law's texts": "requires a named grievance officer",
};

/** What each script carries of the forbidden list, as "script: what". */
function offences(scripts: { url: string; body: string }[]): string[] {
  return scripts.flatMap(({ url, body }) =>
    Object.entries(forbidden)
      .filter(([, marker]) => body.includes(marker))
      .map(([what]) => `${url}: ${what}`),
  );
}

// The scripts do not depend on the viewport: desktop only (playwright.config.ts, anyViewportSpecs).

/** The build's script chunks a page's HTML loads or preloads. */
async function chunksOf(request: APIRequestContext, path: string): Promise<string[]> {
  const res = await request.get(path);
  expect(res.status(), path).toBeLessThan(500);
  const html = await res.text();
  return [...html.matchAll(/"(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]!);
}

test("no page's scripts carry what must stay on the server", async ({ request }) => {
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

  const scripts: { url: string; body: string }[] = [];
  for (const chunk of chunks) {
    const res = await request.get(chunk);
    expect(res.status(), chunk).toBe(200);
    scripts.push({ url: chunk, body: await res.text() });
  }
  expect(offences(scripts)).toEqual([]);
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
  const loaded = await Promise.all(
    scripts.map(async ({ url, body }) => ({ url, body: await body })),
  );
  expect(offences(loaded)).toEqual([]);
});
