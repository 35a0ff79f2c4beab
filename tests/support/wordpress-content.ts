// Helpers for the local test WordPress (scripts/ci/setup-wordpress.sh) and its content plugin
// (wordpress/plugins/nirmal-earth-content): run scripts/wordpress/content.php and log in to
// wp-admin as the test administrator that scripts/wordpress/install.php creates.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, "../..");

export const wordpressUrl = process.env.WORDPRESS_TEST_URL ?? "http://127.0.0.1:8881";
export const adminUser = "editor";

/** The test administrator's password, kept by the setup beside the database password. */
export function adminPassword(): string {
  const file =
    process.env.WORDPRESS_ADMIN_PASSWORD_FILE ?? "/etc/wordpress/nirmal-earth-admin-password";
  return readFileSync(file, "utf8").trim();
}

/**
 * Runs scripts/wordpress/content.php. Asynchronous on purpose: a webhook receiver in the same
 * process must keep answering while WordPress posts to it. No webhook unless `webhook` is given.
 */
export async function content(
  args: string[],
  webhook?: { url: string; secret: string },
): Promise<{ stdout: string; stderr: string }> {
  return run("php", [path.join(repoRoot, "scripts/wordpress/content.php"), ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NIRMAL_EARTH_REVALIDATE_URL: webhook?.url ?? "",
      NIRMAL_EARTH_WEBHOOK_SECRET: webhook?.secret ?? "",
    },
  });
}

/** Creates an entry and returns its id. */
export async function createEntry(
  type: string,
  entry: Record<string, unknown>,
  webhook?: { url: string; secret: string },
): Promise<number> {
  const { stdout } = await content(["create", type, JSON.stringify(entry)], webhook);
  const id = Number(stdout.trim());
  if (!Number.isInteger(id) || id <= 0) throw new Error(`content.php create printed ${stdout}`);
  return id;
}

/** An entry as content.php show prints it: status, stored meta, and the notice of refused values. */
export async function showEntry(id: number): Promise<{
  status: string;
  title: string;
  meta: Record<string, unknown>;
  notice: {
    errors: Record<string, string>;
    demoted: boolean;
    /** A refused Update of a published entry: the published version stayed on the site. */
    kept_live?: boolean;
    /** What the editor typed, kept for correction. */
    values?: Record<string, unknown>;
    title?: string;
  } | null;
}> {
  return JSON.parse((await content(["show", String(id)])).stdout);
}

/** Logs in to wp-admin as the test administrator. */
export async function logIn(page: Page): Promise<void> {
  await page.goto(`${wordpressUrl}/wp-login.php`);
  await page.getByLabel("Username or Email Address").fill(adminUser);
  await page.getByLabel("Password", { exact: true }).fill(adminPassword());
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(/\/wp-admin\//);
}

/**
 * Opens a new team member in wp-admin and types its role, profile link and name. The name last:
 * leaving a new entry's title field starts an autosave, during which WordPress ignores the
 * Publish button; publishing straight from the title cancels that autosave.
 */
export async function typeNewTeamMember(
  page: Page,
  entry: { role: string; profileUrl: string; name: string },
): Promise<void> {
  await page.goto(`${wordpressUrl}/wp-admin/post-new.php?post_type=ne_team_member`);
  await page.getByRole("textbox", { name: "Role", exact: true }).fill(entry.role);
  await page.getByRole("textbox", { name: "Profile link" }).fill(entry.profileUrl);
  await page.getByRole("textbox", { name: "Name" }).fill(entry.name);
}

/**
 * Presses Publish and waits for WordPress's redirect to the edit screen with the message it
 * answered: 6 when the entry was published, 10 when it was saved as a draft. The wait ends when
 * the answer arrives, not at the page's load event: what the test reads next waits for itself,
 * and a load event held back by an image or script of wp-admin's is not what the test checks.
 */
export async function publish(page: Page, message: 6 | 10): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.waitForURL(new RegExp(`post\\.php\\?post=\\d+&action=edit&message=${message}\\b`), {
    timeout: 60_000,
    waitUntil: "commit",
  });
}

/** Saves the content plugin's settings page and waits for WordPress's answer (as `publish`). */
export async function saveSettings(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.waitForURL(/settings-updated=true/, { timeout: 60_000, waitUntil: "commit" });
}
