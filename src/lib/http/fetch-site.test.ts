import { describe, expect, it } from "vitest";
import { sentFromAnotherSite } from "./fetch-site";

const from = (entries: Record<string, string>) =>
  sentFromAnotherSite(new Headers({ host: "www.example.in", ...entries }));

describe("sentFromAnotherSite", () => {
  it("refuses what the browser says came from another site or subdomain", () => {
    expect(from({ "sec-fetch-site": "cross-site" })).toBe(true);
    expect(from({ "sec-fetch-site": "same-site" })).toBe(true);
  });

  it("lets the site's own pages and a typed or bookmarked address through", () => {
    expect(from({ "sec-fetch-site": "same-origin" })).toBe(false);
    expect(from({ "sec-fetch-site": "none" })).toBe(false);
    expect(from({})).toBe(false);
  });

  it("reads the referrer when the browser predates Sec-Fetch-Site", () => {
    expect(from({ referer: "https://www.example.in/staff?kind=contact" })).toBe(false);
    expect(from({ referer: "https://evil.example/page" })).toBe(true);
    expect(from({ referer: "not a url" })).toBe(true);
    // Sec-Fetch-Site wins where both are sent.
    expect(from({ "sec-fetch-site": "same-origin", referer: "https://evil.example/" })).toBe(false);
  });
});
