import { describe, expect, it } from "vitest";
import { formatDay } from "@/lib/format-day";
import { src } from "./sources";
import { contentModules, postBodies, stringsOf } from "../../../tests/support/content-strings";
import { regulatoryFigures, paragraphs } from "./figures";

const allSources = Object.values(src);

// A page may state a regulatory date, percentage or financial year only if the regulation
// modules (the sourced data) state it too: a new figure has to be added there, with its source.
describe("regulatory figures on pages", async () => {
  const { regulation, pages } = contentModules();
  // A day the regulation modules or a source's notification hold (ISO), written the way pages
  // write dates, counts as known too.
  const regulationStrings = [...(await stringsOf(regulation)).values()].flat();
  const isoDays = [...regulationStrings, ...allSources.map((s) => s.date)].filter((s) =>
    /^\d{4}-\d{2}-\d{2}$/.test(s),
  );
  const known = [...regulationStrings, ...isoDays.map((day) => formatDay(day))].join("\n");
  const texts = new Map<string, string[]>(await stringsOf(pages));
  for (const [post, body] of postBodies()) texts.set(`posts/${post}`, [body]);

  it("finds the rule's figures in a sample sentence", () => {
    expect(regulatoryFigures("The annual return is due by 30 June; 70% of the target.")).toEqual([
      "30 June",
      "70%",
    ]);
    expect(regulatoryFigures("46% of consumers say so.")).toEqual([]);
  });

  it.each([...texts.keys()])("%s states only figures the regulation modules hold", (file) => {
    const unknown = (texts.get(file) ?? [])
      .flatMap(paragraphs)
      .flatMap((s) => regulatoryFigures(s).map((figure) => ({ figure, s })))
      .filter(({ figure }) => !known.includes(figure));
    expect(unknown).toEqual([]);
  });
});
