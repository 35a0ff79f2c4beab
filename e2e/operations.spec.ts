// The operations page (staff only, readable without JavaScript) and /metrics behind its token.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { freshClient } from "./support/client-address";
import { E2E_METRICS_TOKEN } from "./support/metrics-token";
import { addStaffAccount, expectNoSideScroll, signIn } from "./support/staff";

async function expectOperations(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Operations" })).toBeVisible();
  for (const name of [
    "Needs attention",
    "Still new after one working day",
    "New leads",
    "Open leads by owner",
    "Form health (last 7 days)",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  // The test server has no backups and no alert address: warnings in plain words, not ticks.
  const attention = page.getByRole("region", { name: "Needs attention" });
  await expect(
    attention.getByText("No backups are made: a lost server would lose every lead."),
  ).toBeVisible();
  await expect(attention.getByText(/^Nobody is e-mailed when something breaks/)).toBeVisible();
  await expect(attention.getByText(/BACKUP_DIR|OPS_ALERT_TO/)).toHaveCount(0);
  // Its leads go to the webhook receiver: delivery is configured, so no such warning.
  await expect(attention.getByText(/^Nobody is told of new enquiries/)).toHaveCount(0);

  // The developer's detail is folded away, and opens.
  const detail = page.getByRole("group").filter({ hasText: "Technical detail for the developer" });
  await expect(page.getByRole("table", { name: "Server" })).toBeHidden();
  await page.getByText("Technical detail for the developer").click();
  const delivery = page.getByRole("table", { name: "Lead delivery (outbox)" });
  await expect(delivery.getByRole("rowheader", { name: "Pending" })).toBeVisible();
  await expect(delivery.getByRole("rowheader", { name: "Oldest undelivered lead" })).toBeVisible();
  const server = detail.getByRole("table", { name: "Server" });
  await expect(
    server.getByRole("row", { name: /Database Embedded \(PGlite\), [\d.]+ MB/ }),
  ).toBeVisible();
  await expect(server.getByRole("row", { name: /Running version build \S+/ })).toBeVisible();
  const tables = page.getByRole("table", {
    name: "Rows and size on disk (with indexes) of each table",
  });
  await expect(tables.getByRole("columnheader")).toHaveText(["Table", "Rows", "Size"]);
  for (const name of ["leads", "lead_refusals", "rate_limits", "ops_incidents"]) {
    await expect(tables.getByRole("rowheader", { name, exact: true })).toBeVisible();
  }
  const backups = page.getByRole("table", { name: "Backups and retention" });
  await expect(backups.getByRole("row", { name: /BACKUP_DIR Not set/ })).toBeVisible();
}

test.describe("operations page", () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders(freshClient());
  });

  // A refusal is an answer and a redirect, the same at every width.
  test(
    "is refused to a visitor without a session, naming nothing of it",
    { tag: "@any-viewport" },
    async ({ page, request }) => {
      const answer = await request.get("/staff/operations", { maxRedirects: 0 });
      expect(answer.status()).toBe(307);
      expect(answer.headers().location).toBe(
        `/staff/sign-in?next=${encodeURIComponent("/staff/operations")}`,
      );
      expect(await answer.text()).not.toContain("Needs attention");
      await page.goto("/staff/operations");
      await expect(page).toHaveURL(
        `/staff/sign-in?next=${encodeURIComponent("/staff/operations")}`,
      );
      await expect(page.getByText("Needs attention")).toHaveCount(0);
    },
  );

  test("shows signed-in staff how the site is doing, with and without JavaScript", async ({
    page,
    browser,
  }, testInfo) => {
    await signIn(page, await addStaffAccount());
    await page
      .getByRole("navigation", { name: "Staff" })
      .getByRole("link", { name: "Operations" })
      .click();
    await expect(page).toHaveURL(/\/staff\/operations$/);
    await expectOperations(page);
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);

    // The same page with scripts off, in a browser holding the same session.
    const noScript = await browser.newContext({
      ...testInfo.project.use,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
      extraHTTPHeaders: freshClient(),
    });
    try {
      const plain = await noScript.newPage();
      await plain.goto("/staff/operations");
      await expectOperations(plain);
      await expectNoSideScroll(plain);
    } finally {
      await noScript.close();
    }
  });
});

// Answers without a page do not depend on the viewport.
test.describe("/metrics", { tag: "@any-viewport" }, () => {
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  test("refuses a missing or wrong token and serves Prometheus text with the right one", async ({
    request,
  }) => {
    for (const headers of [
      {},
      auth("wrong-token-0123456789"),
      { authorization: E2E_METRICS_TOKEN },
    ]) {
      const refused = await request.get("/metrics", { headers });
      expect(refused.status()).toBe(401);
      expect(refused.headers()["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(await refused.text()).not.toContain("nirmal_");
    }

    const before = await request.get("/metrics", { headers: auth(E2E_METRICS_TOKEN) });
    expect(before.status()).toBe(200);
    expect(before.headers()["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(before.headers()["cache-control"]).toBe("no-store");
    const received = (text: string) =>
      Number(/^nirmal_leads_received_total (\d+)$/m.exec(text)?.[1] ?? NaN);
    const first = await before.text();
    expect(received(first)).toBeGreaterThanOrEqual(0);

    const lead = await request.post("/api/leads", {
      data: {
        kind: "contact",
        name: "Metrics",
        phone: "9876543210",
        email: "m@example.com",
        page: "/",
      },
      headers: freshClient(),
    });
    expect(lead.status()).toBe(201);
    expect((await request.get("/")).status()).toBe(200);

    const text = await (await request.get("/metrics", { headers: auth(E2E_METRICS_TOKEN) })).text();
    expect(received(text)).toBeGreaterThan(received(first));
    expect(text).toMatch(/^nirmal_http_requests_total\{kind="page",class="2xx"\} \d+$/m);
    expect(text).toMatch(/^nirmal_http_requests_total\{kind="api",class="2xx"\} \d+$/m);
    expect(text).toMatch(/^nirmal_outbox_deliveries\{status="pending"\} \d+$/m);
    expect(text).toMatch(/^nirmal_outbox_oldest_undelivered_seconds [\d.e+-]+$/m);
    expect(text).toMatch(/^nirmal_cache_requests_total\{result="(hit|miss)"\} \d+$/m);
    expect(text).toContain("# TYPE nirmal_backup_age_seconds gauge");
    expect(text).toMatch(/^nirmal_lead_deliveries_total\{channel="webhook",result="\w+"\} \d+$/m);
    // No personal data: the lead's address never appears.
    expect(text).not.toContain("m@example.com");
  });

  test("keeps /api/health public and free of internals", async ({ request }) => {
    const health = await request.get("/api/health");
    expect(health.status()).toBe(200);
    const body = JSON.stringify(await health.json());
    for (const secret of ["outbox", "backup", "version", "uptime", "pending", "nirmal_"]) {
      expect(body).not.toContain(secret);
    }
  });
});
