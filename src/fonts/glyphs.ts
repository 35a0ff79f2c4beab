// The characters the self-hosted font keeps (scripts/build/fonts.ts subsets it to this set).
// Anything else (other accented letters, Tamil script, symbols) is drawn by the visitor's system
// font, glyph by glyph; a test checks that the site's own copy needs nothing outside this set.
const ranges: readonly [number, number][] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xa0], // no-break space
  [0xa9, 0xa9], // ©
  [0xae, 0xae], // ®
  [0xb0, 0xb2], // ° ± ²
  [0xb7, 0xb7], // ·
  [0xd7, 0xd7], // ×
  [0xe9, 0xe9], // é
  [0x2010, 0x2027], // dashes, quotes, bullet, ellipsis
  [0x2030, 0x2030], // ‰
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x20b9, 0x20b9], // ₹
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus
];

export const FONT_GLYPHS: string = ranges
  .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i))
  .map((code) => String.fromCodePoint(code))
  .join("");

/** Weights the design uses (Tailwind's font-normal to font-extrabold); the rest are cut. */
export const FONT_WEIGHTS = { min: 400, max: 800 } as const;
