import { describe, expect, it } from "vitest";
import {
  datesReversed,
  dayBoundary,
  filtersToQuery,
  parseInboxFilters,
} from "@/lib/staff/leads/filters";

describe("inbox filters", () => {
  it("keeps valid parameters and drops malformed ones one by one", () => {
    const filters = parseInboxFilters({
      q: " asha ",
      kind: "contact",
      status: "bogus",
      from: "2026-11-01",
      to: "yesterday",
      page: "2",
      epr: ["battery", "plastic"],
    });
    expect(filters).toEqual({
      q: "asha",
      kind: "contact",
      from: "2026-11-01",
      page: 2,
      epr: "battery",
    });
  });

  it("drops days PostgreSQL or the calendar has not got, and control characters", () => {
    expect(
      parseInboxFilters({ from: "0001-01-01", to: "2026-02-30", q: "\u0000", source: "/a\u0000b" }),
    ).toEqual({ source: "/a b" });
    expect(
      parseInboxFilters({ from: "2000-01-01", to: "2028-02-29", q: ["a\u0000b", "c"] }),
    ).toEqual({
      from: "2000-01-01",
      to: "2028-02-29",
      q: "a b",
    });
  });

  it("reads a URL's query as the inbox page reads it: a repeated parameter by its first value", () => {
    const query = new URLSearchParams("q=first&q=second&status=new&page=2&unknown=1");
    const expected = { q: "first", status: "new", page: 2 };
    expect(parseInboxFilters(query)).toEqual(expected);
    expect(parseInboxFilters({ q: ["first", "second"], status: "new", page: "2" })).toEqual(
      expected,
    );
    expect(parseInboxFilters(new URLSearchParams())).toEqual({});
  });

  it("writes the same filters back as a query string, page last", () => {
    expect(filtersToQuery({ q: "a b", kind: "consultation", page: 3 }, 4)).toBe(
      "?q=a+b&kind=consultation&page=4",
    );
    expect(filtersToQuery({})).toBe("");
  });

  it("reads dates as whole days in India", () => {
    expect(dayBoundary("2026-11-01", false).toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect(dayBoundary("2026-11-01", true).toISOString()).toBe("2026-11-01T18:30:00.000Z");
  });

  it("tells when To is before From, and only then", () => {
    expect(datesReversed({ from: "2026-11-02", to: "2026-11-01" })).toBe(true);
    expect(datesReversed({ from: "2026-11-01", to: "2026-11-01" })).toBe(false);
    expect(datesReversed({ from: "2026-11-02" })).toBe(false);
  });
});
