// The staff workspace in the browser: the whole journey of a lead, sign-in failures and lockout.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { freshClient } from "./support/client-address";
import {
  addStaffAccount,
  appCode,
  expectNoSideScroll,
  signIn,
  signInAlert,
  STAFF_PASSWORD,
  staffCommand,
  wrongCode,
} from "./support/staff";

/** What the width changes on a staff page: nothing overflows it sideways, and axe is content. */
async function expectPhoneLayout(page: Page) {
  await expectNoSideScroll(page);
  await expectNoAxeViolations(page);
}

test.describe("staff workspace", () => {
  // Password hashing is slow by design, and the journey has many steps.
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders(freshClient());
  });

  // The long flows below (and the account's in staff-security.spec.ts) run at 1280 px only
  // (@any-viewport): what they do cannot differ with the width, and what the width does change,
  // each staff page and state laid out at 375 px, is checked by the @mobile-only test at the end.
  test(
    "from the public contact form to erasure and sign out",
    { tag: "@any-viewport" },
    async ({ page, request }) => {
      const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
      const visitorEmail = `visitor-${tag}@example.com`;
      const visitorName = `Meera ${tag}`;

      await page.goto("/contact-us");
      const form = page.locator("#contact");
      await form.getByLabel("Name").fill(visitorName);
      await form.getByLabel("Phone").fill("98450 12345");
      await form.getByLabel("Email").fill(visitorEmail);
      await form.getByLabel(/Comments/).fill('=HYPERLINK("http://example.com") weekly pickup');
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(form.getByRole("heading", { name: /Thank you, Meera/ })).toBeVisible({
        timeout: 15_000,
      });

      const staffEmail = await addStaffAccount();
      await signIn(page, staffEmail);
      await expect(page).toHaveURL(/\/staff$/);
      await expect(page.getByRole("heading", { name: "Leads inbox" })).toBeVisible();
      await expectNoSideScroll(page);
      await expectNoAxeViolations(page);

      await page.getByLabel("Search").fill(visitorEmail);
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page.getByText("1 lead matches.")).toBeVisible();
      await page.getByRole("link", { name: visitorName }).click();
      await expect(page.getByRole("heading", { name: visitorName })).toBeVisible();
      const leadUrl = page.url();
      expect(leadUrl).toMatch(/\/staff\/leads\/[0-9a-f-]{36}$/);
      await expect(page.getByText("/contact-us", { exact: true })).toBeVisible();

      await page.getByLabel("Status").selectOption("contacted");
      await page.getByRole("button", { name: "Save status" }).click();
      await expect(page.getByRole("status")).toHaveText("Status saved.");
      await expect(page.getByText(`${staffEmail} · status`)).toBeVisible();
      await expect(page.getByRole("region", { name: "History" })).toContainText("Contacted");

      // Over the limit (the box stops typing at it; a crafted post does not): refused under it.
      const noteBox = page.getByLabel("Add a note");
      await expect(noteBox).toHaveAccessibleDescription("Up to 2,000 characters.");
      await noteBox.evaluate((box) => box.removeAttribute("maxlength"));
      await noteBox.fill("x".repeat(2001));
      await page.getByRole("button", { name: "Add note" }).click();
      await expect(noteBox).toHaveAccessibleDescription(
        "Up to 2,000 characters. A note can be at most 2,000 characters.",
      );
      await page.getByLabel("Add a note").fill("Called back, wants a quote on Monday.");
      await page.getByRole("button", { name: "Add note" }).click();
      await expect(page.getByRole("status")).toHaveText("Note added.");
      await expect(page.getByText("Called back, wants a quote on Monday.")).toBeVisible();
      await expectNoSideScroll(page);
      await expectNoAxeViolations(page);

      const csvUrl = `/staff/export?q=${encodeURIComponent(visitorEmail)}`;
      const cookies = (await page.context().cookies())
        .map((c) => `${c.name}=${c.value}`)
        .join("; ");
      const csv = await request.get(csvUrl, { headers: { cookie: cookies } });
      expect(csv.status()).toBe(200);
      expect(csv.headers()["content-type"]).toContain("text/csv");
      const body = await csv.body();
      // UTF-8 with a byte-order mark, which Excel needs to read it as UTF-8.
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = body.subarray(3).toString("utf8");
      expect(text.split("\r\n")[0]).toBe(
        "id,received_ist,kind,company,name,phone,email,service,epr_type,pickup_area,waste_type,waste_volume,pickup_frequency,message,estimate,estimate_link,source_page,marketing_opt_in,privacy_notice_version,status,customer,owner,follow_up_on,notes,last_change_ist",
      );
      expect(text).toContain(visitorEmail);
      // The status just saved, no customer mark, no owner yet, and the note with who wrote it.
      expect(text).toContain(",contacted,no,,,");
      expect(text).toContain(`${staffEmail}: Called back, wants a quote on Monday.`);
      // A phone stays a phone: no apostrophe before it.
      expect(text).toContain(",+919845012345,");
      // The message starts with "=": exported with a leading apostrophe, never as a formula.
      expect(text).toContain(`"'=HYPERLINK(""http://example.com"") weekly pickup"`);

      await page
        .getByRole("navigation", { name: "Staff" })
        .getByRole("link", { name: "Find a person" })
        .click();
      await page.getByLabel("E-mail address or phone number").fill(visitorEmail);
      await page.getByRole("button", { name: "Find" }).click();
      await expect(page.getByRole("heading", { name: "1 record found" })).toBeVisible();
      await expectNoSideScroll(page);
      await page.getByLabel("I confirm: erase all records of this person").check();
      await page.getByRole("button", { name: "Erase all 1" }).click();
      await expect(page.getByRole("status")).toContainText("Erased 1 lead.");

      const after = await request.get(csvUrl, { headers: { cookie: cookies } });
      expect(await after.text()).not.toContain(visitorEmail);
      await page.goto(leadUrl);
      await expect(page.getByRole("heading", { name: visitorName })).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("No such lead");
      await page.getByRole("link", { name: "Back to the inbox" }).click();
      await expect(page.getByRole("heading", { name: "Leads inbox" })).toBeVisible();

      await page.goto("/staff");
      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page).toHaveURL(/\/staff\/sign-in$/);
      await page.goto("/staff");
      await expect(page).toHaveURL(/\/staff\/sign-in$/);
      // The old cookie is dead on the server too, not only removed from this browser.
      const stale = await request.get(csvUrl, { headers: { cookie: cookies } });
      expect(stale.status()).toBe(401);
    },
  );

  test(
    "a lead's page: retry a refused delivery, correct the person's details, withdraw consent",
    { tag: "@any-viewport" },
    async ({ page, request }) => {
      const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
      const created = await request.post("/api/leads", {
        data: {
          kind: "contact",
          name: `Ravi ${tag}`,
          company: "RaviPackaging".repeat(10),
          phone: "9845012345",
          email: `ravi-${tag}@example.com`,
          // The e2e webhook receiver refuses the first delivery of a lead saying this. The long
          // unbroken words (a pasted link, say, and the company) must wrap, not widen the inbox or
          // the lead's page.
          message: `Weekly pickup please [refuse first delivery] ${"https://example.com/".padEnd(400, "x")}`,
          page: "/contact-us",
          marketingOptIn: true,
        },
        headers: freshClient(),
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };

      await signIn(page, await addStaffAccount());
      await expect(page).toHaveURL(/\/staff$/);
      // The filters beyond the search are folded away until opened, and stay open while in use.
      await expect(page.getByLabel("Kind")).toBeHidden();
      await page.getByText("More filters").click();
      await page.getByLabel("Kind").selectOption("contact");
      await page.getByLabel("Search").fill(`ravi-${tag}@example.com`);
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page.getByText("1 lead matches.")).toBeVisible();
      await expect(page.getByText("More filters (1 in use)")).toBeVisible();
      await expect(page.getByLabel("Kind")).toHaveValue("contact");
      await expectNoSideScroll(page);
      // Days the wrong way round: said under "To", not left as a bare "0 leads".
      const filtered = page.url();
      await page.getByLabel("From", { exact: true }).fill("2026-11-02");
      await page.getByLabel("To", { exact: true }).fill("2026-11-01");
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page.getByText("0 leads match.")).toBeVisible();
      await expect(page.getByLabel("To", { exact: true })).toHaveAccessibleDescription(
        "This is before “From”, so no lead can match.",
      );
      await page.goto(filtered);
      await expect(page.getByText("1 lead matches.")).toBeVisible();
      await page.getByRole("link", { name: `Ravi ${tag}` }).click();
      await expect(page).toHaveURL(new RegExp(`/staff/leads/${id}$`));
      await expect(page.getByRole("heading", { name: `Ravi ${tag}` })).toBeVisible();
      await expectNoSideScroll(page);

      // The first attempt runs just after the visitor's answer; wait until it has been refused.
      const deliveries = page.getByRole("table", { name: "Deliveries of this lead" });
      const webhook = deliveries.getByRole("row", { name: /webhook/i });
      await expect(async () => {
        await page.reload();
        await expect(webhook).toContainText("webhook HTTP 503", { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      await expect(webhook.getByRole("cell").first()).toHaveText("pending");
      await expect(webhook.getByRole("cell").nth(1)).toHaveText("1");
      await page.getByRole("button", { name: "Retry now" }).click();
      await expect(page.getByRole("status")).toHaveText(/Deliveries retried/);
      await expect(webhook.getByRole("cell").first()).toHaveText(/^sent \(/);
      await expect(webhook.getByRole("cell").nth(1)).toHaveText("2");
      await expect(page.getByRole("button", { name: "Retry now" })).toHaveCount(0);
      // Who asked for the retry, in the lead's history.
      await expect(page.getByRole("region", { name: "History" })).toContainText(
        /delivery retried: (e-mail, )?webhook/,
      );

      const details = page.getByRole("region", { name: "Details" });
      await page.getByLabel("Name", { exact: true }).fill(`Ravi Kumar ${tag}`);
      await page.getByLabel("Phone", { exact: true }).fill("not a phone");
      await page.getByRole("button", { name: "Save corrections" }).click();
      // Refused under the field, which takes the focus; nothing typed is lost, nothing saved.
      const phone = page.getByLabel("Phone", { exact: true });
      await expect(phone).toHaveAccessibleDescription(
        "Enter an Indian phone number, like 98765 43210. Nothing was changed.",
      );
      await expect(phone).toBeFocused();
      await expect(phone).toHaveValue("not a phone");
      await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`Ravi Kumar ${tag}`);
      await expect(page.getByRole("heading", { name: `Ravi ${tag}`, exact: true })).toBeVisible();
      await phone.fill("99000 11223");
      await page.getByRole("button", { name: "Save corrections" }).click();
      await expect(
        page.getByRole("region", { name: "The person's requests" }).getByRole("status"),
      ).toHaveText("Corrections saved.");
      await expect(phone).not.toHaveAttribute("aria-invalid");
      await expect(page.getByRole("heading", { name: `Ravi Kumar ${tag}` })).toBeVisible();
      await expect(details).toContainText(`Ravi Kumar ${tag}`);
      await expect(details).toContainText("+91 99000 11223");
      await expect(details).not.toContainText("98450");
      // The history names the corrected fields, never their old values.
      const history = page.getByRole("region", { name: "History" });
      await expect(history).toContainText("corrected: name, phone");
      await expect(history).not.toContainText(`Ravi ${tag}`);

      await expect(details).toContainText(/Marketing opt-in\s*Yes/);
      await page.getByRole("button", { name: "Withdraw marketing consent" }).click();
      await expect(page).toHaveURL(/\?done=opt-out$/);
      await expect(page.getByRole("status")).toHaveText("Marketing consent withdrawn.");
      await expect(details).toContainText(/Marketing opt-in\s*No/);
      await expect(page.getByText("No marketing consent is held for this lead.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Withdraw marketing consent" })).toHaveCount(0);
      await expect(history).toContainText("marketing consent withdrawn");
      await expectNoSideScroll(page);
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: "Erase lead" }).click();
      const confirm = page.getByLabel("I confirm: erase this lead");
      await expect(confirm).toHaveAccessibleDescription("Tick the box to confirm the erasure.");
      await expect(confirm).toBeFocused();
      await expectNoAxeViolations(page);
      await confirm.check();
      await page.getByRole("button", { name: "Erase lead" }).click();
      await expect(page).toHaveURL(/\/staff\?done=erased$/);
    },
  );

  // A command, a refused password, the lockout and the rate limit: the width cannot change them.
  test(
    "npm run leads:export reads the leads through the running server",
    { tag: "@any-viewport" },
    async ({ request }) => {
      const email = `exported-${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
      const created = await request.post("/api/leads", {
        data: {
          kind: "contact",
          name: "Export Check",
          phone: "9845012347",
          email,
          message: "",
          page: "/contact-us",
        },
        headers: freshClient(),
      });
      expect(created.status()).toBe(201);
      // The server holds the embedded database: opened directly, the command would be refused.
      const csv = staffCommand("leads-export", ["--format", "csv"]);
      expect(csv.split("\r\n")[0]).toMatch(/^id,received_ist,kind,company,name,/);
      expect(csv).toContain(email);
      const json = JSON.parse(
        staffCommand("leads-export", ["--format", "json", "--since", "2999-01-01"]),
      ) as unknown[];
      expect(json).toEqual([]);
    },
  );

  test(
    "a wrong password is refused and keeps the typed address",
    { tag: "@any-viewport" },
    async ({ page }) => {
      const email = await addStaffAccount();
      await signIn(page, email, "not the password at all");
      await expect(signInAlert(page)).toHaveText(/do not match an account/);
      await expect(page.getByLabel("E-mail address")).toHaveValue(email);
      await expect(page).toHaveURL(/\/staff\/sign-in$/);
      await expectNoAxeViolations(page);
    },
  );

  test(
    "five failures lock the account, even for the right password",
    { tag: "@any-viewport" },
    async ({ page }) => {
      const email = await addStaffAccount();
      for (let i = 0; i < 4; i++) {
        await signIn(page, email, `wrong password number ${i}`);
        await expect(signInAlert(page)).toHaveText(/do not match an account/);
      }
      await signIn(page, email, "wrong password number 5");
      await expect(signInAlert(page)).toHaveText(/locked for 15 minutes/);
      await signIn(page, email, STAFF_PASSWORD);
      await expect(signInAlert(page)).toHaveText(/locked for 15 minutes/);
      await page.goto("/staff");
      await expect(page).toHaveURL(/\/staff\/sign-in$/);
    },
  );

  test(
    "too many attempts from one address are rate-limited",
    { tag: "@any-viewport" },
    async ({ page }) => {
      let limited = false;
      for (let i = 0; i < 12 && !limited; i++) {
        await signIn(page, `nobody-${i}-${Date.now()}@example.com`, "whatever password");
        const alert = await signInAlert(page).textContent();
        limited = /Too many attempts from here/.test(alert ?? "");
      }
      expect(limited).toBe(true);
    },
  );

  test("works by keyboard alone", async ({ page }) => {
    const email = await addStaffAccount();
    await page.goto("/staff/sign-in");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("E-mail address")).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(STAFF_PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/staff$/, { timeout: 60_000 });
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Inbox" })).toBeFocused();
  });
  test(
    "every staff page and state at 375 px: no sideways page scroll, axe",
    { tag: "@mobile-only" },
    async ({ page, request }) => {
      const tag = randomUUID().slice(0, 8);
      const visitorEmail = `phone-${tag}@example.com`;
      // Long unbroken words (a pasted link, the company) must wrap, not widen the pages.
      const created = await request.post("/api/leads", {
        data: {
          kind: "contact",
          name: `Phone ${tag}`,
          company: "PhonePackaging".repeat(10),
          phone: "9845012345",
          email: visitorEmail,
          message: `Weekly pickup please ${"https://example.com/".padEnd(400, "x")}`,
          page: "/contact-us",
          marketingOptIn: true,
        },
        headers: freshClient(),
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const email = await addStaffAccount();

      // Sign-in, refused.
      await signIn(page, email, "not the password at all");
      await expect(signInAlert(page)).toHaveText(/do not match an account/);
      await expectPhoneLayout(page);

      // The inbox: as it opens, filtered to the long lead, and with days the wrong way round.
      await signIn(page, email);
      await expect(page).toHaveURL(/\/staff$/);
      await expect(page.getByRole("heading", { name: "Leads inbox" })).toBeVisible();
      await expectPhoneLayout(page);
      await page.getByText("More filters").click();
      await page.getByLabel("Search").fill(visitorEmail);
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page.getByText("1 lead matches.")).toBeVisible();
      await expectPhoneLayout(page);
      const filtered = page.url();
      await page.getByText("More filters").click();
      await page.getByLabel("From", { exact: true }).fill("2026-11-02");
      await page.getByLabel("To", { exact: true }).fill("2026-11-01");
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page.getByLabel("To", { exact: true })).toHaveAccessibleDescription(
        "This is before “From”, so no lead can match.",
      );
      await expectPhoneLayout(page);

      // The lead's page: its deliveries table sits in its own focusable region, which scrolls
      // sideways if the table is wider than the phone, never the page; then a saved status, a
      // refused correction and the erasure's confirmation.
      await page.goto(filtered);
      await page.getByRole("link", { name: `Phone ${tag}` }).click();
      await expect(page).toHaveURL(new RegExp(`/staff/leads/${id}$`));
      const deliveries = page.getByRole("region", { name: "Delivery attempts" });
      await expect(
        deliveries.getByRole("table", { name: "Deliveries of this lead" }),
      ).toBeVisible();
      await expect(deliveries).toHaveAttribute("tabindex", "0");
      await expectPhoneLayout(page);
      await page.getByLabel("Status").selectOption("contacted");
      await page.getByRole("button", { name: "Save status" }).click();
      await expect(page.getByRole("status")).toHaveText("Status saved.");
      await expectPhoneLayout(page);
      await page.getByLabel("Add a note").fill("Called back, wants a quote on Monday.");
      await page.getByRole("button", { name: "Add note" }).click();
      await expect(page.getByRole("status")).toHaveText("Note added.");
      await expectPhoneLayout(page);
      await page.getByRole("button", { name: "Withdraw marketing consent" }).click();
      await expect(page.getByRole("status")).toHaveText("Marketing consent withdrawn.");
      await expect(page.getByText("No marketing consent is held for this lead.")).toBeVisible();
      await expectPhoneLayout(page);
      await page.getByLabel("Phone", { exact: true }).fill("not a phone");
      await page.getByRole("button", { name: "Save corrections" }).click();
      await expect(page.getByLabel("Phone", { exact: true })).toHaveAccessibleDescription(
        /Enter an Indian phone number/,
      );
      await expectPhoneLayout(page);
      await page.getByRole("button", { name: "Erase lead" }).click();
      await expect(page.getByLabel("I confirm: erase this lead")).toHaveAccessibleDescription(
        "Tick the box to confirm the erasure.",
      );
      await expectPhoneLayout(page);

      // Finding a person, with the erasure form, and an address of no lead.
      await page
        .getByRole("navigation", { name: "Staff" })
        .getByRole("link", { name: "Find a person" })
        .click();
      // The address changes before React commits the new page (its content and its <title>):
      // axe run in between found a document without a title, on a loaded machine.
      await expect(page.getByLabel("E-mail address or phone number")).toBeVisible();
      await expectPhoneLayout(page);
      await page.getByLabel("E-mail address or phone number").fill(visitorEmail);
      await page.getByRole("button", { name: "Find" }).click();
      await expect(page.getByRole("heading", { name: "1 record found" })).toBeVisible();
      await expectPhoneLayout(page);
      await page.goto(`/staff/leads/${randomUUID()}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("No such lead");
      await expectPhoneLayout(page);

      // The account: a refused and a done password change, then each step of two-factor sign-in.
      await page
        .getByRole("navigation", { name: "Staff" })
        .getByRole("link", { name: "Account" })
        .click();
      await expect(page.getByRole("heading", { name: "Account", level: 1 })).toBeVisible();
      await expectPhoneLayout(page);
      const password = page.getByRole("region", { name: "Password" });
      await password.getByLabel("Current password").fill(STAFF_PASSWORD);
      await password.getByLabel("New password", { exact: true }).fill("another long password 17");
      await password.getByLabel("New password again").fill("a different password 18");
      await password.getByRole("button", { name: "Change password" }).click();
      await expect(password.getByLabel("New password again")).toHaveAccessibleDescription(/differ/);
      await expectPhoneLayout(page);
      const newPassword = "another long password 17";
      await password.getByLabel("Current password").fill(STAFF_PASSWORD);
      await password.getByLabel("New password", { exact: true }).fill(newPassword);
      await password.getByLabel("New password again").fill(newPassword);
      await password.getByRole("button", { name: "Change password" }).click();
      await expect(page.getByRole("status")).toHaveText(/Password changed/, { timeout: 60_000 });
      await expectPhoneLayout(page);
      const twoFactor = page.getByRole("region", { name: "Two-factor sign-in" });
      await twoFactor.getByLabel("Your password, to set it up").fill(newPassword);
      await twoFactor.getByRole("button", { name: "Set up two-factor sign-in" }).click();
      await expect(twoFactor.getByRole("img", { name: /QR code/ })).toBeVisible({
        timeout: 60_000,
      });
      await expectPhoneLayout(page);
      const key = (await twoFactor.locator("#two-factor-secret").textContent()) ?? "";
      await twoFactor.getByLabel("Type the 6-digit code the app now shows").fill(appCode(key));
      await twoFactor.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
      await expect(twoFactor.getByRole("list", { name: "Backup codes" })).toBeVisible();
      await expectPhoneLayout(page);
      await page.reload();
      await expect(twoFactor).toContainText("On.");
      await expectPhoneLayout(page);

      // The code step at sign-in, refused once.
      await page.getByRole("button", { name: "Sign out", exact: true }).click();
      await expect(page).toHaveURL(/\/staff\/sign-in$/);
      await signIn(page, email, newPassword);
      await expect(page).toHaveURL(/\/staff\/sign-in\/two-factor$/);
      await expectPhoneLayout(page);
      await page.getByLabel("Code from your authenticator app").fill(wrongCode(appCode(key)));
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page.locator("#totp-alert")).toHaveText(/That code is not right/);
      await expectPhoneLayout(page);
    },
  );
});
