// The key that signs staff cookies: from STAFF_AUTH_SECRET, or kept beside the embedded database.
import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Env } from "@/lib/env";

/** Reads, or on first use creates, the secret kept in DATA_DIR (readable by its owner only). */
function embeddedSecret(dataDir: string): string {
  const file = path.join(/* turbopackIgnore: true */ path.resolve(dataDir), "staff-auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    try {
      fs.writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
      return secret;
    } catch {
      return fs.readFileSync(file, "utf8").trim();
    }
  }
}

export function staffAuthSecret(
  env: Pick<Env, "STAFF_AUTH_SECRET" | "DATABASE_URL" | "DATA_DIR">,
): string {
  if (env.STAFF_AUTH_SECRET) return env.STAFF_AUTH_SECRET;
  if (env.DATABASE_URL) {
    throw new Error("STAFF_AUTH_SECRET is required with DATABASE_URL (all instances share it).");
  }
  return embeddedSecret(env.DATA_DIR);
}
