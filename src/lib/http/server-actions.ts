// The Server Action ids this build has, so a made-up Next-Action header is refused early, and
// the check every action makes of the form it is sent.
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

/**
 * A Server Action's form as sent. A request made by hand can call an action with anything in
 * its place (nothing, a string, a plain object); that reads as an empty form, which the action's
 * own validation then refuses as it would an empty submission.
 */
export function formArg(sent: unknown): FormData {
  return sent instanceof FormData ? sent : new FormData();
}
