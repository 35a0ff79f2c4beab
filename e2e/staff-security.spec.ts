// Every staff page, export and server action refuses anonymous and forged requests; a refused
// action changes nothing; staff responses are never cached or indexed.
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { addStaffAccount, signIn, staffClient } from "./support/staff";

const PAGES = [
  "/staff",
  "/staff?q=a",
  "/staff/people",
  "/staff/people?q=a%40example.com",
  "/staff/account",
  `/staff/leads/${randomUUID()}`,
];
const FORGED = [
  "",
  "nirmal-staff.session_token=forged-token.forged-signature",
  `nirmal-staff.session_token=${randomUUID()}.${"A".repeat(43)}%3D`,
  "__Secure-nirmal-staff.session_token=forged.sig",
];

async function expectRefused(request: APIRequestContext, path: string, cookie: string) {
  const response = await request.get(path, { headers: cookie ? { cookie } : {}, maxRedirects: 0 });
  if (path.startsWith("/staff/export")) {
    expect(response.status(), `${path} with "${cookie}"`).toBe(401);
  } else {
    expect(response.status(), `${path} with "${cookie}"`).toBe(307);
    expect(response.headers().location).toMatch(/\/staff\/sign-in$/);
  }
  expect(await response.text()).not.toContain("Leads inbox");
}

test.describe("staff security", () => {
  // Password hashing is slow by design, and the journey has many steps.
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders(staffClient());
  });

  test("pages and the export refuse anonymous and forged sessions", async ({ request }) => {
    for (const cookie of FORGED) {
      for (const path of [...PAGES, "/staff/export", "/staff/export?kind=contact"]) {
        await expectRefused(request, path, cookie);
      }
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
      headers: staffClient(),
    });
    expect(created.status()).toBe(201);
    const { id: leadId } = (await created.json()) as { id: string };
    const email = addStaffAccount();
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
        extraHTTPHeaders: staffClient(),
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

  test("the session cookie is HttpOnly and SameSite", async ({ page }) => {
    const email = addStaffAccount();
    await signIn(page, email);
    await expect(page).toHaveURL(/\/staff$/);
    const cookie = (await page.context().cookies()).find((c) =>
      c.name.endsWith("nirmal-staff.session_token"),
    );
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
  });
});
