// npm run staff:remove -- --email ADDRESS: removes a staff account (someone who has left), with
// its sessions, password and two-factor secret. Works while the site runs.
import { loadEnvConfig } from "@next/env";

const USAGE = "Usage: npm run staff:remove -- --email ADDRESS";

async function main() {
  loadEnvConfig(process.cwd());
  const [flag, inline, ...rest] = process.argv.slice(2).flatMap((arg) => arg.split("=", 2));
  if (flag !== "--email" || !inline || rest.length > 0) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const { accountEmailSchema, removeStaffAccount } = await import("@/lib/staff/auth/accounts");
  const parsed = accountEmailSchema.safeParse({ email: inline });
  if (!parsed.success) {
    console.error(`${inline} is not an e-mail address.\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const { withStaffAuth } = await import("./channel-client");
  const result = await withStaffAuth("remove", parsed.data, (admin) =>
    removeStaffAccount(admin.auth, parsed.data),
  );
  if (result.status === "missing") {
    console.error(`There is no staff account for ${result.email}.`);
    process.exitCode = 1;
    return;
  }
  console.log(`Removed the staff account ${result.email}; its sessions have ended.`);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
