import { describe, expect, it } from "vitest";
import {
  componentHrefs,
  contentModules,
  postBodies,
  stringsOf,
} from "../../../tests/support/content-strings";
import { isHomePage } from "./links";
import { src } from "./sources";

const allSources = Object.values(src);

const externalUrls = (texts: readonly string[]) =>
  texts.flatMap((t) => [...t.matchAll(/https?:\/\/[^\s)"'\]]+/g)].map((m) => m[0]));

describe("source links", async () => {
  it("recognises home pages", () => {
    expect(isHomePage("https://moef.gov.in/")).toBe(true);
    expect(isHomePage("https://cpcb.nic.in")).toBe(true);
    expect(isHomePage("https://cpcb.nic.in/plastic-waste-rules/")).toBe(false);
  });

  it("every regulatory source deep-links to its text", () => {
    expect(allSources.filter((s) => isHomePage(s.url)).map((s) => s.title)).toEqual([]);
  });

  const { pages } = contentModules();
  const linked = new Map<string, string[]>();
  for (const [file, texts] of await stringsOf(pages)) {
    // Social profiles and the company's own site are not sources of any rule.
    const own = /nirmalearth|wa\.me|facebook|linkedin|instagram|x\.com/;
    linked.set(
      file,
      externalUrls(texts).filter((u) => !own.test(u)),
    );
  }
  for (const [post, body] of postBodies()) linked.set(`posts/${post}`, externalUrls([body]));
  for (const [file, hrefs] of componentHrefs()) linked.set(file, hrefs);

  it.each([...linked.keys()])("%s links to no home page", (file) => {
    expect((linked.get(file) ?? []).filter(isHomePage)).toEqual([]);
  });
});
