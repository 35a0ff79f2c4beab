// The client portal in the browser: staff create an organisation and invite its people by
// e-mail; a member accepts, signs in (also without JavaScript) and sees only their organisation;
// an administrator must turn on two-factor sign-in first; client and staff sessions never open
// each other's pages; axe finds nothing on the portal's pages at either width.
import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { freshClient } from "./support/client-address";
import { linkMailedTo } from "./support/mail";
import { addStaffAccount, appCode, expectNoSideScroll, signIn } from "./support/staff";

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

  test("an administrator turns on two-factor sign-in before anything else, and invites a colleague", async ({
    page,
    browser,
  }) => {
    const tag = randomBytes(4).toString("hex");
    const email = `asha-${tag}@brand.example`;
    await signIn(page, await addStaffAccount());
    await organisationWithInvitation(page, `Brand ${tag}`, email, "Administrator");

    const client = await newClientPage(browser);
    await acceptAndSignIn(client, email);
    await expect(client).toHaveURL(/\/portal\/account\?setup=two-factor$/, { timeout: 30_000 });
    await client.goto("/portal/people");
    await expect(client).toHaveURL(/\/portal\/account\?setup=two-factor$/);
    await client.getByLabel("Your password, to set it up").fill(CLIENT_PASSWORD);
    await client.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const key = (await client.locator("#two-factor-secret").textContent()) ?? "";
    await client.getByLabel("Type the 6-digit code the app now shows").fill(appCode(key));
    await client.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(client.getByText("Two-factor sign-in is on.")).toBeVisible({ timeout: 30_000 });

    await client.goto("/portal/people");
    const colleague = `meena-${tag}@brand.example`;
    await client.getByLabel("Name").fill("Meena");
    await client.getByLabel("E-mail address").fill(colleague);
    await client.getByRole("button", { name: "Send invitation" }).click();
    await expect(client.getByText("Invitation sent.")).toBeVisible();
    await expect(client.getByText(`Waiting for: ${colleague}`)).toBeVisible();
    await linkMailedTo(colleague, INVITATION_LINK);
    await client.goto("/portal/activity");
    await expect(client.getByRole("cell", { name: "person.invited" })).toBeVisible();
    await expectNoAxeViolations(client);

    // Next time, the second step asks for the app's code.
    await client.context().clearCookies();
    await client.goto("/login");
    await client.getByLabel("E-mail address").fill(email);
    await client.getByLabel("Password").fill(CLIENT_PASSWORD);
    await client.getByRole("button", { name: "Sign in" }).click();
    await expect(client).toHaveURL(/\/login\/two-factor$/, { timeout: 30_000 });
    await client.getByLabel("Code from your authenticator app").fill(appCode(key));
    await client.getByRole("button", { name: "Verify" }).click();
    await expect(client).toHaveURL(/\/portal$/, { timeout: 30_000 });
  });

  test("signs in without JavaScript", async ({ page, browser }) => {
    const tag = randomBytes(4).toString("hex");
    const email = `nojs-${tag}@acme.example`;
    await signIn(page, await addStaffAccount());
    await organisationWithInvitation(page, `NoScript ${tag}`, email, "Member");
    const client = await newClientPage(browser, false);
    await acceptAndSignIn(client, email);
    await expect(client).toHaveURL(/\/portal$/, { timeout: 30_000 });
    await expect(client.getByRole("heading", { name: `NoScript ${tag}` })).toBeVisible();
    // A wrong password is said in the form, the address kept.
    await client.context().clearCookies();
    await client.goto("/login");
    await client.getByLabel("E-mail address").fill(email);
    await client.getByLabel("Password").fill("not the password at all");
    await client.getByRole("button", { name: "Sign in" }).click();
    await expect(client.locator("#portal-sign-in-alert")).toContainText("do not match");
    await expect(client.getByLabel("E-mail address")).toHaveValue(email);
    await expectNoAxeViolations(client);
  });
});
