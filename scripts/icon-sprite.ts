// Writes the icon sprite (public/icons.svg) and the icon names pages may use
// (src/components/ui/icon-names.ts) from src/components/ui/icon-registry.ts.
//   npm run icons
// A test fails when either file differs from what this writes.
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { brandIcons, outlineIcons } from "../src/components/ui/icon-registry";

export const SPRITE_FILE = "public/icons.svg";
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

export function namesModule(sprite: string): string {
  const version = createHash("sha256").update(sprite).digest("hex").slice(0, 10);
  const names = [...Object.keys(outlineIcons), ...Object.keys(brandIcons)];
  return [
    "// Written by `npm run icons` (scripts/icon-sprite.ts) from icon-registry.ts; do not edit.",
    "",
    "/** The sprite's address; the version changes with its content, so it may be cached for good. */",
    `export const ICON_SPRITE = "/icons.svg?v=${version}";`,
    "",
    "export type IconName =",
    ...names.map((name, i) => `  | "${name}"${i === names.length - 1 ? ";" : ""}`),
    "",
  ].join("\n");
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const sprite = spriteSvg();
  writeFileSync(SPRITE_FILE, sprite);
  writeFileSync(NAMES_FILE, namesModule(sprite));
  console.log(`Wrote ${SPRITE_FILE} (${sprite.length} bytes) and ${NAMES_FILE}.`);
}
