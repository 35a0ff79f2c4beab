import { expect, test, type Page } from "@playwright/test";
import { BRAND_NAME } from "../src/content/site";
import { headerLinks } from "../src/content/navigation";

// The shell around every page: header, Services dropdown, mobile menu, skip link and LOGIN.
// /login is the page we start from because the foundation owns it and it always exists.

const services = headerLinks.services.items;

function header(page: Page) {
  return page.getByRole("banner");
}

function servicesButton(page: Page) {
  // Hidden inside the closed mobile menu, but its state still matters.
  return header(page).getByRole("button", { name: "Services", includeHidden: true });
}

function menuButton(page: Page) {
  return header(page).getByRole("button", { name: /open menu|close menu/i });
}

/** On phones the links sit behind the hamburger; open it so both projects share the tests. */
async function revealNav(page: Page, isMobile: boolean) {
  if (!isMobile) return;
  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
}

test.beforeEach(async ({ page }) => {
  await page.goto("/login");
});

test("the logo links to the home page", async ({ page }) => {
  const logo = header(page).getByRole("link", { name: `${BRAND_NAME} home` });
  await expect(logo).toHaveAttribute("href", "/");
  await logo.click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe("Services dropdown by mouse", () => {
  test("opens and closes by clicking Services", async ({ page, isMobile }) => {
    await revealNav(page, isMobile);
    const button = servicesButton(page);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(header(page).getByRole("link", { name: services[0].label })).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    for (const item of services) {
      const link = header(page).getByRole("link", { name: item.label });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", item.href);
    }

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(header(page).getByRole("link", { name: services[0].label })).toBeHidden();
  });

  test("closes on a click outside it", async ({ page, isMobile }) => {
    await revealNav(page, isMobile);
    await servicesButton(page).click();
    await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "true");
    if (isMobile) {
      // The open menu covers the page; its own padding is outside the dropdown.
      await page.locator("nav[aria-label='Main'] > div").click({ position: { x: 4, y: 4 } });
    } else {
      await page.getByRole("heading", { level: 1 }).click();
    }
    await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("closes on Escape and gives focus back to Services", async ({ page, isMobile }) => {
    await revealNav(page, isMobile);
    await servicesButton(page).click();
    await header(page).getByRole("link", { name: services[1].label }).hover();
    await page.keyboard.press("Escape");
    await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(servicesButton(page)).toBeFocused();
  });

  test("closes when the visitor navigates away", async ({ page, isMobile }) => {
    await revealNav(page, isMobile);
    await servicesButton(page).click();
    await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "true");
    // Follow Home by keyboard, so no outside click can be what closes the dropdown.
    const home = header(page).getByRole("link", { name: headerLinks.home.label, exact: true });
    await home.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
    await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "false");
    if (isMobile) await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  });
});

test("Services dropdown by keyboard alone", async ({ page, isMobile }) => {
  const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

  await page.keyboard.press("Tab"); // skip link
  await page.keyboard.press("Tab"); // logo
  await expect(header(page).getByRole("link", { name: `${BRAND_NAME} home` })).toBeFocused();
  if (isMobile) {
    await page.keyboard.press("Tab");
    await expect(menuButton(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
  }
  await page.keyboard.press("Tab");
  expect(await focusedName()).toBe(headerLinks.home.label);
  await page.keyboard.press("Tab");
  await expect(servicesButton(page)).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "true");
  for (const item of services) {
    await page.keyboard.press("Tab");
    await expect(header(page).getByRole("link", { name: item.label })).toBeFocused();
  }
  // Moving on past the list closes it.
  await page.keyboard.press("Tab");
  expect(await focusedName()).toBe(headerLinks.after[0].label);
  await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "false");

  await page.keyboard.press("Shift+Tab");
  await expect(servicesButton(page)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Space");
  await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "false");
});

// The hamburger exists only at 768px and narrower.
test.describe("mobile menu", { tag: "@mobile-only" }, () => {
  test("the hamburger opens and closes the menu", async ({ page }) => {
    const button = menuButton(page);
    const team = header(page).getByRole("link", { name: "Team" });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(team).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(button).toHaveAccessibleName("Close menu");
    for (const name of ["Home", "Team", "Blog", "Contact Us", "LOGIN"]) {
      await expect(header(page).getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(servicesButton(page)).toBeVisible();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(team).toBeHidden();
  });

  test("Escape closes the menu and returns focus to the hamburger", async ({ page }) => {
    await menuButton(page).click();
    await page.keyboard.press("Escape");
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton(page)).toBeFocused();
  });

  test("tabbing on past the last link closes the menu, so it covers nothing", async ({ page }) => {
    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    const login = header(page).getByRole("link", { name: "LOGIN", exact: true });
    for (let i = 0; i < 20 && !(await login.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(login).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(header(page).getByRole("link", { name: "Team" })).toBeHidden();
    const focused = page.locator(":focus");
    await expect(focused).toBeVisible();
    expect(await focused.evaluate((el) => !el.closest("header"))).toBe(true);
  });

  test("a menu link navigates and closes the menu", async ({ page }) => {
    await menuButton(page).click();
    await header(page).getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  });
});

test(
  "the desktop header shows every link without a hamburger",
  { tag: "@desktop-only" },
  async ({ page }) => {
    await expect(menuButton(page)).toBeHidden();
    for (const name of ["Home", "Team", "Blog", "Contact Us", "LOGIN"]) {
      await expect(header(page).getByRole("link", { name, exact: true })).toBeVisible();
    }
  },
);

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main-content")).toBeFocused();
});

test("LOGIN leads to our portal page when no portal is configured", async ({ page, isMobile }) => {
  await page.goto("/");
  await revealNav(page, isMobile);
  const login = header(page).getByRole("link", { name: "LOGIN" });
  await expect(login).toHaveAttribute("href", "/login");
  await login.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  await expect(page.getByRole("main").getByRole("link", { name: /1800/ })).toBeVisible();
});

test(
  "on wide screens the nav links sit on the header's own background",
  { tag: "@desktop-only" },
  async ({ page }) => {
    // From the breakpoint up the mobile menu's white panel must not show inside the header.
    for (const width of [769, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const links = header(page).getByRole("navigation", { name: "Main" }).locator("> div");
      await expect(links).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    }
  },
);

test("a link followed from low on a page opens the next page at its top", async ({ page }) => {
  await page.goto("/blog");
  const card = page
    .getByRole("heading", { name: "Latest Posts" })
    .locator("xpath=following::article[1]");
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 400));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await card.getByRole("link").click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // The breadcrumb shows below the sticky header, not under it.
  const headerBox = (await header(page).boundingBox())!;
  const crumbsBox = (await page.getByRole("navigation", { name: "Breadcrumb" }).boundingBox())!;
  expect(crumbsBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
});

// WCAG 2.2, 2.4.11 Focus Not Obscured: the sticky header never covers the control in focus.
test("a control reached by Tab, forwards or back, comes to rest below the sticky header", async ({
  page,
}) => {
  // Ninety steps, each waiting for the page to come to rest: longer than one page's test.
  test.setTimeout(180_000);
  // The control in focus, when the header covers it; null otherwise.
  const covered = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      const banner = document.querySelector("header");
      // The header's own controls, and the skip link drawn over it, are where they belong. The
      // controls are checked; a scrollable list focused as a whole (a region) is not.
      if (!active?.closest("main, footer") || !banner) return null;
      if (!active.matches("a, button, input, select, textarea, summary")) return null;
      const box = active.getBoundingClientRect();
      const cover = banner.getBoundingClientRect().bottom;
      return box.height > 0 && box.top < cover - 1 ? active.outerHTML.slice(0, 80) : null;
    });
  for (const path of ["/", "/contact-us"]) {
    await page.goto(path);
    await page.locator("footer a").last().focus();
    for (let step = 0; step < 45; step++) {
      await page.keyboard.press("Shift+Tab");
      // Where it rests: a section revealed as it comes on screen slides up for 0.5 s, and on a
      // loaded machine the scroll and the slide can take some seconds to finish.
      await expect.poll(covered, { message: `${path}, Shift+Tab ${step + 1}` }).toBeNull();
    }
  }
});
