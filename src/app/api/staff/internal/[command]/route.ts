// The local channel's endpoint (see src/lib/ops/channel.ts): only requests with the token. Each
// command is one entry of COMMANDS: the input it takes and what it does.
import { NextResponse } from "next/server";
import { z } from "zod";
import { getDatabase, getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { exportRequestSchema, formatLeads } from "@/lib/leads/export";
import { listLeads } from "@/lib/leads/store";
import { backupNow, backupRequestSchema } from "@/lib/ops/backup";
import { channelAuthorised } from "@/lib/ops/channel";
import {
  accountEmailSchema,
  addStaffAccount,
  newAccountSchema,
  removeStaffAccount,
  resetStaffPassword,
  type StaffAdmin,
} from "@/lib/staff/auth/accounts";
import { staffAuthSecret } from "@/lib/staff/auth/secret";
import { getStaffAuth } from "@/lib/staff/auth/session";
import { runRetention } from "@/lib/staff/leads/privacy";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

const json = (body: unknown, status = 200) =>
  NextResponse.json(body, { status, headers: NO_STORE });

async function staffAdmin(): Promise<StaffAdmin> {
  return { auth: await getStaffAuth(), db: await getDb(), lockSecret: staffAuthSecret(env) };
}

type Command = { input: z.ZodType; run: (input: never) => Promise<Response> };

function command<S extends z.ZodType>(
  input: S,
  run: (input: z.infer<S>) => Promise<Response>,
): Command {
  return { input, run };
}

/** `npm run staff:add`, `staff:remove`, `leads:export`, `leads:retention` and `db:backup`. */
const COMMANDS: Record<string, Command> = {
  accounts: command(newAccountSchema, async (input) =>
    json(await addStaffAccount((await staffAdmin()).auth, input)),
  ),
  password: command(newAccountSchema, async (input) =>
    json(await resetStaffPassword(await staffAdmin(), input)),
  ),
  remove: command(accountEmailSchema, async (input) =>
    json(await removeStaffAccount((await staffAdmin()).auth, input)),
  ),
  "leads-export": command(exportRequestSchema, async ({ format, since }) => {
    const rows = await listLeads(await getDb(), since ? new Date(since) : undefined);
    return json({ output: formatLeads(rows, format) });
  }),
  // The server holds the embedded database: the backup is taken here and sent back whole.
  backup: command(backupRequestSchema, async ({ file }) => {
    const taken = await backupNow(await getDatabase(), {
      trigger: "manual",
      passphrase: env.BACKUP_PASSPHRASE,
      dataDir: env.DATA_DIR,
      name: file,
    });
    return new Response(new Uint8Array(taken.file), {
      headers: { ...NO_STORE, "Content-Type": "application/octet-stream" },
    });
  }),
  retention: command(z.unknown(), async () =>
    json(await runRetention(await getDb(), env.LEAD_RETENTION_MONTHS)),
  ),
};

export async function POST(request: Request, { params }: { params: Promise<{ command: string }> }) {
  const { command: name } = await params;
  if (!channelAuthorised(request.headers.get("authorization")) || !Object.hasOwn(COMMANDS, name)) {
    return json({ error: "not found" }, 404);
  }
  const { input, run } = COMMANDS[name]!;
  const parsed = input.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return json({ error: z.prettifyError(parsed.error) }, 400);
  try {
    return await run(parsed.data as never);
  } catch (error) {
    console.error(`[staff] channel ${name} failed: ${(error as Error).name}`);
    return json({ error: "failed" }, 500);
  }
}
