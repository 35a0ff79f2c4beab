// Where the embedded database's memory goes: resident memory of a bare Node process opening
// PGlite and storing 500 rows, with the options and node flags under test.
//   node scripts/bench/pglite-memory.mjs '{}' /tmp/pglite-a
//   node --liftoff-only scripts/bench/pglite-memory.mjs '{"startParams":[...]}' /tmp/pglite-b
import { PGlite } from "@electric-sql/pglite";

const mib = (n) => Math.round(n / 1048576);
const usage = () => {
  const m = process.memoryUsage();
  return `rss ${mib(m.rss)} MiB, JS heap ${mib(m.heapUsed)}, external (WebAssembly) ${mib(m.external)}`;
};
const options = JSON.parse(process.argv[2] ?? "{}");
const dir = process.argv[3] ?? "/tmp/pglite-memory";
console.log("start      ", usage());
const db = await PGlite.create(dir, options);
console.log("open       ", usage());
const t0 = Date.now();
await db.exec("create table if not exists t (id serial primary key, s text)");
for (let i = 0; i < 500; i++) await db.query("insert into t (s) values ($1)", ["x".repeat(500)]);
console.log("500 inserts", usage(), `${Date.now() - t0} ms`);
await db.close();
