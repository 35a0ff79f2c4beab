import { expect, test, type Page } from "@playwright/test";
import { listPageRoutes, matchesRoute } from "../tests/support/routes";
import { footerColumns } from "../src/content/navigation";
import { site } from "../src/content/site";

// Driven by the navigation content; the pages behind it land one by one, so links are
// followed only where a page file exists (the content test demands all of them exist).
const routes = listPageRoutes();
const links = footerColumns.flatMap((column) =>
  column.links.map((link) => ({ column: column.title, ...link })),
);
const liveLinks = links.filter((link) => matchesRoute(link.href, routes));

function footer(page: Page) {
  return page.getByRole("contentinfo");
}

test.beforeEach(async ({ page }) => {
  await page.goto("/login");
});

test("the footer lists every section, link, contact detail and social profile", async ({
  page,
  isMobile,
}) => {
  for (const column of footerColumns) {
    if (isMobile) await footer(page).getByRole("button", { name: column.title }).click();
    for (const link of column.links) {
      await expect(
        footer(page).getByRole("link", { name: link.label, exact: true }).first(),
      ).toHaveAttribute("href", link.href);
    }
  }
  await expect(
    footer(page).getByRole("link", { name: new RegExp(site.phone.display) }),
  ).toBeVisible();
  await expect(footer(page).getByRole("link", { name: site.email })).toBeVisible();
  for (const network of ["Facebook", "X (Twitter)", "LinkedIn", "WhatsApp", "Instagram"]) {
    const icon = footer(page).getByRole("link", {
      name: new RegExp(`on ${network.replace(/[()]/g, "\\$&")}`),
    });
    await expect(icon).toHaveAttribute("target", "_blank");
    const box = await icon.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
  }
});

test("footer links lead to real pages", async ({ page, request }) => {
  test.skip(liveLinks.length === 0, "no footer page exists yet");
  for (const link of liveLinks) {
    const response = await request.get(link.href);
    expect(response.status(), `${link.label} -> ${link.href}`).toBe(200);
    const fragment = link.href.split("#")[1];
    if (fragment) {
      // An in-page link must find its section.
      const html = await response.text();
      expect(html.includes(`id="${fragment}"`), `${link.href}: no element with that id`).toBe(true);
    }
  }
  // And one of them by clicking, as a visitor would.
  const target = liveLinks[0]!;
  const section = footer(page).getByRole("button", { name: target.column });
  if (await section.isVisible()) await section.click();
  await footer(page).getByRole("link", { name: target.label, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${target.href.replace(/[#/]/g, "\\$&")}$`));
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toHaveCount(0);
});

test("footer sections collapse and expand on phones", async ({ page, isMobile }) => {
  const about = footerColumns[0];
  const firstLink = footer(page).getByRole("link", { name: about.links[1].label, exact: true });
  const button = footer(page).getByRole("button", { name: about.title });
  if (!isMobile) {
    // Wide screens show every section open, with no toggles.
    await expect(button).toBeHidden();
    await expect(firstLink).toBeVisible();
    return;
  }
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(firstLink).toBeHidden();
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(firstLink).toBeVisible();
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(firstLink).toBeHidden();
});
