// The specs' `test`: Playwright's, with one option. `test.use({ hydration: true })` makes every
// `page.goto` resolve only once React has hydrated the page's root (the <html> element carries
// React's fiber key), for a spec that types into or times what React takes over: markup served
// by the server looks the same before and after. A part hydrated later on its own (a lazy
// section) is waited for with `hydrated(locator)` (./hydration.ts).
import { test as base } from "@playwright/test";
import { hydrated } from "./hydration";

export { expect } from "@playwright/test";

export const test = base.extend<{ hydration: boolean }>({
  hydration: [false, { option: true }],
  page: async ({ page, hydration }, provide) => {
    if (hydration) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await hydrated(page.locator("html"));
        return response;
      };
    }
    await provide(page);
  },
});
