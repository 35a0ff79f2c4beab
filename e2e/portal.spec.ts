// The client portal in the browser: staff create an organisation and invite its people by
// e-mail; a member accepts, signs in and sees only their organisation; client and staff sessions
// never open each other's pages; axe finds nothing on the portal's pages.
import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { freshClient } from "./support/client-address";
import { linkMailedTo } from "./support/mail";
import { addStaffAccount, expectNoSideScroll, signIn } from "./support/staff";

const CLIENT_PASSWORD = "client portal passphrase 7";
const INVITATION_LINK = /http:\/\/[^\s]+\/login\/invitation\?token=[A-Za-z0-9_-]{43}/;

async function newClientPage(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  await context.setExtraHTTPHeaders(freshClient());
  return context.newPage();
}

/** As staff: a new organisation, with one person invited; returns its workspace address. */
async function organisationWithInvitation(
  page: Page,
  name: string,
  email: string,
  role: "Member" | "Administrator",
): Promise<string> {
  await page.goto("/staff/clients");
  await page.getByLabel("Organisation name").fill(name);
  await page.getByLabel("Plastic packaging registration (optional)").fill("PWP-TN-2026-001");
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  const url = new URL(page.url()).pathname;
  await page.getByLabel("Name", { exact: true }).fill(email.split("@")[0]!);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Role").selectOption(role === "Member" ? "member" : "admin");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent.")).toBeVisible();
  return url;
}

async function acceptAndSignIn(page: Page, email: string) {
  await page.goto(await linkMailedTo(email, INVITATION_LINK));
  await page.getByLabel("New password").fill(CLIENT_PASSWORD);
  await page.getByLabel("The same password again").fill(CLIENT_PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("Your password is saved.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("E-mail address")).toHaveValue(email);
  await page.getByLabel("Password").fill(CLIENT_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test.describe("client portal", () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders(freshClient());
  });

  test("invitation, sign-in and the separation of client and staff sessions", async ({
    page,
    browser,
  }) => {
    const tag = randomBytes(4).toString("hex");
    const email = `ravi-${tag}@acme.example`;
    await signIn(page, await addStaffAccount());
    const workspace = await organisationWithInvitation(page, `Acme ${tag}`, email, "Member");

    const client = await newClientPage(browser);
    await acceptAndSignIn(client, email);
    await expect(client).toHaveURL(/\/portal$/);
    await expect(client.getByRole("heading", { name: `Acme ${tag}` })).toBeVisible();
    await expect(client.getByText("PWP-TN-2026-001")).toBeVisible();
    await expectNoSideScroll(client);
    await expectNoAxeViolations(client);
    for (const path of ["/portal/people", "/portal/account"]) {
      await client.goto(path);
      await expectNoSideScroll(client);
      await expectNoAxeViolations(client);
    }
    // A member has no activity log; the page is not there for them.
    expect((await client.goto("/portal/activity"))?.status()).toBe(404);

    // A client session opens no staff page or export: each sends it to the staff sign-in.
    for (const path of [
      "/staff",
      "/staff/clients",
      workspace,
      "/staff/people",
      "/staff/operations",
    ]) {
      await client.goto(path);
      await expect(client, path).toHaveURL(/\/staff\/sign-in/);
    }
    const exported = await client.request.get("/staff/export", { maxRedirects: 0 });
    expect(exported.status()).not.toBe(200);
    // And a staff session opens no portal page.
    await page.goto("/portal/people");
    await expect(page).toHaveURL(/\/login\?next=%2Fportal%2Fpeople$/);

    // Staff view the portal as the client, read-only, and the view is recorded.
    await page.goto(`${workspace}/view`);
    await expect(page.getByRole("note")).toContainText("Viewing as the client, read-only.");
    await expect(page.getByText("PWP-TN-2026-001")).toBeVisible();
    await expect(page.locator("main form")).toHaveCount(0);
    await page.goto(workspace);
    await expect(page.getByText(/· view-as/)).toBeVisible();

    // Signing out ends the client session; the portal sends back to sign in, and then back.
    await client.goto("/portal");
    await client.getByRole("button", { name: "Sign out" }).click();
    await expect(client.getByText("You have signed out.")).toBeVisible();
    await client.goto("/portal/people");
    await expect(client).toHaveURL(/\/login\?next=%2Fportal%2Fpeople$/);
    await client.getByLabel("E-mail address").fill(email);
    await client.getByLabel("Password").fill(CLIENT_PASSWORD);
    await client.getByRole("button", { name: "Sign in" }).click();
    await expect(client).toHaveURL(/\/portal\/people$/, { timeout: 30_000 });

    // Staff suspend the person: signed out at once.
    await page.goto(workspace);
    await page.getByRole("button", { name: /^Suspend ravi-/ }).click();
    await expect(page.getByText("Person suspended and signed out.")).toBeVisible();
    await client.goto("/portal");
    await expect(client).toHaveURL(/\/login$/);
    // A used invitation does not work again.
    await client.goto(await linkMailedTo(email, INVITATION_LINK));
    await expect(
      client.getByRole("heading", { name: "This invitation does not work" }),
    ).toBeVisible();
  });
});
