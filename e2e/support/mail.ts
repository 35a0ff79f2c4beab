// The mail the end-to-end server sent (e2e/support/mail-receiver.mjs keeps it in a file).
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { E2E_DATA_DIR } from "./data-dir";

export const E2E_MAIL_PORT = Number(process.env.E2E_PORT ?? 3100) + 8;
export const E2E_MAIL_FILE = path.join(path.dirname(E2E_DATA_DIR), `mail-${E2E_MAIL_PORT}.jsonl`);

/** The body of the last message sent to `to`, soft line breaks of quoted-printable undone. */
function lastMessageTo(to: string): string | undefined {
  const lines = fs.existsSync(E2E_MAIL_FILE)
    ? fs.readFileSync(E2E_MAIL_FILE, "utf8").split("\n").filter(Boolean)
    : [];
  const found = lines
    .map((line) => JSON.parse(line) as { to: string[]; raw: string })
    .filter((message) => message.to.includes(to))
    .at(-1);
  return found?.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}

/** Waits for a message to `to` with a link matching `pattern`, and returns the link's path. */
export async function linkMailedTo(to: string, pattern: RegExp): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const match = pattern.exec(lastMessageTo(to) ?? "");
        link = match ? new URL(match[0]).pathname + new URL(match[0]).search : "";
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");
  return link;
}
