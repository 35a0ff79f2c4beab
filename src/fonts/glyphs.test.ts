import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_GLYPHS } from "./glyphs";

const src = path.join(__dirname, "..");

/** Characters the site's copy uses on purpose that the web fonts never had: system font. */
const systemFontOnly = (char: string) =>
  /[\u0b80-\u0bff]/.test(char) || // Tamil
  char === "\u26a0"; // ⚠, the warning sign before a field error

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|md)$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
  });
}

describe("font subset", () => {
  it("keeps every character the site's own copy uses", () => {
    const glyphs = new Set(FONT_GLYPHS);
    const missing = new Map<string, string>();
    for (const file of sourceFiles(src)) {
      for (const char of readFileSync(file, "utf8")) {
        if (char === "\n" || char === "\t" || char === "\r") continue;
        if (!glyphs.has(char) && !systemFontOnly(char)) {
          missing.set(char, path.relative(src, file));
        }
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
