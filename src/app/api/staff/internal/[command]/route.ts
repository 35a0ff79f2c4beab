// The local channel's endpoint (see src/lib/ops/channel.ts): only requests with the token.
import { NextResponse } from "next/server";
import { z } from "zod";
import { getDatabase, getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { exportRequestSchema, formatLeads } from "@/lib/leads/export";
import { listLeads } from "@/lib/leads/store";
import { backupRequestSchema, recordBackupRun, takeBackup } from "@/lib/ops/backup";
import {
  accountEmailSchema,
  addStaffAccount,
  newAccountSchema,
  removeStaffAccount,
  resetStaffPassword,
  type NewAccount,
  type StaffAdmin,
} from "@/lib/staff/auth/accounts";
import { staffAuthSecret } from "@/lib/staff/auth/secret";
import { channelAuthorised } from "@/lib/ops/channel";
import { runRetention } from "@/lib/staff/leads/privacy";
import { getStaffAuth } from "@/lib/staff/auth/session";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * The account commands of `npm run staff:add` and `staff:remove`, each with its input; below them
 * `leads:export`, `leads:retention` and `db:backup`, which work on the leads and the database.
 */
const ACCOUNT_COMMANDS = {
  accounts: {
    schema: newAccountSchema,
    run: (admin: StaffAdmin, input: NewAccount) => addStaffAccount(admin.auth, input),
  },
  password: { schema: newAccountSchema, run: resetStaffPassword },
  remove: {
    schema: accountEmailSchema,
    run: (admin: StaffAdmin, input: { email: string }) => removeStaffAccount(admin.auth, input),
  },
} as const;

export async function POST(request: Request, { params }: { params: Promise<{ command: string }> }) {
  if (!channelAuthorised(request.headers.get("authorization"))) {
    return NextResponse.json({ error: "not found" }, { status: 404, headers: NO_STORE });
  }
  const { command } = await params;
  try {
    if (Object.hasOwn(ACCOUNT_COMMANDS, command)) {
      const account = ACCOUNT_COMMANDS[command as keyof typeof ACCOUNT_COMMANDS];
      const parsed = account.schema.safeParse(await request.json().catch(() => null));
      if (!parsed.success) {
        return NextResponse.json(
          { error: z.prettifyError(parsed.error) },
          { status: 400, headers: NO_STORE },
        );
      }
      const admin: StaffAdmin = {
        auth: await getStaffAuth(),
        db: await getDb(),
        lockSecret: staffAuthSecret(env),
      };
      const result = await account.run(admin, parsed.data as never);
      return NextResponse.json(result, { headers: NO_STORE });
    }
    if (command === "leads-export") {
      const parsed = exportRequestSchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success) {
        return NextResponse.json(
          { error: z.prettifyError(parsed.error) },
          { status: 400, headers: NO_STORE },
        );
      }
      const { format, since } = parsed.data;
      const rows = await listLeads(await getDb(), since ? new Date(since) : undefined);
      return NextResponse.json({ output: formatLeads(rows, format) }, { headers: NO_STORE });
    }
    if (command === "backup") {
      // The server holds the embedded database: the backup is taken here and sent back whole.
      const parsed = backupRequestSchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success) {
        return NextResponse.json(
          { error: z.prettifyError(parsed.error) },
          { status: 400, headers: NO_STORE },
        );
      }
      const handle = await getDatabase();
      const finish = await recordBackupRun(handle.db, "manual");
      try {
        const { file } = await takeBackup(handle, {
          passphrase: env.BACKUP_PASSPHRASE,
          dataDir: env.DATA_DIR,
        });
        await finish({ bytes: file.length, file: parsed.data.file });
        return new Response(new Uint8Array(file), {
          headers: { ...NO_STORE, "Content-Type": "application/octet-stream" },
        });
      } catch (error) {
        await finish({ error: (error as Error).name }).catch(() => {});
        throw error;
      }
    }
    if (command === "retention") {
      const result = await runRetention(await getDb(), env.LEAD_RETENTION_MONTHS);
      return NextResponse.json(result, { headers: NO_STORE });
    }
  } catch (error) {
    console.error(`[staff] channel ${command} failed: ${(error as Error).name}`);
    return NextResponse.json({ error: "failed" }, { status: 500, headers: NO_STORE });
  }
  return NextResponse.json({ error: "not found" }, { status: 404, headers: NO_STORE });
}
