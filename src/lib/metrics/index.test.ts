import { describe, expect, it } from "vitest";
import { bearerMatches, routeKind } from ".";

describe("routeKind", () => {
  it("puts every path in one of a few kinds, so the label stays small", () => {
    expect(routeKind("/")).toBe("page");
    expect(routeKind("/blog/page/2")).toBe("page");
    expect(routeKind("/api/leads")).toBe("api");
    expect(routeKind("/staff")).toBe("staff");
    expect(routeKind("/staff/operations")).toBe("staff");
    expect(routeKind("/staffing")).toBe("page");
    expect(routeKind("/_next/image")).toBe("image");
    expect(routeKind("/_next/static/chunks/a.js")).toBe("asset");
    expect(routeKind("/robots.txt")).toBe("asset");
    expect(routeKind("/metrics")).toBe("metrics");
  });
});

describe("bearerMatches", () => {
  it("accepts the token as a bearer credential only", () => {
    const single = "0123456789abcdef0123";
    expect(bearerMatches("Bearer a", single)).toBe(false);
    expect(bearerMatches(null, single)).toBe(false);
    expect(bearerMatches(single, single)).toBe(false);
    expect(bearerMatches(`Bearer ${single}`, single)).toBe(true);
    expect(bearerMatches(`bearer ${single}`, single)).toBe(true);
    expect(bearerMatches(`Bearer ${single}x`, single)).toBe(false);
  });
});
