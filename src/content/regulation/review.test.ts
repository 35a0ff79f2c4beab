import { describe, expect, it } from "vitest";
import * as plastic from "./plastic";
import {
  addMonths,
  formatReviewList,
  indiaDay,
  regulatoryFacts,
  reviewList,
  type ReviewFact,
} from "./review";
import { src } from "./sources";

const fact = (id: string, reviewed: string): ReviewFact => ({
  id,
  reviewed,
  sources: [src.pwmEprGuidelines2022],
});

describe("the review list", () => {
  it("holds every sourced fact of the regulation modules, named by module and export", () => {
    const facts = regulatoryFacts();
    const ids = facts.map((f) => f.id);
    expect(ids).toContain("plastic.plasticAnnualReturn");
    expect(ids).toContain("plastic-targets.plasticEprTarget");
    expect(ids).toContain("ewaste-targets.ewasteTargetReview");
    expect(ids).toContain("battery.batteryCertificatePrices");
    expect(ids).toContain("privacy-law.dpdpPhases");
    expect(ids).toContain("boards.stateBoards");
    // Constants and helpers are not facts.
    expect(ids).not.toContain("plastic-targets.plasticRuleReference");
    expect(ids).not.toContain("ewaste.quoteTargets");
    const sourced = Object.entries(plastic).filter(
      ([, v]) => typeof v === "object" && v !== null && "reviewed" in v,
    );
    expect(facts.filter((f) => f.id.startsWith("plastic."))).toHaveLength(sourced.length);
    for (const f of facts) {
      expect(f.reviewed, f.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(f.sources.length, f.id).toBeGreaterThan(0);
    }
  });

  it("puts the oldest review first, then orders by name", () => {
    const list = reviewList(
      [fact("b.late", "2026-11-23"), fact("b.old", "2025-01-10"), fact("a.late", "2026-11-23")],
      "2026-11-29",
    );
    expect(list.map((e) => e.id)).toEqual(["b.old", "a.late", "b.late"]);
  });

  it("flags a fact only once more than six months have passed since its review", () => {
    const facts = [fact("x.fact", "2026-05-29")];
    expect(reviewList(facts, "2026-11-29")[0]).toMatchObject({
      dueBy: "2026-11-29",
      overdue: false,
    });
    expect(reviewList(facts, "2026-11-30")[0]!.overdue).toBe(true);
    expect(reviewList(facts, "2026-06-01")[0]!.overdue).toBe(false);
  });

  it("counts calendar months, ending short months on their last day", () => {
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonths("2027-08-31", 6)).toBe("2028-02-29");
    expect(addMonths("2026-11-23", 6)).toBe("2027-05-23");
    expect(addMonths("2026-07-15", 6)).toBe("2027-01-15");
    expect(() => addMonths("23 Nov 2026", 6)).toThrow(/ISO day/);
    expect(() => reviewList([], "2026-11-3")).toThrow(/ISO day/);
  });

  it("takes the day in India", () => {
    expect(indiaDay(new Date("2026-11-28T18:29:00Z"))).toBe("2026-11-28");
    expect(indiaDay(new Date("2026-11-28T18:30:00Z"))).toBe("2026-11-29");
  });

  it("prints each fact with its review date, due date and sources, flagging the overdue", () => {
    const text = formatReviewList(
      reviewList([fact("p.old", "2026-01-05"), fact("p.new", "2026-11-23")], "2026-11-29"),
      "2026-11-29",
    );
    expect(text.split("\n")).toEqual([
      "Regulatory facts on 2026-11-29: 2, oldest review first. 1 not reviewed for more than 6 months (marked OVERDUE).",
      "",
      "OVERDUE p.old: last reviewed 2026-01-05, review by 2026-07-05",
      `    - ${src.pwmEprGuidelines2022.title} (G.S.R. 133(E), 2022-02-16)`,
      `      ${src.pwmEprGuidelines2022.url}`,
      "p.new: last reviewed 2026-11-23, review by 2027-05-23",
      `    - ${src.pwmEprGuidelines2022.title} (G.S.R. 133(E), 2022-02-16)`,
      `      ${src.pwmEprGuidelines2022.url}`,
    ]);
    expect(formatReviewList([], "2026-11-29")).toMatch(/None has gone more than 6 months/);
  });

  it("marks a secondary source as such", () => {
    const text = formatReviewList(
      reviewList([{ id: "p.r", reviewed: "2026-11-23", sources: [src.pwm2023] }], "2026-11-29"),
      "2026-11-29",
    );
    expect(text).toContain("(2023-04-27) [secondary]");
  });
});
