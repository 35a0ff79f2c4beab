import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";

// Runs after every other WordPress test: pages cached while WordPress was up keep being
// served when it goes down; a page never fetched shows the blog's error message with an error status.

const serve = (action: "start" | "stop") =>
  execFileSync("scripts/wordpress/serve.sh", [action], { stdio: "inherit" });

test.afterAll(() => serve("start"));

test("cached pages survive WordPress going down; uncached ones fail politely", async ({ page }) => {
  const cached = ["/blog", "/blog?page=2", "/blog/battery-epr-for-ev-makers"];
  for (const path of cached) expect((await page.request.get(path)).status(), path).toBe(200);

  serve("stop");

  for (const path of cached) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }
  await page.goto("/blog/battery-epr-for-ev-makers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Battery EPR for EV Makers");

  // Never requested before (the fetch cache outlives the server), so nothing can be served.
  const post = await page.goto(`/blog/not-fetched-${Date.now()}`);
  expect(post?.status()).toBe(500);
  await expect(page.getByText("Failed to fetch the post. Please try again later.")).toBeVisible();

  const list = await page.goto(`/blog?page=${1000 + (Date.now() % 50_000)}`);
  expect(list?.status()).toBe(500);
  await expect(page.getByText("Failed to fetch posts. Please try again later.")).toBeVisible();

  const health = await (await page.request.get("/api/health")).json();
  expect(health.blog).toMatchObject({ source: "wordpress", available: false });
});
