import { expect, test } from "@playwright/test";

// The site's artwork is served under its short address (/i/<width>/<file>, rewritten to the
// image optimiser), and every picture on the richest pages, those drawn by the client widgets
// included, loads from it at every width.

test("every picture on the home and EPR pages loads from its short address", async ({ page }) => {
  for (const path of ["/", "/epr-compliance-service"]) {
    await page.goto(path);
    const images = page.locator("main img[srcset]");
    expect(await images.count(), path).toBeGreaterThan(20);
    for (const srcset of await images.evaluateAll((all) =>
      all.map((img) => img.getAttribute("srcset") ?? ""),
    )) {
      expect(srcset, path).toMatch(
        /^\/i\/\d+\/[\w/-]+\.webp \d+w(, \/i\/\d+\/[\w/-]+\.webp \d+w)*$/,
      );
    }
    // Lazy pictures below the fold (and the carousels' hidden slides) are asked for at once.
    await images.evaluateAll((all) => {
      for (const img of all) img.setAttribute("loading", "eager");
    });
    await expect
      .poll(
        () =>
          images.evaluateAll(
            (all) =>
              all.filter(
                (img) =>
                  !(
                    (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0
                  ),
              ).length,
          ),
        { message: `${path}: pictures that did not load` },
      )
      .toBe(0);
  }
});

// The responses do not depend on the viewport.
test.describe("the short image address", { tag: "@any-viewport" }, () => {
  test("answers with the optimised picture, cached like the optimiser's own", async ({
    request,
  }) => {
    const res = await request.get("/i/640/home/why-us-01.webp", {
      headers: { accept: "image/avif,image/webp,*/*" },
    });
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/avif");
    expect(res.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
    expect(res.headers()["vary"]).toContain("Accept");
  });

  test("refuses widths the site does not offer, and files it does not have", async ({
    request,
  }) => {
    expect((await request.get("/i/641/home/why-us-01.webp")).status()).toBe(400);
    expect((await request.get("/i/640/home/no-such-picture.webp")).status()).toBe(404);
    expect((await request.get("/i/abc/home/why-us-01.webp")).status()).toBe(404);
  });
});
