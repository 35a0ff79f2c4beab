import { describe, expect, it } from "vitest";
import { expandPostTokens } from "./post-tokens";

describe("return dates in posts", () => {
  it("prints the rules' day and the history from the filing data", () => {
    const out = expandPostTokens("Due {{rule-day:battery}} ({{return-history:plastic}}).", "x.md");
    expect(out).toMatch(/^Due 30 June \(2022-23: 30 June 2023, extended to 31 October 2023/);
  });

  it("refuses a token it does not know", () => {
    expect(() => expandPostTokens("{{rule-day:paper}}", "x.md")).toThrow("x.md: unknown token");
    expect(() => expandPostTokens("{{due:plastic}}", "x.md")).toThrow("unknown token");
    expect(() => expandPostTokens("{{rule-day:ewaste}}", "x.md")).toThrow("no single rule day");
  });
});
