import { Leaf } from "lucide";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon";

const render = (props: Record<string, unknown> = {}) =>
  renderToStaticMarkup(createElement(Icon, { icon: Leaf, className: "h-5 w-5", ...props }));

describe("Icon", () => {
  it("draws the icon's shapes as plain SVG with the caller's class", () => {
    const html = render();
    expect(html).toMatch(/^<svg [^>]*viewBox="0 0 24 24"[^>]*class="icon h-5 w-5"/);
    expect(html.match(/<path /g)).toHaveLength(Leaf.length);
    expect(html).toContain(`d="${Leaf[0]![1].d}"`);
  });

  it("is hidden from assistive technology unless it is named", () => {
    expect(render()).toContain('aria-hidden="true"');
    expect(render({ "aria-label": "Leaf" })).not.toContain("aria-hidden");
    expect(render({ role: "img", "aria-labelledby": "t" })).not.toContain("aria-hidden");
  });
});
