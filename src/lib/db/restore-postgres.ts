// Replacing a PostgreSQL database with a backup's dump in one transaction (see ./restore.ts):
// pg_restore turns the archive into SQL, and psql runs it between dropping the site's schemas
// and checking every table's rows, so that any failure leaves the database as it was.
import "server-only";
import { spawn } from "node:child_process";

/** A DO block that raises, naming the table, when any count differs from the backup's. */
function countCheckSql(expected: Record<string, number>): string {
  const checks = Object.entries(expected)
    .map(
      ([name, rows]) =>
        `select count(*) into n from public."${name}"; if n <> ${rows} then ` +
        `raise exception 'The backup''s data does not match its manifest: ${name}: % rows, the backup says ${rows}', n; end if;`,
    )
    .join("\n");
  return `do $check$ declare n bigint; begin\n${checks}\nend $check$;`;
}

const WIPE =
  "drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;";

/**
 * Replaces a PostgreSQL database in one transaction: pg_restore turns the archive into SQL,
 * which psql runs between dropping the site's schemas and checking every count. Any error, the
 * check's included, rolls it all back.
 */
export function replacePostgres(
  url: string,
  dump: Uint8Array,
  expected: Record<string, number>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const restore = spawn("pg_restore", ["--no-owner", "--no-privileges", "--file=-"], {
      stdio: ["pipe", "pipe", "pipe"],
    });
    const psql = spawn(
      "psql",
      [
        "--no-psqlrc",
        "--quiet",
        "--set=ON_ERROR_STOP=1",
        "--single-transaction",
        `--command=${WIPE}`,
        "--file=-",
        `--command=${countCheckSql(expected)}`,
        `--dbname=${url}`,
      ],
      { stdio: ["pipe", "ignore", "pipe"] },
    );
    const errors: string[] = [];
    const collect = (program: string) => (chunk: Buffer) => {
      const line = chunk
        .toString()
        .split("\n")
        .find((text) => /ERROR|error|fatal/.test(text));
      if (line) errors.push(`${program}: ${line.replace(/^psql:[^:]*:\d+: /, "")}`);
    };
    restore.stderr.on("data", collect("pg_restore"));
    psql.stderr.on("data", collect("psql"));
    for (const child of [restore, psql]) {
      child.on("error", (error: NodeJS.ErrnoException) =>
        reject(
          new Error(
            error.code === "ENOENT"
              ? "pg_restore and psql are needed (Debian: apt-get install postgresql-client)."
              : `A PostgreSQL client program failed to start: ${error.code ?? error.name}.`,
          ),
        ),
      );
      child.stdin.on("error", () => {});
    }
    // A dump that pg_restore cannot read to its end must not be committed in part: psql is
    // given a statement that fails (closing a COPY block first, should the dump stop inside one).
    restore.stdout.pipe(psql.stdin, { end: false });
    restore.on("close", (code) => {
      if (code !== 0) {
        psql.stdin.write(
          "\n\\.\ndo $stop$ begin raise exception 'pg_restore could not read the dump'; end $stop$;\n",
        );
      }
      psql.stdin.end();
    });
    restore.stdin.end(Buffer.from(dump.buffer, dump.byteOffset, dump.byteLength));
    psql.on("close", (code) => {
      if (code === 0 && errors.length === 0) resolve();
      else {
        const match = errors.find((e) => e.includes("does not match its manifest")) ?? errors[0];
        reject(
          new Error(
            `${match?.replace(/^psql: ERROR:\s+/, "") ?? `psql ended with ${code}`} ` +
              "(nothing was changed: the database is as it was).",
          ),
        );
      }
    });
  });
}
