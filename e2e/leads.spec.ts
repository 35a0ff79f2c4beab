// The lead forms in the browser (with and without JavaScript) and the POST /api/leads statuses.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, WCAG_TAGS } from "./support/axe";
import { freshClient } from "./support/client-address";

async function activeId(page: Page) {
  return page.evaluate(() => document.activeElement?.id ?? "");
}

const contact = (page: Page) => page.locator("#contact");

/**
 * Uses up a client's lead allowance (20 in 10 minutes) with posts that store nothing, until the
 * limiter refuses one. It counts in fixed ten-minute windows (DEFAULT_RATE_LIMIT in
 * src/lib/leads/config.ts, which is server-only), so posts that straddle the end of a window are
 * counted in two: posting on until the refusal, rather than waiting for a fresh window, proves
 * the current one full. Called right before the submission that must be refused.
 */
async function useUpAllowance(page: Page, client: Record<string, string>) {
  for (let i = 0; i <= 40; i++) {
    const answer = await page.request.post("/api/leads", {
      data: { kind: "contact", name: "Used Up", phone: "1", email: "used@example.com", page: "/" },
      headers: client,
    });
    if (answer.status() === 429) return;
    expect(answer.status()).toBe(400);
  }
  throw new Error("two windows' allowance was used up and the limiter never refused a post");
}

test.describe("contact form", () => {
  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders(freshClient());
  });

  test("shows the fields, the privacy notice and an unticked opt-in", async ({ page }) => {
    await page.goto("/contact-us");
    const form = contact(page);
    await expect(form.getByLabel("Name")).toHaveAttribute("autocomplete", "name");
    await expect(form.getByLabel("Phone")).toHaveAttribute("autocomplete", "tel");
    await expect(form.getByLabel("Email")).toHaveAttribute("autocomplete", "email");
    await expect(form.getByLabel(/Comments/)).toBeVisible();
    await expect(form.getByRole("checkbox", { name: /updates on EPR rules/ })).not.toBeChecked();
    await expect(form.getByText(/Data Protection Board of India/)).toBeVisible();
    await expect(form.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(form.getByRole("link", { name: "1800 425 7070" })).toHaveAttribute(
      "href",
      /^tel:/,
    );
    await expect(form.getByRole("link", { name: /support@/ })).toHaveAttribute("href", /^mailto:/);
  });

  test("with JavaScript: explains errors, keeps input, then confirms", async ({ page }) => {
    await page.goto("/contact-us");
    const form = contact(page);
    await form.getByRole("button", { name: "Submit" }).click();
    const name = form.getByLabel("Name");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(form.locator("#contact-name-error")).toHaveText(/Enter your name/);
    await expect(name).toHaveAttribute("aria-describedby", "contact-name-error");
    // Nothing was typed, so nothing is said to be kept.
    await expect(form.getByRole("alert")).toHaveText("Please fill in the 3 fields marked below.");

    await name.fill("Asha Rao");
    await form.getByLabel("Phone").fill("12345");
    await form.getByLabel("Email").fill("asha@example.com");
    await form.getByLabel(/Comments/).fill("Weekly pickup, please.");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(form.getByLabel("Phone")).toBeFocused();
    await expect(form.locator("#contact-phone-error")).toContainText(
      "Enter an Indian phone number",
    );
    await expect(form.getByRole("alert")).toHaveText(
      "Please correct the field marked below; everything you typed is still here.",
    );
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveValue("Asha Rao");
    await expect(form.getByLabel(/Comments/)).toHaveValue("Weekly pickup, please.");

    await form.getByLabel("Phone").fill("098765 43210");
    await form.getByRole("button", { name: "Submit" }).click();
    const thanks = form.getByRole("heading", { name: /Thank you, Asha/ });
    await expect(thanks).toBeVisible({ timeout: 20_000 });
    await expect(thanks).toBeFocused();
    await expect(
      form.getByText(/Our team will call or e-mail you within one working day/),
    ).toBeVisible();
  });

  test("phone and e-mail sit side by side with their boxes level, errors or not", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // The form scrolls to a field in error, at once rather than smoothly with reduced motion.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/contact-us");
    const form = contact(page);
    const phone = form.getByLabel("Phone");
    const email = form.getByLabel("Email");
    // Both boxes read in one frame, so two separate reads could never straddle a layout change.
    const boxes = () =>
      form.evaluate(() => {
        const at = (id: string) => {
          const { x, y } = document.getElementById(id)!.getBoundingClientRect();
          return { x, y };
        };
        return { phoneBox: at("contact-phone"), emailBox: at("contact-email") };
      });
    let { phoneBox, emailBox } = await boxes();
    expect(emailBox.x).toBeGreaterThan(phoneBox.x);
    expect(emailBox.y).toBe(phoneBox.y);

    // Only the e-mail in error: the error line under it does not move either box.
    await form.getByLabel("Name").fill("Asha Rao");
    await phone.fill("098765 43210");
    await email.fill("asha@");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(form.locator("#contact-email-error")).toBeVisible();
    ({ phoneBox, emailBox } = await boxes());
    expect(emailBox.y).toBe(phoneBox.y);

    await page.setViewportSize({ width: 375, height: 800 });
    ({ phoneBox, emailBox } = await boxes());
    expect(emailBox.y).toBeGreaterThan(phoneBox.y);
  });

  test("the form with its error messages passes the accessibility audit", async ({ page }) => {
    await page.goto("/contact-us");
    await contact(page).getByRole("button", { name: "Submit" }).click();
    await expect(contact(page).locator("#contact-email-error")).toBeVisible();
    await expectNoAxeViolations(page, { include: "#contact", tags: WCAG_TAGS });
  });

  test("with JavaScript: shows Sending… while the enquiry is on its way", async ({ page }) => {
    await page.goto("/contact-us");
    const form = contact(page);
    await form.getByLabel("Name").fill("Ravi Kumar");
    await form.getByLabel("Phone").fill("+91 422 456 7000");
    await form.getByLabel("Email").fill("ravi@example.com");
    // Hold the Server Action's request so the pending state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/contact-us", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(form.getByRole("button", { name: "Sending…" })).toBeVisible();
    release();
    await expect(form.getByRole("heading", { name: /Thank you, Ravi/ })).toBeVisible({
      timeout: 20_000,
    });
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  let client: Record<string, string>;
  test.beforeEach(async ({ context }) => {
    client = freshClient();
    await context.setExtraHTTPHeaders(client);
  });

  test("the server answers with errors next to the fields and the values kept", async ({
    page,
  }) => {
    await page.goto("/contact-us");
    const form = contact(page);
    await form.getByLabel("Name").fill("Meena Iyer");
    await form.getByLabel("Phone").fill("98765");
    await form.getByLabel("Email").fill("meena@");
    await form.getByLabel(/Comments/).fill("Line one\nLine two");
    await form.getByRole("checkbox", { name: /updates on EPR rules/ }).check();
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState("load");

    await expect(form.locator("#contact-phone-error")).toContainText(
      "Enter an Indian phone number",
    );
    await expect(form.locator("#contact-email-error")).toContainText("name@example.com");
    await expect(form.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Name")).toHaveValue("Meena Iyer");
    await expect(form.getByLabel("Phone")).toHaveValue("98765");
    await expect(form.getByLabel("Email")).toHaveValue("meena@");
    await expect(form.getByLabel(/Comments/)).toHaveValue("Line one\nLine two");
    await expect(form.getByRole("checkbox", { name: /updates on EPR rules/ })).toBeChecked();
    // The browser runs `autofocus` at its next rendering, which may come after the load event.
    await expect.poll(() => activeId(page)).toBe("contact-phone");

    await form.getByLabel("Phone").fill("98765 43210");
    await form.getByLabel("Email").fill("meena@example.com");
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState("load");
    await expect(form.getByRole("heading", { name: /Thank you, Meena/ })).toBeVisible();
    await expect(
      form.getByText(/Our team will call or e-mail you within one working day/),
    ).toBeVisible();
  });

  test("a refused enquiry opens on the reason, with everything typed kept", async ({ page }) => {
    await page.goto("/contact-us");
    const form = contact(page);
    await form.getByLabel("Name").fill("Meena Iyer");
    await form.getByLabel("Phone").fill("98765 43210");
    await form.getByLabel("Email").fill("meena@example.com");
    await useUpAllowance(page, client);
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState("load");
    await expect(form.getByRole("alert")).toContainText(/several enquiries from your connection/);
    await expect.poll(() => activeId(page)).toBe("contact-alert");
    await expect(form.getByLabel("Name")).toHaveValue("Meena Iyer");
  });

  test("the same enquiry sent again, as a reload of the answer sends it, is taken once", async ({
    page,
  }) => {
    const send = async () => {
      await page.goto("/contact-us");
      const form = contact(page);
      await form.getByLabel("Name").fill("Meena Iyer");
      await form.getByLabel("Phone").fill("98765 43210");
      await form.getByLabel("Email").fill("meena@example.com");
      await form.getByLabel(/Comments/).fill(`Sent twice ${Date.now()}`);
      return form;
    };
    const form = await send();
    const message = await form.getByLabel(/Comments/).inputValue();
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState("load");
    const reference = await form.locator("strong.font-mono").textContent();
    expect(reference).toMatch(/^[0-9A-F]{8}$/);

    const again = await send();
    await again.getByLabel(/Comments/).fill(message);
    await again.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState("load");
    await expect(again.locator("strong.font-mono")).toHaveText(reference!);

    await send();
    await contact(page).getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState("load");
    await expect(contact(page).locator("strong.font-mono")).not.toHaveText(reference!);
  });
});

test.describe("consultation form", () => {
  let client: Record<string, string>;
  test.beforeEach(async ({ context }) => {
    client = freshClient();
    await context.setExtraHTTPHeaders(client);
  });

  test("asks for company, e-mail, phone and EPR type, then confirms", async ({ page }) => {
    await page.goto("/locations/mumbai");
    await page.getByRole("button", { name: "Get Free Consultation" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Free EPR consultation" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Company name")).toHaveAttribute("autocomplete", "organization");
    await expect(dialog.getByRole("checkbox", { name: /updates on EPR rules/ })).not.toBeChecked();
    await expect(dialog.getByRole("link", { name: "Privacy Policy" })).toBeVisible();

    const submit = dialog.getByRole("button", { name: /Get my free consultation/ });
    await submit.click();
    await expect(dialog.getByLabel("Company name")).toBeFocused();
    await expect(dialog.getByText("Enter your company name.")).toBeVisible();
    await expect(dialog.getByText(/Choose the EPR type/)).toBeVisible();

    await dialog.getByLabel("Company name").fill("Sample Foods Pvt Ltd");
    await dialog.getByLabel("Email").fill("epr@samplefoods.example");
    await dialog.getByLabel("Phone").fill("+91 22 4567 8900");
    await dialog.getByLabel("EPR type").selectOption({ label: "E-Waste" });
    await submit.click();
    const thanks = dialog.getByRole("heading", { name: /consultation request is in/ });
    await expect(thanks).toBeVisible({ timeout: 20_000 });
    await expect(thanks).toBeFocused();
    await expect(
      dialog.getByText(/EPR specialists will call you within one working day/),
    ).toBeVisible();
  });

  test("keeps the chosen EPR type when the server turns the request away", async ({ page }) => {
    await page.goto("/locations/mumbai");
    await page.getByRole("button", { name: "Get Free Consultation" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Free EPR consultation" });
    await dialog.getByLabel("Company name").fill("Sample Foods Pvt Ltd");
    await dialog.getByLabel("Email").fill("epr@samplefoods.example");
    await dialog.getByLabel("Phone").fill("+91 22 4567 8900");
    await dialog.getByLabel("EPR type").selectOption({ label: "Battery" });
    await useUpAllowance(page, client);
    await dialog.getByRole("button", { name: /Get my free consultation/ }).click();
    await expect(dialog.getByRole("alert")).toContainText(/several enquiries/, { timeout: 20_000 });
    await expect(dialog.getByLabel("EPR type")).toHaveValue("battery");
    await expect(dialog.getByLabel("Company name")).toHaveValue("Sample Foods Pvt Ltd");
  });
});

// Requests without a page do not depend on the viewport.
test.describe("POST /api/leads", { tag: "@any-viewport" }, () => {
  const valid = {
    kind: "contact",
    name: "API Client",
    phone: "9876543210",
    email: "api@example.com",
    page: "/",
  };

  test("201 with the id for JSON and form-encoded bodies", async ({ request }) => {
    const json = await request.post("/api/leads", { data: valid, headers: freshClient() });
    expect(json.status()).toBe(201);
    expect((await json.json()).id).toMatch(/^[0-9a-f-]{36}$/);
    const form = await request.post("/api/leads", {
      form: { ...valid, kind: "consultation", company: "Sample Co", eprType: "battery" },
      headers: freshClient(),
    });
    expect(form.status()).toBe(201);
  });

  test("400 with field errors, also for malformed JSON", async ({ request }) => {
    const bad = await request.post("/api/leads", {
      data: { ...valid, phone: "12", email: "x" },
      headers: freshClient(),
    });
    expect(bad.status()).toBe(400);
    const body = await bad.json();
    expect(Object.keys(body.errors).sort()).toEqual(["email", "phone"]);
    const malformed = await request.post("/api/leads", {
      data: "{not json",
      headers: { ...freshClient(), "content-type": "application/json" },
    });
    expect(malformed.status()).toBe(400);
  });

  test("413 for a body above the limit and 415 for other content types", async ({ request }) => {
    const big = await request.post("/api/leads", {
      data: { ...valid, message: "x".repeat(40_000) },
      headers: freshClient(),
    });
    expect(big.status()).toBe(413);
    const text = await request.post("/api/leads", {
      data: "name=A",
      headers: { ...freshClient(), "content-type": "text/plain" },
    });
    expect(text.status()).toBe(415);
  });

  test("429 with Retry-After once a client sends too many", async ({ request }) => {
    const headers = freshClient();
    const windowOf = (ms: number) => Math.floor(ms / 600_000);
    const began = Date.now();
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    // Posts until two are refused. The limiter counts in fixed ten-minute windows: when one ends
    // during the posts, the count starts again, which the window numbers below tell.
    while (statuses.filter((status) => status === 429).length < 2 && statuses.length < 44) {
      const response = await request.post("/api/leads", {
        data: { ...valid, phone: "1" },
        headers,
      });
      statuses.push(response.status());
      retryAfter ??= response.headers()["retry-after"];
    }
    const allowed = statuses.indexOf(429);
    if (windowOf(began) === windowOf(Date.now())) expect(allowed).toBe(20);
    else expect(allowed).toBeGreaterThanOrEqual(20);
    expect(statuses.slice(0, allowed)).toEqual(Array(allowed).fill(400));
    expect(statuses.slice(allowed)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
