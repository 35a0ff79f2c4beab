// npm run db:migrate: applies pending migrations to DATABASE_URL, or to PGlite in DATA_DIR.
import { loadEnvConfig } from "@next/env";

async function main() {
  loadEnvConfig(process.cwd());
  const { openDatabase } = await import("@/lib/db");
  const { env } = await import("@/lib/env");
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await handle.close();
  console.log(
    `Database is up to date (${handle.kind === "postgres" ? "PostgreSQL" : `PGlite in ${env.DATA_DIR}`}).`,
  );
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
