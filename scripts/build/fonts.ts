// Subsets the site font from its @fontsource-variable package to the characters and weights
// the site uses (src/fonts/glyphs.ts), about half its size. Run `npm run fonts`
// after updating the package or the glyph list; the outputs in src/fonts are committed.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";
import { FONT_GLYPHS, FONT_WEIGHTS } from "../../src/fonts/glyphs";

const root = path.join(__dirname, "../..");
const fonts = [
  {
    from: "node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
    to: "src/fonts/plus-jakarta-sans-latin-wght.woff2",
  },
];

async function main() {
  for (const font of fonts) {
    const source = await readFile(path.join(root, font.from));
    const subset = await subsetFont(source, FONT_GLYPHS, {
      targetFormat: "woff2",
      variationAxes: { wght: FONT_WEIGHTS },
    });
    await writeFile(path.join(root, font.to), subset);
    console.log(`${font.to}: ${source.length} -> ${subset.length} bytes`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
