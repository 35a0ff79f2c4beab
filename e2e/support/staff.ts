// Staff accounts for the e2e tests, created with the real CLI while the server runs (on the
// embedded database the CLI reaches the server over its local channel).
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";

export const STAFF_PASSWORD = "a long test password 42";

/** Runs one of the staff account commands (scripts/ops/staff-*.ts) as an operator would. */
export function staffCommand(script: string, args: string[], password = STAFF_PASSWORD): string {
  return execFileSync(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", `scripts/ops/${script}.ts`, ...args],
    {
      env: {
        ...process.env,
        DATA_DIR: process.env.E2E_DATA_DIR ?? ".data/e2e",
        STAFF_PASSWORD: password,
      },
      encoding: "utf8",
    },
  );
}

export function addStaffAccount(): string {
  const email = `staff-${randomBytes(5).toString("hex")}@example.com`;
  expect(staffCommand("staff-add", ["--email", email])).toContain(
    `Created the staff account ${email}`,
  );
  return email;
}

export async function signIn(page: Page, email: string, password = STAFF_PASSWORD) {
  await page.goto("/staff/sign-in");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // scrypt is deliberately slow: wait until the answer (the inbox or an error) has arrived.
  await expect(page.getByRole("button", { name: "Sending…" })).toHaveCount(0, { timeout: 60_000 });
}

/** The sign-in form's own alert (Next's route announcer is a second role=alert). */
export const signInAlert = (page: Page) => page.locator("#sign-in-alert");

export { appCode, wrongCode } from "../../tests/support/totp";

/** The page fits the window's width: nothing needs sideways scrolling (checked at 375 px too). */
export async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(0);
}
