// For the staff CLIs on the embedded database: talk to the running server if there is one.
import { readChannel } from "@/lib/ops/channel";

/** The server's answer, or null when no server holds the data directory. */
export async function askRunningServer(
  dataDir: string,
  command: string,
  body: unknown,
): Promise<unknown> {
  const channel = readChannel(dataDir);
  if (!channel) return null;
  const response = await fetch(`http://127.0.0.1:${channel.port}/api/staff/internal/${command}`, {
    method: "POST",
    headers: { authorization: `Bearer ${channel.token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok)
    throw new Error(`The running server refused: ${answer.error ?? response.status}`);
  return answer;
}

/**
 * Runs an account command against the site's database: through the running server on the
 * embedded database (which allows one process only), else directly with the site's own auth.
 */
export async function withStaffAuth<T>(
  command: string,
  body: unknown,
  run: (admin: import("@/lib/staff/auth/accounts").StaffAdmin) => Promise<T>,
): Promise<T> {
  const { env } = await import("@/lib/env");
  if (!env.DATABASE_URL) {
    const answer = await askRunningServer(env.DATA_DIR, command, body);
    if (answer) return answer as T;
  }
  const { openDatabase } = await import("@/lib/db");
  const { createStaffAuth } = await import("@/lib/staff/auth/better-auth");
  const { staffAuthSecret } = await import("@/lib/staff/auth/secret");
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const secret = staffAuthSecret(env);
    return await run({
      auth: createStaffAuth({ db: handle.db, secret, baseURL: env.SITE_URL }),
      db: handle.db,
      lockSecret: secret,
    });
  } finally {
    await handle.close();
  }
}
