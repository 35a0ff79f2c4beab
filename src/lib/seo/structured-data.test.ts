import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, serializeJsonLd } from "@/lib/seo/structured-data";

describe("serializeJsonLd", () => {
  it("cannot close the surrounding script tag", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain("<");
    expect(json).not.toContain(">");
  });

  it("escapes HTML comment openers, ampersands and JavaScript line separators", () => {
    const json = serializeJsonLd({ a: "<!-- x", b: "R&D", c: "line\u2028break\u2029" });
    expect(json).not.toContain("<!--");
    expect(json).not.toContain("&");
    expect(json).not.toMatch(/[\u2028\u2029]/);
  });

  it("still parses back to the same data", () => {
    const data = { name: "</script> & <b>", list: [1, "two"], nested: { x: "\u2028" } };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });

  it("serialises lists of objects", () => {
    const crumbs = breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Team", path: "/team" },
    ]);
    const parsed = JSON.parse(serializeJsonLd([crumbs]));
    expect(parsed[0].itemListElement[1]).toMatchObject({ position: 2, name: "Team" });
  });
});
