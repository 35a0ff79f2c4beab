// The Server Action ids this build has, so a made-up Next-Action header is refused early.
import { readFileSync } from "node:fs";
import path from "node:path";

let known: Set<string> | null | undefined;

/**
 * Reads the build's server-reference manifest once. Next logs a stack trace for every unknown
 * action id it is sent; refusing them first keeps junk out of the log. Without a readable
 * manifest (development) nothing is refused here and Next answers as before.
 */
export function knownServerActions(): Set<string> | null {
  if (known !== undefined) return known;
  try {
    const file = path.join(
      /* turbopackIgnore: true */ process.cwd(),
      process.env.NEXT_DIST_DIR || ".next",
      "server",
      "server-reference-manifest.json",
    );
    const manifest = JSON.parse(readFileSync(file, "utf8")) as { node?: Record<string, unknown> };
    known = new Set(Object.keys(manifest.node ?? {}));
  } catch {
    known = null;
  }
  return known;
}
