import { test } from "@playwright/test";
import { measureHtml } from "../tests/support/html-size";
test("shots @desktop-only", async ({ browser, request }) => {
  const html = await (await request.get("/compliance-calendar")).text();
  console.log("SIZE", JSON.stringify(measureHtml(html)));
  const html2 = await (await request.get("/compliance-calendar?years=all")).text();
  console.log("SIZE all", JSON.stringify(measureHtml(html2)));
  for (const width of [375, 768, 1280]) {
    for (const js of [true, false]) {
      const ctx = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js });
      const page = await ctx.newPage();
      await page.goto("/compliance-calendar?regime=ewaste");
      await page.screenshot({ path: `/tmp/cal-shots/cal-${width}-${js ? "js" : "nojs"}.png`, fullPage: false });
      if (width === 1280 && js) {
        await page.goto("/compliance-calendar?years=all&regime=plastic");
        await page.screenshot({ path: `/tmp/cal-shots/cal-plastic-all.png`, fullPage: true });
        await page.emulateMedia({ media: "print" });
        await page.screenshot({ path: `/tmp/cal-shots/cal-print.png`, fullPage: false });
      }
      await ctx.close();
    }
  }
});
