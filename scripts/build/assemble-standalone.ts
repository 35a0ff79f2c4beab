// Completes the standalone build after `next build` (`npm run build`): Next leaves out the
// static assets a CDN would usually serve, so they are copied in, with the production entry
// (server.mjs, the same entry `npm start` runs). The result, <distDir>/standalone, runs alone: `node server.mjs`.
//   tsx scripts/build/assemble-standalone.ts [distDir]   (default: NEXT_DIST_DIR or .next)
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";

export function assembleStandalone(distDir: string): string {
  const standalone = path.join(distDir, "standalone");
  if (!existsSync(path.join(standalone, "server.js"))) {
    throw new Error(`${standalone}/server.js is missing: is output "standalone" set?`);
  }
  const staticTarget = path.join(
    standalone,
    path.relative(process.cwd(), path.resolve(distDir)),
    "static",
  );
  rmSync(staticTarget, { recursive: true, force: true });
  cpSync(path.join(distDir, "static"), staticTarget, { recursive: true });
  rmSync(path.join(standalone, "public"), { recursive: true, force: true });
  cpSync("public", path.join(standalone, "public"), { recursive: true });
  // The one production entry, the same file `npm start` runs in the repository.
  cpSync("server.mjs", path.join(standalone, "server.mjs"));
  return standalone;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const distDir = process.argv[2] ?? (process.env.NEXT_DIST_DIR || ".next");
  console.log(`Standalone server ready in ${assembleStandalone(distDir)}`);
}
