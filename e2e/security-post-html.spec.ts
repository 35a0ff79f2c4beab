import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { sanitizePostHtml } from "../src/lib/html/sanitize";

// Dangerous post HTML cannot run script in the browser. The HTML of a real post page is
// served with the site's own headers (CSP included), but its body is replaced by hostile
// WordPress content after it went through the sanitiser every post (WordPress or Markdown)
// goes through. A control run without the sanitiser and without the CSP proves the probes
// would notice script running.

const captured = JSON.parse(
  readFileSync("src/lib/wordpress/fixtures/post-dangerous.json", "utf8"),
) as { content: { rendered: string } } | { content: { rendered: string } }[];
const capturedHtml = (Array.isArray(captured) ? captured[0]! : captured).content.rendered.replace(
  /window\.__wpXss\s*=/g,
  "window.__xss=",
);

const mark = (how: string) => `window.__xss='${how}';alert('${how}')`;

const payloads = [
  capturedHtml,
  `<p><img src="x" onerror="${mark("img-onerror")}" alt="x"></p>`,
  `<p><svg><script>${mark("svg-script")}</script></svg></p>`,
  `<svg onload="${mark("svg-onload")}"><circle r="4"></circle></svg>`,
  `<p><a id="js-link" href="javascript:${mark("js-link")}">Read the guide</a></p>`,
  `<p><a id="js-tab-link" href="jav&#x09;ascript:${mark("js-tab-link")}">Details</a></p>`,
  `<p><a href="data:text/html,<script>${mark("data-link")}</script>">Data</a></p>`,
  `<iframe srcdoc="<script>parent.${mark("srcdoc")}</script>"></iframe>`,
  `<iframe src="javascript:parent.${mark("iframe-js")}"></iframe>`,
  `<object data="javascript:${mark("object")}"></object><embed src="javascript:${mark("embed")}">`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${mark("mxss")}"></style></mglyph></table></mtext></math>`,
  `<details open ontoggle="${mark("details")}"><summary>More</summary>text</details>`,
  `<p><input autofocus onfocus="${mark("autofocus")}"></p>`,
  `<video><source src="x" onerror="${mark("video")}"></video>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${mark("meta")}">`,
  `<base href="https://evil.example/"><form action="javascript:${mark("form")}"><button id="evil-submit">Go</button></form>`,
  `<p style="background:url(javascript:${mark("style")})" onmouseover="${mark("mouseover")}">Hover me</p>`,
  `<noscript><p title="</noscript><img src=x onerror=${mark("noscript")}>"></p></noscript>`,
].join("\n");

async function findPostPath(page: Page): Promise<string> {
  await page.goto("/blog");
  const href = await page.locator("main a[href^='/blog/']").first().getAttribute("href");
  expect(href, "a post to serve the content in").toBeTruthy();
  return href!;
}

/** Serves the real post page with its body replaced by `body`; optionally without the CSP. */
async function servePostWith(page: Page, postPath: string, body: string, keepCsp: boolean) {
  await page.route(
    (url) => url.pathname === postPath,
    async (route) => {
      // Prefetches of the same path ask for the RSC payload, not the document.
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch();
      const html = await response.text();
      const container = /<div data-post-body=""[^>]*>/.exec(html);
      expect(container, "the post page has a body container").toBeTruthy();
      const at = container!.index + container![0].length;
      const headers = { ...response.headers() };
      if (!keepCsp) delete headers["content-security-policy"];
      await route.fulfill({ response, headers, body: html.slice(0, at) + body + html.slice(at) });
    },
  );
}

async function watchForScript(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss().catch(() => undefined);
  });
  return dialogs;
}

/**
 * Lets what the page has set going run its course: every request (an image's error, a frame, a
 * form or a redirect) has ended, and two frames have been rendered, so a task queued by an
 * event (a `javascript:` navigation) has run.
 */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
  });
}

async function interact(page: Page) {
  await settle(page);
  for (const id of ["js-link", "js-tab-link", "evil-submit"]) {
    const el = page.locator(`#${id}`);
    if (await el.count())
      await el
        .first()
        .click({ timeout: 2000 })
        .catch(() => undefined);
  }
  await page
    .locator("text=Hover me")
    .first()
    .hover({ timeout: 2000 })
    .catch(() => undefined);
  await settle(page);
}

// Script execution does not depend on the viewport: desktop only (playwright.config.ts,
// anyViewportSpecs).
test.describe("dangerous post HTML", () => {
  test("runs no script once sanitised, under the site's headers", async ({ page }) => {
    const postPath = await findPostPath(page);
    const dialogs = await watchForScript(page);
    await servePostWith(page, postPath, sanitizePostHtml(payloads), true);
    await page.goto(postPath);
    await interact(page);

    await expect(page.getByText("Safe paragraph before the embedded content.")).toBeVisible();
    expect(dialogs, "no alert() ran").toEqual([]);
    expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
    expect(new URL(page.url()).pathname, "no redirect or form submission happened").toBe(postPath);
    const leftovers = await page.evaluate(() => {
      const main = document.querySelector("main")!;
      const handlers = [...main.querySelectorAll("*")].flatMap((el) =>
        [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`),
      );
      return {
        handlers,
        scripts: main.querySelectorAll("script:not([type='application/ld+json'])").length,
        jsLinks: main.querySelectorAll("a[href^='javascript' i], a[href^='data:' i]").length,
        frames: [...main.querySelectorAll("iframe")].map((f) => f.getAttribute("src") ?? "srcdoc"),
        objects: main.querySelectorAll("object, embed, base, meta, form").length,
      };
    });
    expect(leftovers.handlers).toEqual([]);
    expect(leftovers.scripts).toBe(0);
    expect(leftovers.jsLinks).toBe(0);
    expect(leftovers.objects).toBe(0);
    for (const src of leftovers.frames)
      expect(src).toMatch(
        /^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)\//,
      );
  });

  test("control: the same HTML unsanitised and without the CSP does run script", async ({
    page,
  }) => {
    const postPath = await findPostPath(page);
    const dialogs = await watchForScript(page);
    await servePostWith(page, postPath, payloads, false);
    await page.goto(postPath);
    await interact(page);
    const marker = await page.evaluate(() => (window as { __xss?: string }).__xss);
    expect(dialogs.length + (marker ? 1 : 0), "the probes detect script").toBeGreaterThan(0);
  });
});
