// Regenerates every artwork module (scripts/artwork/*.art.ts) into public/images.
// Run with `npm run artwork [area]` after changing a composition; the outputs are committed.
import { readdir } from "node:fs/promises";
import path from "node:path";

async function main() {
  const dir = __dirname;
  const only = process.argv[2];
  const modules = (await readdir(dir)).filter(
    (f) => f.endsWith(".art.ts") && (!only || f.includes(only)),
  );
  for (const file of modules) {
    const mod = (await import(path.join(dir, file))) as { default: () => Promise<void> };
    await mod.default();
    console.log(`artwork: ${file}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
