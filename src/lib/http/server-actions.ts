// The Server Action ids this build has, so a made-up Next-Action header is refused early.
import { readBuildJson } from "@/lib/build-files";

let known: Set<string> | null | undefined;

/**
 * Reads the build's server-reference manifest once. Next logs a stack trace for every unknown
 * action id it is sent; refusing them first keeps junk out of the log. Without a readable
 * manifest (development) nothing is refused here and Next answers as before.
 */
export function knownServerActions(): Set<string> | null {
  if (known !== undefined) return known;
  const manifest = readBuildJson("server", "server-reference-manifest.json") as
    { node?: Record<string, unknown> } | undefined;
  known = manifest ? new Set(Object.keys(manifest.node ?? {})) : null;
  return known;
}
