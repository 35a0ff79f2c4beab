// Writes the icon sprite (public/icons/<hash>.svg) and the icon names pages may use
// (src/components/ui/icon-names.ts) from scripts/build/icon-registry.ts.
//   npm run icons
// The file is named by its content, so it can be cached for good and a deploy never serves an
// old sprite under a new address. A test fails when either file differs from what this writes.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brandIcons, outlineIcons } from "./icon-registry";

export const SPRITE_DIR = "public/icons";
export const NAMES_FILE = "src/components/ui/icon-names.ts";

const escape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function symbol(id: string, body: string): string {
  return `<symbol id="${id}" viewBox="0 0 24 24">${body}</symbol>`;
}

export function spriteSvg(): string {
  const outline = Object.entries(outlineIcons).map(([id, node]) =>
    symbol(
      id,
      node
        .map(([tag, attributes]) => {
          const attrs = Object.entries(attributes)
            .map(([name, value]) => ` ${name}="${escape(String(value))}"`)
            .join("");
          return `<${tag}${attrs}/>`;
        })
        .join(""),
    ),
  );
  // Brand marks are filled shapes: the `icon` class's stroke is turned off on them.
  const brand = Object.entries(brandIcons).map(([id, d]) =>
    symbol(id, `<path fill="currentColor" stroke="none" d="${escape(d)}"/>`),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...outline, ...brand].join("")}</svg>\n`;
}

/** The sprite's file name: a hash of its content. */
export function spriteFileName(sprite: string): string {
  return `${createHash("sha256").update(sprite).digest("hex").slice(0, 12)}.svg`;
}

export function namesModule(sprite: string): string {
  const names = [...Object.keys(outlineIcons), ...Object.keys(brandIcons)];
  return [
    "// Written by `npm run icons` (scripts/build/icon-sprite.ts) from scripts/build/icon-registry.ts; do not edit.",
    "",
    "/** The sprite's address, named by its content (served with a one-year immutable cache). */",
    `export const ICON_SPRITE = "/icons/${spriteFileName(sprite)}";`,
    "",
    "export type IconName =",
    ...names.map((name, i) => `  | "${name}"${i === names.length - 1 ? ";" : ""}`),
    "",
  ].join("\n");
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const sprite = spriteSvg();
  const file = spriteFileName(sprite);
  mkdirSync(SPRITE_DIR, { recursive: true });
  for (const old of readdirSync(SPRITE_DIR)) if (old !== file) rmSync(path.join(SPRITE_DIR, old));
  writeFileSync(path.join(SPRITE_DIR, file), sprite);
  writeFileSync(NAMES_FILE, namesModule(sprite));
  console.log(`Wrote ${SPRITE_DIR}/${file} (${sprite.length} bytes) and ${NAMES_FILE}.`);
}
