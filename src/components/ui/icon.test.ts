import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { brandIcons, outlineIcons } from "../../../scripts/build/icon-registry";
import {
  NAMES_FILE,
  SPRITE_DIR,
  namesModule,
  spriteFileName,
  spriteSvg,
} from "../../../scripts/build/icon-sprite";
import { Icon } from "./icon";
import { ICON_SPRITE } from "./icon-names";

const render = (props: Record<string, unknown> = {}) =>
  renderToStaticMarkup(createElement(Icon, { icon: "leaf", className: "h-5 w-5", ...props }));

describe("Icon", () => {
  it("references the icon in the sprite, with the caller's class and nothing else", () => {
    // Size comes from the classes (24px by default, globals.css) and the viewBox from the
    // symbol, so the element carries no width, height or viewBox of its own.
    expect(render()).toBe(
      `<svg aria-hidden="true" class="icon h-5 w-5"><use href="${ICON_SPRITE}#leaf"></use></svg>`,
    );
  });

  it("is hidden from assistive technology unless it is named", () => {
    expect(render()).toContain('aria-hidden="true"');
    expect(render({ "aria-label": "Leaf" })).not.toContain("aria-hidden");
    expect(render({ role: "img", "aria-labelledby": "t" })).not.toContain("aria-hidden");
  });
});

describe("the icon sprite", () => {
  it("is what `npm run icons` writes from the registry (run it after changing the registry)", () => {
    const sprite = spriteSvg();
    expect(readdirSync(SPRITE_DIR)).toEqual([spriteFileName(sprite)]);
    expect(readFileSync(path.join(SPRITE_DIR, spriteFileName(sprite)), "utf8")).toBe(sprite);
    expect(readFileSync(NAMES_FILE, "utf8")).toBe(namesModule(sprite));
  });

  it("holds every icon once, each shape of it", () => {
    const sprite = spriteSvg();
    for (const [id, node] of Object.entries(outlineIcons)) {
      const symbol = new RegExp(`<symbol id="${id}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(
        sprite,
      );
      expect(symbol, id).not.toBeNull();
      expect(symbol![1]!.match(/<\w+ /g), id).toHaveLength(node.length);
    }
    for (const id of Object.keys(brandIcons)) expect(sprite).toContain(`<symbol id="${id}"`);
    expect(sprite.match(/<symbol /g)).toHaveLength(
      Object.keys(outlineIcons).length + Object.keys(brandIcons).length,
    );
  });
});

describe("icons in the code", () => {
  it("come from the sprite: no page or component imports icon shapes", () => {
    const importers = readdirSync("src", { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
      .map((e) => path.join(e.parentPath, e.name))
      .filter((file) => /from "(lucide|simple-icons)"/.test(readFileSync(file, "utf8")));
    expect(importers).toEqual([]);
  });
});
