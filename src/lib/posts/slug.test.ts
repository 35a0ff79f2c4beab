import { describe, expect, it } from "vitest";
import { parseListPage, parsePostId, postPath, toSlug } from "./slug";

describe("toSlug", () => {
  it("lowercases and strips punctuation", () => {
    expect(toSlug("Plastic & E-Waste EPR: What’s Changed in 2026")).toBe(
      "plastic-e-waste-epr-whats-changed-in-2026",
    );
    expect(toSlug("Hello_World!")).toBe("hello_world");
  });

  it("keeps Tamil letters and vowel signs, decoding WordPress's percent-encoding", () => {
    expect(toSlug("கழிவு பிரித்தல்: வீட்டில்")).toBe("கழிவு-பிரித்தல்-வீட்டில்");
    expect(toSlug("%e0%ae%95%e0%ae%b4%e0%ae%bf%e0%ae%b5%e0%af%81")).toBe("கழிவு");
  });

  it("builds an encoded post path", () => {
    expect(postPath("கழிவு")).toBe(`/blog/${encodeURIComponent("கழிவு")}`);
  });
});

describe("old URL numbers", () => {
  it("reads a list page and a post id only as whole numbers from 1", () => {
    expect(parseListPage("2")).toBe(2);
    expect(parseListPage("99999")).toBe(99999);
    expect(parsePostId("103")).toBe(103);
    expect(parsePostId("9999999999")).toBe(9999999999);
    for (const bad of [undefined, "", "0", "01", "-1", "1.5", "2x", " 2", "１"]) {
      expect(parseListPage(bad), String(bad)).toBeNull();
      expect(parsePostId(bad), String(bad)).toBeNull();
    }
    expect(parseListPage("100000")).toBeNull();
    expect(parsePostId("10000000000")).toBeNull();
  });
});
