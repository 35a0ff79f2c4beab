// Keeps a second process from opening the same embedded database directory (PGlite is single-process).
import fs from "node:fs";
import path from "node:path";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const heldHere = new Set<string>();

/** Takes DATA_DIR/.lock for this process; a lock left by a dead process is taken over. */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(/* turbopackIgnore: true */ dataDir, ".lock");
  if (heldHere.has(lockPath))
    throw new Error(`The database in ${dataDir} is already open in this process.`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      heldHere.add(lockPath);
      const release = () => {
        heldHere.delete(lockPath);
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(lockPath, "utf8"));
      // Our own pid but not held here: left by an earlier run that reused the pid (containers).
      if (owner !== process.pid && Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new Error(
          `The database in ${dataDir} is open in another process (pid ${owner}). ` +
            "Stop it first, or set DATABASE_URL to share a PostgreSQL server between processes.",
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}.`);
}
