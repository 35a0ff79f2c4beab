import { describe, expect, it } from "vitest";
import {
  componentHrefs,
  contentModules,
  postBodies,
  stringsOf,
} from "../../../tests/support/content-strings";
import { isHomePage, isOfficialHost, OFFICIAL_HOSTS } from "./links";
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

  it("every source is an official copy (e-Gazette, India Code, CPCB, MoEFCC, MeitY) or is marked secondary", () => {
    expect(OFFICIAL_HOSTS).toEqual([
      "egazette.gov.in",
      "indiacode.nic.in",
      "cpcb.nic.in",
      "cpcb.gov.in",
      "moef.gov.in",
      "meity.gov.in",
    ]);
    expect(
      allSources.filter((s) => !isOfficialHost(s.url) && !("secondary" in s)).map((s) => s.url),
    ).toEqual([]);
  });

  it("no page links a document-scraping site or a blog copy of a rule", () => {
    const scrapers = /dokumen\.tips|pdfslide|vdocuments|scribd|taxguru/;
    const all = [...linked.values()].flat();
    expect(all.filter((u) => scrapers.test(u))).toEqual([]);
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
