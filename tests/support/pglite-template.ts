// A fresh PGlite data folder for a test, without PGlite's first start in it. That first start
// runs initdb in WebAssembly: about 6 s of processor each time, paid by every test file and every
// server a test starts on a new folder. So one folder is initialised once per PGlite release, kept
// in node_modules/.cache, and copied (a few milliseconds) into each new data folder. The copy is
// what PGlite itself leaves after initdb and before the site's migrations: the site's code opens
// it as it opens a folder it has just initialised, and runs every migration on it. A fresh
// initdb by the site itself is still exercised wherever a test gives it an empty folder (the
// end-to-end server starts on one).
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";

const repo = path.resolve(__dirname, "../..");
const pgliteVersion = (
  JSON.parse(
    readFileSync(path.join(repo, "node_modules/@electric-sql/pglite/package.json"), "utf8"),
  ) as { version: string }
).version;
const cacheDir = path.join(repo, "node_modules/.cache/pglite-template");
const template = path.join(cacheDir, pgliteVersion);

let made: Promise<string> | undefined;

/** The initialised folder, made on first use (concurrent makers: the first rename wins). */
function pgliteTemplate(): Promise<string> {
  made ??= (async () => {
    if (existsSync(template)) return template;
    mkdirSync(cacheDir, { recursive: true });
    const work = mkdtempSync(path.join(cacheDir, "making-"));
    try {
      const { PGlite } = await import("@electric-sql/pglite");
      const db = await PGlite.create(work);
      await db.close();
      try {
        renameSync(work, template);
      } catch (error) {
        if (!existsSync(template)) throw error;
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    return template;
  })();
  return made;
}

/**
 * A new data folder in the system's temporary folder (its name starts with `prefix`), holding an
 * initialised, empty PGlite cluster where the site looks for its embedded database
 * (`<dataDir>/pglite`: src/lib/db/index.ts).
 */
export async function seededDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cpSync(await pgliteTemplate(), path.join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}
