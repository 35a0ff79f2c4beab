// An editor in wp-admin saves values the website cannot use: the content plugin names the field
// and the expected form, keeps the entry a draft (or the setting's previous value), and keeps
// what the editor typed so it can be corrected.
import { expect, test } from "@playwright/test";
import { content, logIn, showEntry, wordpressUrl } from "../../../../scripts/lib/wordpress-content";

test.beforeAll(async () => {
  await content(["reset"]);
});
test.afterAll(async () => {
  await content(["reset"]);
});

test("a team member with a bad profile link is kept as a draft with a notice", async ({ page }) => {
  await logIn(page);
  await page.goto(`${wordpressUrl}/wp-admin/post-new.php?post_type=ne_team_member`);
  await expect(page.getByRole("heading", { name: "Add new team member" })).toBeVisible();
  await page.getByRole("textbox", { name: "Role", exact: true }).fill("Plant manager");
  const profile = page.getByRole("textbox", { name: "Profile link" });
  await expect(profile).toHaveAccessibleDescription(/starting with https:\/\//);
  await profile.fill("http://www.linkedin.com/in/lakshmi");
  // The name last: leaving a new entry's title field starts an autosave, during which WordPress
  // ignores the Publish button; publishing straight from the title cancels that autosave.
  await page.getByRole("textbox", { name: "Name" }).fill("Lakshmi Narayan");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  // WordPress answers the save with a redirect to the edit screen (message 10: draft saved).
  await page.waitForURL(/post\.php\?post=\d+&action=edit&message=10/, { timeout: 30_000 });

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
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.waitForURL(/message=6/, { timeout: 30_000 });
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
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.waitForURL(/settings-updated=true/, { timeout: 30_000 });

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
