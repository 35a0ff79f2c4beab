import { expect, type Locator } from "@playwright/test";

/**
 * Resolves once React has hydrated the element (it then carries React's own fiber key), so a
 * test that installs a fake clock knows the component's timers are registered with that clock
 * rather than still to come. Server-rendered markup looks the same before and after. Polled from
 * the test's side, so it works whatever the page's clock is doing.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith("__reactFiber")),
      ),
    )
    .toBe(true);
}
