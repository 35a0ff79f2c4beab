// Marks the client chunks that every page runs at start-up (React, the Next.js router and the
// Turbopack runtime: the build manifest's `rootMainFiles`) with Chrome's explicit compile hint,
// `//# allFunctionsCalledOnLoad`. Chrome then compiles all their functions on the background
// thread that streams each script, not one by one on the main thread as they are first called,
// which shortens the main-thread task that boots the page (Chrome 136 and later; other browsers
// read a comment). Runs after `next build` (`npm run build`); running it twice changes nothing.
//   tsx scripts/build/compile-hints.ts [distDir]   (default: NEXT_DIST_DIR or .next)
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

const buildManifest = z.object({ rootMainFiles: z.array(z.string()) });

/** Adds the hint to each start-up chunk of the build in `distDir`; returns the files it changed. */
export function addCompileHints(distDir: string): string[] {
  const manifest = buildManifest.parse(
    JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8")),
  );
  const changed: string[] = [];
  for (const file of manifest.rootMainFiles) {
    if (!file.endsWith(".js")) continue;
    const target = path.join(distDir, file);
    const source = readFileSync(target, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(target, COMPILE_HINT + source);
    changed.push(file);
  }
  return changed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const distDir = process.argv[2] ?? (process.env.NEXT_DIST_DIR || ".next");
  const changed = addCompileHints(distDir);
  console.log(`Compile hints: ${changed.length} start-up chunk(s) marked in ${distDir}.`);
}
