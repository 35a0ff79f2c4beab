// npm run leads:export -- --format csv|json [--since DATE]: prints stored leads to stdout. On the
// embedded database it asks the running server (which holds the data) when there is one.
import { loadEnvConfig } from "@next/env";

const USAGE = "Usage: npm run leads:export -- --format csv|json [--since YYYY-MM-DD]";

function parseArgs(args: string[]): { format: "csv" | "json"; since?: string } | string {
  let format: string = "csv";
  let since: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i]!.split("=", 2) as [string, string | undefined];
    const value = inline ?? args[++i];
    if (flag === "--format") format = value ?? "";
    else if (flag === "--since") since = value ?? "";
    else return `Unknown option ${flag}.`;
  }
  if (format !== "csv" && format !== "json") return `--format must be csv or json.`;
  return { format, since };
}

async function main() {
  loadEnvConfig(process.cwd());
  const options = parseArgs(process.argv.slice(2));
  const { parseSince, formatLeads } = await import("@/lib/leads/export");
  if (typeof options === "string") {
    console.error(`${options}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const since = options.since === undefined ? undefined : parseSince(options.since);
  if (since === null) {
    console.error(`--since must be a date such as 2026-11-01.\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const { env } = await import("@/lib/env");
  if (!env.DATABASE_URL) {
    const { askRunningServer } = await import("./channel-client");
    const answer = (await askRunningServer(env.DATA_DIR, "leads-export", {
      format: options.format,
      since: since?.toISOString(),
    })) as { output: string } | null;
    if (answer) {
      process.stdout.write(answer.output);
      return;
    }
  }
  const { openDatabase } = await import("@/lib/db");
  const { listLeads } = await import("@/lib/leads/store");
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    process.stdout.write(formatLeads(await listLeads(handle.db, since), options.format));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
