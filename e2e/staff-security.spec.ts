// Every staff page, export and server action refuses anonymous and forged requests; a refused
// action changes nothing; staff responses are never cached or indexed; the account's password
// and two-factor flows, with and without JavaScript.
//
// The whole file runs at 1280 px only (anyViewportSpecs in playwright.config.ts): answers,
// redirects, cookies, headers and the flows' steps cannot differ with the width. The pages these
// flows show (the account's password and two-factor states, the code step at sign-in, a lead's
// page, an address of no lead) are laid out at 375 px by the @mobile-only test of staff.spec.ts.
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { freshClient } from "./support/client-address";
import {
  addStaffAccount,
  addStaffAccountWithCommand,
  appCode,
  expectNoSideScroll,
  signIn,
  signInAlert,
  STAFF_PASSWORD,
  staffCommand,
  wrongCode,
} from "./support/staff";

const PAGES = [
  "/staff",
  "/staff?q=a",
  "/staff/people",
  "/staff/people?q=a%40example.com",
  "/staff/account",
  "/staff/operations",
  `/staff/leads/${randomUUID()}`,
];
const FORGED = [
  "",
  "nirmal-staff.session_token=forged-token.forged-signature",
  `nirmal-staff.session_token=${randomUUID()}.${"A".repeat(43)}%3D`,
  "__Secure-nirmal-staff.session_token=forged.sig",
];

const twoFactorSection = (page: Page) => page.getByRole("region", { name: "Two-factor sign-in" });

async function openAccount(page: Page) {
  await page
    .getByRole("navigation", { name: "Staff" })
    .getByRole("link", { name: "Account" })
    .click();
  await expect(page.getByRole("heading", { name: "Account", level: 1 })).toBeVisible();
}

/** Turns two-factor sign-in on from the account page; returns the key shown for manual entry. */
async function enrolTwoFactor(page: Page): Promise<string> {
  const section = twoFactorSection(page);
  await expect(section).toContainText("Off.");
  await section.getByLabel("Your password, to set it up").fill("not the password at all");
  await section.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(section.getByLabel("Your password, to set it up")).toHaveAccessibleDescription(
    /That password is not right/,
    { timeout: 60_000 },
  );
  await section.getByLabel("Your password, to set it up").fill(STAFF_PASSWORD);
  await section.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(section.getByRole("img", { name: /QR code/ })).toBeVisible({ timeout: 60_000 });
  await expectNoSideScroll(page);
  const key = (await section.locator("#two-factor-secret").textContent()) ?? "";
  expect(key.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{16,}$/);

  const codeField = section.getByLabel("Type the 6-digit code the app now shows");
  const wrong = wrongCode(appCode(key));
  await codeField.fill(wrong);
  await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(
    section.getByLabel("Type the 6-digit code the app now shows"),
  ).toHaveAccessibleDescription(/That code is not right/);
  // What was typed is kept, and the same key is still shown for another try.
  await expect(section.getByLabel("Type the 6-digit code the app now shows")).toHaveValue(wrong);
  await expect(section.locator("#two-factor-secret")).toHaveText(key);
  await expect(section.getByRole("img", { name: /QR code/ })).toBeVisible();

  await section.getByLabel("Type the 6-digit code the app now shows").fill(appCode(key));
  await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(section.getByRole("status")).toContainText("Two-factor sign-in is on");
  const backupCodes = await section
    .getByRole("list", { name: "Backup codes" })
    .getByRole("listitem")
    .allTextContents();
  expect(backupCodes).toHaveLength(10);
  await expectNoSideScroll(page);
  // Shown once: the page itself no longer has them.
  await page.reload();
  await expect(twoFactorSection(page)).toContainText("On.");
  await expect(page.getByText(backupCodes[0]!)).toHaveCount(0);
  return key;
}

/** Turning it off takes the password and a code: each refusal says which was wrong. */
async function disableTwoFactor(page: Page, key: string) {
  const section = twoFactorSection(page);
  const password = section.getByLabel("Your password, to turn it off");
  const code = section.getByLabel("Code from your authenticator app");
  const turnOff = section.getByRole("button", { name: "Turn off two-factor sign-in" });
  await password.fill("not the password at all");
  await code.fill(appCode(key));
  await turnOff.click();
  await expect(password).toHaveAccessibleDescription(/That password is not right/, {
    timeout: 60_000,
  });
  const wrong = wrongCode(appCode(key));
  await password.fill(STAFF_PASSWORD);
  await code.fill(wrong);
  await turnOff.click();
  await expect(code).toHaveAccessibleDescription(/That code is not right/, { timeout: 60_000 });
  await expect(code).toHaveValue(wrong);
  await expect(twoFactorSection(page)).toContainText("On.");
  await password.fill(STAFF_PASSWORD);
  await code.fill(appCode(key));
  await turnOff.click();
  await expect(page.getByRole("status")).toHaveText(/Two-factor sign-in is off/, {
    timeout: 60_000,
  });
  await expect(twoFactorSection(page)).toContainText("Off.");
}

async function expectRefused(request: APIRequestContext, path: string, cookie: string) {
  const response = await request.get(path, { headers: cookie ? { cookie } : {}, maxRedirects: 0 });
  if (path.startsWith("/staff/export")) {
    expect(response.status(), `${path} with "${cookie}"`).toBe(401);
    // It links to signing in, which leads back to the inbox with the export's filters; nothing
    // of the query becomes markup, and the link never leaves the workspace.
    const body = await response.text();
    expect(body).not.toContain("<img");
    const href = /<a href="([^"]*)">Sign in to the staff workspace/.exec(body)?.[1];
    expect(href).toMatch(/^\/staff\/sign-in(\?next=%2Fstaff[%\w.+-]*)?$/);
    if (path === "/staff/export") expect(href).toBe("/staff/sign-in");
    if (path === "/staff/export?kind=contact") {
      expect(href).toBe(`/staff/sign-in?next=${encodeURIComponent("/staff?kind=contact")}`);
    }
  } else {
    expect(response.status(), `${path} with "${cookie}"`).toBe(307);
    // To sign in, then back to the page asked for (the inbox needs no mention; a person searched
    // for is not carried into another address).
    const asked = path.startsWith("/staff/people") ? "/staff/people" : path;
    const back = asked === "/staff" ? "" : `?next=${encodeURIComponent(asked)}`;
    expect(response.headers().location).toBe(`/staff/sign-in${back}`);
  }
  expect(await response.text()).not.toContain("Leads inbox");
}

test.describe("staff security", () => {
  // Password hashing is slow by design, and the journey has many steps.
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders(freshClient());
  });

  test("pages and the export refuse anonymous and forged sessions", async ({ request }) => {
    for (const cookie of FORGED) {
      for (const path of [
        ...PAGES,
        "/staff/export",
        "/staff/export?kind=contact",
        '/staff/export?q="><img src=x onerror=alert(1)>&source=//evil.example',
      ]) {
        await expectRefused(request, path, cookie);
      }
    }
  });

  test("signing in leads back to the page asked for, and never off the workspace", async ({
    page,
  }) => {
    const email = await addStaffAccount();
    const lead = `/staff/leads/${randomUUID()}`;
    await page.goto(lead);
    await expect(page).toHaveURL(`/staff/sign-in?next=${encodeURIComponent(lead)}`);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(lead);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No such lead");
    // Signed in, a sign-in address goes straight on, but only within the workspace.
    await page.goto(`/staff/sign-in?next=${encodeURIComponent("/staff/people")}`);
    await expect(page).toHaveURL("/staff/people");
    for (const next of ["https://evil.example/", "//evil.example", "/contact-us"]) {
      await page.goto(`/staff/sign-in?next=${encodeURIComponent(next)}`);
      await expect(page).toHaveURL(/\/staff$/);
    }
  });

  test("the local channel and better-auth's API are not open to the public", async ({
    request,
  }) => {
    const add = await request.post("/api/staff/internal/accounts", {
      data: { email: "intruder@example.com", password: "a long intruder password" },
      headers: { authorization: "Bearer guessed" },
    });
    expect(add.status()).toBe(404);
    const retention = await request.post("/api/staff/internal/retention", { data: {} });
    expect(retention.status()).toBe(404);
    const signUp = await request.post("/api/staff/auth/sign-up/email", {
      data: { email: "intruder@example.com", password: "a long intruder password", name: "x" },
    });
    expect(signUp.status()).toBe(404);
  });

  test("server actions refuse a request without a valid session and change nothing", async ({
    page,
    playwright,
    request,
  }) => {
    const visitor = `action-check-${randomUUID()}@example.com`;
    const created = await request.post("/api/leads", {
      data: {
        kind: "contact",
        name: "Action Check",
        phone: "9845012345",
        email: visitor,
        message: "",
        page: "/contact-us",
      },
      headers: freshClient(),
    });
    expect(created.status()).toBe(201);
    const { id: leadId } = (await created.json()) as { id: string };
    const email = await addStaffAccount();
    await signIn(page, email);
    await expect(page).toHaveURL(/\/staff$/);
    await page.goto(`/staff/leads/${leadId}`);
    const leadUrl = new URL(page.url());
    const statusBefore = await page.getByLabel("Status").inputValue();
    const forms = await page
      .locator("form")
      .evaluateAll((nodes) =>
        nodes.map((form) =>
          Array.from(form.querySelectorAll("input[type=hidden]")).map(
            (i) => (i as HTMLInputElement).name,
          ),
        ),
      );
    const actionIds = forms.flat().filter((name) => name.startsWith("$ACTION_ID_"));
    expect(actionIds.length).toBeGreaterThanOrEqual(5);

    for (const cookie of FORGED) {
      const anonymous = await playwright.request.newContext({
        baseURL: leadUrl.origin,
        extraHTTPHeaders: freshClient(),
      });
      for (const actionId of actionIds) {
        const response = await anonymous.post(leadUrl.pathname, {
          multipart: {
            [actionId]: "",
            leadId,
            status: "lost",
            note: "forged note",
            customer: "yes",
            confirm: "erase",
            name: "Forged",
            company: "",
            email: "forged@example.com",
            phone: "9845012345",
          },
          headers: cookie ? { cookie } : {},
          maxRedirects: 0,
        });
        expect(response.status(), `${actionId} with "${cookie}"`).toBeLessThan(500);
        expect([303, 307, 200]).toContain(response.status());
        if (response.status() !== 200)
          expect(response.headers().location).toMatch(/\/staff\/sign-in$/);
      }
      await anonymous.dispose();
    }
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.getByLabel("Status").inputValue()).toBe(statusBefore);
    await expect(page.getByText("forged note")).toHaveCount(0);
    await expect(page.getByText("Forged", { exact: true })).toHaveCount(0);
  });

  test("staff responses are private, uncached and not indexed", async ({ page, request }) => {
    const signInPage = await request.get("/staff/sign-in");
    expect(signInPage.headers()["cache-control"]).toContain("no-store");
    expect(signInPage.headers()["x-robots-tag"]).toContain("noindex");
    expect(await signInPage.text()).toContain('content="noindex, nofollow');
    const sitemap = await request.get("/sitemap.xml");
    expect(await sitemap.text()).not.toMatch(/<loc>[^<]*\/staff(\/[^<]*)?<\/loc>/);
    await page.goto("/staff/sign-in");
    const cookie = (await page.context().cookies()).find((c) => c.name.includes("nirmal-staff"));
    expect(cookie).toBeUndefined();
  });

  test("filters and searches in the address that the database cannot take answer the page", async ({
    page,
  }) => {
    await signIn(page, await addStaffAccount());
    await expect(page).toHaveURL(/\/staff$/);
    for (const [path, heading] of [
      ["/staff?q=%00", "Leads inbox"],
      ["/staff?q=a%00b&source=%2Fa%00&from=0001-01-01&to=2026-02-30", "Leads inbox"],
      ["/staff/people?q=a%00%40example.com", "Find a person"],
    ] as const) {
      const answer = await page.goto(path);
      expect(`${path} ${answer?.status()}`).toBe(`${path} 200`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
    const exported = await page.request.get("/staff/export?q=%00&from=0001-01-01");
    expect(exported.status()).toBe(200);

    // An outcome in the address names one of the page's own messages, never an object's method.
    const created = await page.request.post("/api/leads", {
      data: {
        kind: "contact",
        name: "Outcome Check",
        phone: "9845012346",
        email: `outcome-check-${randomUUID()}@example.com`,
        message: "",
        page: "/contact-us",
      },
      headers: freshClient(),
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    for (const outcome of ["constructor", "__proto__", "toString", "valueOf"]) {
      for (const [path, heading] of [
        [`/staff/leads/${id}`, "Outcome Check"],
        ["/staff/account", "Account"],
      ] as const) {
        const answer = await page.goto(`${path}?done=${outcome}`);
        expect(`${path} ${outcome} ${answer?.status()}`).toBe(`${path} ${outcome} 200`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expect(page.getByRole("status")).toHaveCount(0);
      }
    }

    // A customer mark the form could not have sent is refused, said, and changes nothing.
    await page.goto(`/staff/leads/${id}`);
    await page
      .locator('input[type=hidden][name="customer"]')
      .evaluate((input) => ((input as HTMLInputElement).value = "maybe"));
    await page.getByRole("button", { name: "Mark as customer" }).click();
    await expect(page.getByText(/The customer mark was not changed/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark as customer" })).toBeFocused();
    await expect(page.getByText("Not a customer: deleted when")).toBeVisible();
  });

  test("the session cookie is HttpOnly and SameSite", async ({ page }) => {
    const email = await addStaffAccount();
    await signIn(page, email);
    await expect(page).toHaveURL(/\/staff$/);
    const cookie = (await page.context().cookies()).find((c) =>
      c.name.endsWith("nirmal-staff.session_token"),
    );
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
  });

  test("the CSV export starts from the workspace, never from a link on another site", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, await addStaffAccount());
    await expect(page).toHaveURL(/\/staff$/);
    // The Lax session cookie rides along with a top-level link from anywhere: the download must
    // still be refused, and nothing audited, when another site starts it.
    await page.route("http://other-site.example/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Other site</title><a href="${baseURL}/staff/export?kind=contact">Get</a>`,
      }),
    );
    await page.goto("http://other-site.example/");
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.url().includes("/staff/export")),
      page.getByRole("link", { name: "Get" }).click(),
    ]);
    expect(refused.status()).toBe(403);
    await expect(page.getByText("Downloads start from the staff workspace.")).toBeVisible();

    // From the inbox itself the same link downloads the file.
    await page.goto("/staff");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export these as CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  test("changing the password ends every other session, and only the new one signs in", async ({
    page,
    browser,
  }) => {
    const email = addStaffAccountWithCommand();
    await signIn(page, email);
    await expect(page).toHaveURL(/\/staff$/);
    // The same account signed in on a second device.
    const other = await browser.newContext({ extraHTTPHeaders: freshClient() });
    const elsewhere = await other.newPage();
    await signIn(elsewhere, email);
    await expect(elsewhere).toHaveURL(/\/staff$/);

    await openAccount(page);
    const section = page.getByRole("region", { name: "Password" });
    const fill = async (current: string, next: string, repeat: string) => {
      await section.getByLabel("Current password").fill(current);
      await section.getByLabel("New password", { exact: true }).fill(next);
      await section.getByLabel("New password again").fill(repeat);
      await section.getByRole("button", { name: "Change password" }).click();
    };
    const NEW_PASSWORD = "another long password 17";
    await fill(STAFF_PASSWORD, NEW_PASSWORD, "a different password 18");
    await expect(section.getByLabel("New password again")).toHaveAccessibleDescription(/differ/);
    await expect(section.getByLabel("New password again")).toBeFocused();
    await fill(STAFF_PASSWORD, "too short", "too short");
    await expect(section.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(
      /12 to 128 characters/,
    );
    // Longer than any password can be: wrong, like any other.
    await fill("x".repeat(200), NEW_PASSWORD, NEW_PASSWORD);
    await expect(section.getByLabel("Current password")).toHaveAccessibleDescription(
      /That password is not right/,
      { timeout: 60_000 },
    );
    await fill("not the password at all", NEW_PASSWORD, NEW_PASSWORD);
    await expect(section.getByLabel("Current password")).toHaveAccessibleDescription(
      /That password is not right/,
      { timeout: 60_000 },
    );
    await expect(section.getByLabel("Current password")).toBeFocused();
    // Nothing typed comes back in the page.
    expect(await page.content()).not.toContain(NEW_PASSWORD);
    await fill(STAFF_PASSWORD, NEW_PASSWORD, NEW_PASSWORD);
    await expect(page.getByRole("status")).toHaveText(/Password changed/, { timeout: 60_000 });
    await expectNoAxeViolations(page);

    // This device stays signed in; the other is signed out.
    await page.goto("/staff");
    await expect(page.getByRole("heading", { name: "Leads inbox" })).toBeVisible();
    await elsewhere.goto("/staff");
    await expect(elsewhere).toHaveURL(/\/staff\/sign-in$/);
    await signIn(elsewhere, email);
    await expect(signInAlert(elsewhere)).toContainText("do not match an account");
    await signIn(elsewhere, email, NEW_PASSWORD);
    await expect(elsewhere).toHaveURL(/\/staff$/);

    // The operator's commands, through the running server: a reset ends every session, and a
    // removed account signs in no more.
    expect(staffCommand("staff-add", ["--email", email, "--reset"])).toContain(
      "every session of the account has ended",
    );
    for (const device of [page, elsewhere]) {
      await device.goto("/staff");
      await expect(device).toHaveURL(/\/staff\/sign-in$/);
    }
    await signIn(elsewhere, email);
    await expect(elsewhere).toHaveURL(/\/staff$/);
    expect(staffCommand("staff-remove", ["--email", email])).toContain("Removed the staff account");
    await elsewhere.goto("/staff");
    await expect(elsewhere).toHaveURL(/\/staff\/sign-in$/);
    await other.close();
  });

  test("two-factor sign-in: enrol, then the code step at every sign-in, then off", async ({
    page,
  }) => {
    const email = await addStaffAccount();
    await signIn(page, email);
    await expect(page).toHaveURL(/\/staff$/);
    await openAccount(page);
    const key = await enrolTwoFactor(page);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/staff\/sign-in$/);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/staff\/sign-in\/two-factor$/);
    // The password alone opens nothing.
    await page.goto("/staff");
    await expect(page).toHaveURL(/\/staff\/sign-in$/);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/staff\/sign-in\/two-factor$/);
    const wrong = wrongCode(appCode(key));
    await page.getByLabel("Code from your authenticator app").fill(wrong);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.locator("#totp-alert")).toHaveText(/That code is not right/);
    await expect(page.getByLabel("Code from your authenticator app")).toHaveValue(wrong);
    await expect(page).toHaveURL(/\/staff\/sign-in\/two-factor$/);
    // The action's answer re-renders the page, metadata included: the page keeps its title.
    await expect(page).toHaveTitle("Two-factor code | Staff | Nirmal Earth");
    await expectNoAxeViolations(page);
    await page.getByLabel("Code from your authenticator app").fill(appCode(key));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByRole("heading", { name: "Leads inbox" })).toBeVisible();

    await openAccount(page);
    await disableTwoFactor(page, key);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await signIn(page, email);
    await expect(page).toHaveURL(/\/staff$/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("two-factor enrolment and the code step work as plain forms", async ({ page }) => {
      const email = await addStaffAccount();
      await signIn(page, email);
      await expect(page).toHaveURL(/\/staff$/);
      await openAccount(page);
      const key = await enrolTwoFactor(page);
      await page.getByRole("button", { name: "Sign out", exact: true }).click();
      await signIn(page, email);
      await expect(page).toHaveURL(/\/staff\/sign-in\/two-factor$/);
      await page.getByLabel("Code from your authenticator app").fill(appCode(key));
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page).toHaveURL(/\/staff$/);
      await openAccount(page);
      await disableTwoFactor(page, key);
    });

    test("an address of no lead says so, with the way back", async ({ page }) => {
      await signIn(page, await addStaffAccount());
      await expect(page).toHaveURL(/\/staff$/);
      for (const path of [`/staff/leads/${randomUUID()}`, "/staff/leads/not-a-lead"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("No such lead");
        await expect(page.getByRole("navigation", { name: "Staff" })).toBeVisible();
      }
      await page.getByRole("link", { name: "Back to the inbox" }).click();
      await expect(page.getByRole("heading", { name: "Leads inbox" })).toBeVisible();
    });

    test("a lead's details are corrected, and a refused correction keeps what was typed", async ({
      page,
    }) => {
      const tag = randomUUID().slice(0, 8);
      const created = await page.request.post("/api/leads", {
        data: {
          kind: "contact",
          name: `No Script ${tag}`,
          phone: "98765 43210",
          email: `noscript-${tag}@example.com`,
          page: "/",
        },
        headers: freshClient(),
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      await signIn(page, await addStaffAccount());
      await expect(page).toHaveURL(/\/staff$/);
      await page.goto(`/staff/leads/${id}`);
      // Another action's answer first: it must not stand over the correction's refusal below.
      await page.getByLabel("Status").selectOption("contacted");
      await page.getByRole("button", { name: "Save status" }).click();
      await expect(page.getByRole("status")).toHaveText("Status saved.");
      const name = page.getByLabel("Name", { exact: true });
      const phone = page.getByLabel("Phone", { exact: true });
      const before = await phone.inputValue();
      // A contact enquiry keeps a name.
      await name.fill("   ");
      await page.getByRole("button", { name: "Save corrections" }).click();
      await expect(name).toHaveAccessibleDescription(
        "A contact enquiry keeps a name: type one. Nothing was changed.",
      );
      await expect(page).toHaveURL(new RegExp(`/staff/leads/${id}$`));
      await expect(page.getByText("Status saved.")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`No Script ${tag}`);
      await name.fill("Corrected Without Script");
      await phone.fill("12345");
      await page.getByRole("button", { name: "Save corrections" }).click();
      await expect(phone).toHaveAccessibleDescription(/Enter an Indian phone number/);
      await expect(phone).toBeFocused();
      await expect(name).toHaveValue("Corrected Without Script");
      await expect(phone).toHaveValue("12345");
      await phone.fill(before);
      await page.getByRole("button", { name: "Save corrections" }).click();
      await expect(
        page.getByRole("region", { name: "The person's requests" }).getByRole("status"),
      ).toHaveText("Corrections saved.");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Corrected Without Script");
    });
  });
});
