// Staff accounts for the e2e tests, created while the server runs through its local channel, the
// way the account commands reach a server that holds the embedded database
// (scripts/ops/channel-client.ts). The commands themselves run in staff-security.spec.ts.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { askRunningServer } from "../../scripts/ops/channel-client";
import { E2E_DATA_DIR } from "./data-dir";

export const STAFF_PASSWORD = "a long test password 42";

/** Runs one of the staff account commands (scripts/ops/staff-*.ts) as an operator would. */
export function staffCommand(script: string, args: string[], password = STAFF_PASSWORD): string {
  return execFileSync(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", `scripts/ops/${script}.ts`, ...args],
    {
      env: {
        ...process.env,
        DATA_DIR: E2E_DATA_DIR,
        STAFF_PASSWORD: password,
      },
      encoding: "utf8",
    },
  );
}

const newStaffEmail = () => `staff-${randomBytes(5).toString("hex")}@example.com`;

/** A new staff account's address, its password STAFF_PASSWORD. */
export async function addStaffAccount(): Promise<string> {
  const email = newStaffEmail();
  // The same request `npm run staff:add` sends, without starting a Node process that loads the
  // site's modules for each account.
  const answer = await askRunningServer(E2E_DATA_DIR, "accounts", {
    email,
    password: STAFF_PASSWORD,
  });
  expect(answer, "the e2e server's local channel").toMatchObject({ status: "created", email });
  return email;
}

/** The same, with `npm run staff:add` itself, as an operator creates an account. */
export function addStaffAccountWithCommand(): string {
  const email = newStaffEmail();
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
