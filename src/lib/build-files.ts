// Files the production build wrote, read at run time: the standalone server runs from its own
// folder, with the build folder inside it under the name it was built with.
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The build folder, relative to the working directory: server.mjs sets NEXT_DIST_DIR to the one
 * it serves (the standalone server runs from its own folder, the build inside it).
 */
export function buildDirectory(): string {
  return process.env.NEXT_DIST_DIR?.trim() || ".next";
}

/** A JSON file of the build, parsed; undefined without one (development) or when unreadable. */
export function readBuildJson(...segments: string[]): unknown {
  try {
    const file = path.join(
      /* turbopackIgnore: true */ process.cwd(),
      buildDirectory(),
      ...segments,
    );
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}
