// npm run staff:add -- --email ADDRESS [--name NAME] [--reset]: creates a staff account, or with
// --reset gives an existing one a new password and ends all its sessions. The password comes
// from STAFF_PASSWORD, else it is asked for (not echoed). Works while the site runs.
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { loadEnvConfig } from "@next/env";

const USAGE =
  "Usage: STAFF_PASSWORD=... npm run staff:add -- --email ADDRESS [--name NAME] [--reset]";

function parseArgs(args: string[]): { email: string; name?: string; reset: boolean } | string {
  let email = "";
  let name: string | undefined;
  let reset = false;
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i]!.split("=", 2) as [string, string | undefined];
    if (flag === "--reset") {
      reset = true;
      continue;
    }
    const value = inline ?? args[++i] ?? "";
    if (flag === "--email") email = value;
    else if (flag === "--name") name = value;
    else return `Unknown option ${flag}.`;
  }
  return email ? { email, name, reset } : "--email is required.";
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY)
    throw new Error("Set STAFF_PASSWORD, or run in a terminal to be asked.");
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const ask = (q: string) =>
    new Promise<string>((resolve) => {
      rl.question(q, resolve);
      muted = true;
    });
  try {
    const first = await ask("Password (at least 12 characters): ");
    muted = false;
    process.stdout.write("\n");
    const second = await ask("Again: ");
    process.stdout.write("\n");
    if (first !== second) throw new Error("The two passwords differ.");
    return first;
  } finally {
    rl.close();
  }
}

async function main() {
  loadEnvConfig(process.cwd());
  const options = parseArgs(process.argv.slice(2));
  if (typeof options === "string") {
    console.error(`${options}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const password = process.env.STAFF_PASSWORD || (await askPassword());
  const { newAccountSchema } = await import("@/lib/staff/auth/accounts");
  const parsed = newAccountSchema.safeParse({ ...options, password });
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"));
    process.exitCode = 2;
    return;
  }
  const { env } = await import("@/lib/env");
  const { withStaffAuth } = await import("./channel-client");
  const { addStaffAccount, resetStaffPassword } = await import("@/lib/staff/auth/accounts");
  if (options.reset) {
    const result = await withStaffAuth("password", parsed.data, (admin) =>
      resetStaffPassword(admin, parsed.data),
    );
    if (result.status === "missing") {
      console.error(`There is no staff account for ${result.email}.`);
      process.exitCode = 1;
      return;
    }
    console.log(`New password set for ${result.email}; every session of the account has ended.`);
    return;
  }
  const result = await withStaffAuth("accounts", parsed.data, (admin) =>
    addStaffAccount(admin.auth, parsed.data),
  );
  if (result.status === "exists") {
    console.error(
      `A staff account for ${result.email} already exists (--reset gives it a new password).`,
    );
    process.exitCode = 1;
    return;
  }
  console.log(
    `Created the staff account ${result.email}. Sign in at ${env.SITE_URL}/staff/sign-in`,
  );
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
