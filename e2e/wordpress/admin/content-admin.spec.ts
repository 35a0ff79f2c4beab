// An editor in wp-admin saves values the website cannot use: the content plugin names the field
// and the expected form, keeps the entry a draft (or the setting's previous value), and keeps
// what the editor typed so it can be corrected.
import { expect, test } from "@playwright/test";
import {
  content,
  logIn,
  publish,
  saveSettings,
  showEntry,
  typeNewTeamMember,
  wordpressUrl,
} from "../../../tests/support/wordpress-content";

test.beforeAll(async () => {
  await content(["reset"]);
});
test.afterAll(async () => {
  await content(["reset"]);
});

test("a team member with a bad profile link is kept as a draft with a notice", async ({ page }) => {
  await logIn(page);
  await typeNewTeamMember(page, {
    role: "Plant manager",
    profileUrl: "http://www.linkedin.com/in/lakshmi",
    name: "Lakshmi Narayan",
  });
  await expect(page.getByRole("heading", { name: "Add new team member" })).toBeVisible();
  const profile = page.getByRole("textbox", { name: "Profile link" });
  await expect(profile).toHaveAccessibleDescription(/starting with https:\/\//);
  // WordPress answers the save with a redirect to the edit screen (message 10: draft saved).
  await publish(page, 10);

  const notice = page.locator(".ne-content-notice");
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("This team member was not published");
  await expect(notice).toContainText(
    "Profile link: expected a web address starting with https://, e.g. https://www.example.com",
  );
  // Core's own message says draft, not published.
  await expect(page.locator("#message")).toContainText("draft saved");
  await expect(page.locator("#post-status-display")).toHaveText("Draft");
  // What the editor typed is still there, marked and explained.
  await expect(profile).toHaveValue("http://www.linkedin.com/in/lakshmi");
  await expect(profile).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("textbox", { name: "Role", exact: true })).toHaveValue(
    "Plant manager",
  );

  const id = Number(new URL(page.url()).searchParams.get("post"));
  expect(await showEntry(id)).toMatchObject({ status: "draft", meta: { role: "Plant manager" } });
  expect((await fetch(`${wordpressUrl}/wp-json/wp/v2/team-members/${id}`)).status).toBe(401);

  // Corrected: published, and the notice is gone.
  await profile.fill("https://www.linkedin.com/in/lakshmi");
  await publish(page, 6);
  await expect(page.locator("#message")).toContainText("Team member published");
  await expect(page.locator(".ne-content-notice")).toHaveCount(0);
  expect(await showEntry(id)).toMatchObject({
    status: "publish",
    meta: { profile_url: "https://www.linkedin.com/in/lakshmi" },
  });
});

test("settings with a bad e-mail keep the previous value and say why", async ({ page }) => {
  await content(["settings", JSON.stringify({ email: "support@example.com" })]);
  await logIn(page);
  await page.goto(`${wordpressUrl}/wp-admin/options-general.php?page=nirmal-earth-settings`);
  await expect(page.getByRole("heading", { name: "Site contact and claims" })).toBeVisible();
  const email = page.getByRole("textbox", { name: "Main e-mail" });
  await expect(email).toHaveValue("support@example.com");
  await email.fill("support(at)example.com");
  await page.getByRole("textbox", { name: "Brands that trust us" }).fill("200+");
  await saveSettings(page);

  await expect(page.locator(".notice-error, .error").first()).toContainText(
    'Main e-mail: "support(at)example.com" is not an e-mail address; expected one such as name@example.com. The previous value was kept.',
  );
  await expect(email).toHaveValue("support@example.com");
  await expect(page.getByRole("textbox", { name: "Brands that trust us" })).toHaveValue("200+");
  const settings = (await (
    await fetch(`${wordpressUrl}/wp-json/nirmal-earth/v1/settings`)
  ).json()) as {
    email: string;
    claims: { brands_trust: string };
  };
  expect(settings.email).toBe("support@example.com");
  expect(settings.claims.brands_trust).toBe("200+");
});
