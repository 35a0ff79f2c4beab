// What deploy/nginx/nginx.conf compresses, read from it so the bench front and the HTML weight
// figures cannot drift from the production proxy: per encoding, its level, its minimum length
// and its MIME types (HTML always). Read from the repository root, where the npm scripts and
// the end-to-end tests run (the tests load this module as CommonJS, without import.meta).
import { readFileSync } from "node:fs";

export type Encoding = "br" | "gzip";
export type CompressionSetting = { level: number; minLength: number; types: Set<string> };

export function nginxCompression(): Record<Encoding, CompressionSetting> {
  const conf = readFileSync("deploy/nginx/nginx.conf", "utf8");
  const setting = (name: string) => {
    const value = new RegExp(`^\\s*${name}\\s+([^;]+);`, "m").exec(conf)?.[1];
    if (!value) throw new Error(`nginx.conf has no ${name}`);
    return value.trim();
  };
  const of = (prefix: string) => ({
    level: Number(setting(`${prefix}_comp_level`)),
    minLength: Number(setting(`${prefix}_min_length`)),
    types: new Set(["text/html", ...setting(`${prefix}_types`).split(/\s+/)]),
  });
  return { br: of("brotli"), gzip: of("gzip") };
}
