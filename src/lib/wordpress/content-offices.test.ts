import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import officesFixture from "./fixtures/content-offices.json";
import { contentTags, parseContentEntries } from "./content";

// Offices as the content plugin serves them: a corporate office with every field, a regional
// one with only the required ones, and one whose PIN code was written past the plugin's check.
let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe("offices", () => {
  it("reads every field into the site's Office, in the editors' order", () => {
    const { items, valid } = parseContentEntries("office", officesFixture, {});
    expect(valid).toHaveLength(2);
    expect(items[0]).toEqual({
      slug: "wp-169",
      name: "Chennai office",
      kind: "corporate",
      city: "Chennai",
      state: "Tamil Nadu",
      address: "No. 7, Anna Salai, Teynampet, Chennai",
      postalCode: "600018",
      phones: ["+91 44 2345 6789", "98400 12345"],
      email: "chennai@example.com",
      hours: "Mon to Sat, 9:30 am to 6:30 pm",
      mapUrl: "https://www.openstreetmap.org/?mlat=13.04&mlon=80.25",
      geo: { lat: 13.0418, lng: 80.2506 },
    });
  });

  it("leaves out what the editor left empty, and the position without both coordinates", () => {
    const madurai = parseContentEntries("office", officesFixture, {}).items[1]!;
    expect(madurai).toMatchObject({
      name: "Madurai office",
      kind: "regional",
      phones: ["0452 234 5678"],
    });
    for (const key of ["email", "hours", "mapUrl", "geo"]) expect(madurai).not.toHaveProperty(key);
  });

  it("skips an office with a bad PIN code and logs its id and field only", () => {
    const { items } = parseContentEntries("office", officesFixture, {});
    expect(items.map((o) => o.city)).not.toContain("Salem");
    const logged = warn.mock.calls.map((call) => call.join(" ")).join("\n");
    expect(logged).toContain("skipped office 171: invalid meta.postal_code");
    expect(logged).not.toContain("Salem");
  });

  it.each([
    ["a phone that is not Indian", { phones: ["+1 212 555 0100"] }, "meta.phones.0"],
    ["a PIN code starting with 0", { postal_code: "060001" }, "meta.postal_code"],
    ["an http map link", { map_url: "http://maps.example.com/x" }, "meta.map_url"],
    ["a bad e-mail", { email: "chennai at example" }, "meta.email"],
    ["no address line", { address_lines: [] }, "meta.address_lines"],
    ["an unknown kind", { kind: "branch" }, "meta.kind"],
  ])("skips %s", (_, meta, field) => {
    const entry = structuredClone(officesFixture[0]!);
    Object.assign(entry.meta, meta);
    expect(parseContentEntries("office", [entry], {}).items).toEqual([]);
    expect(warn.mock.calls.flat().join(" ")).toContain(field);
  });

  it("is cached under the one office tag", () => {
    expect(contentTags("office")).toEqual(["wp:content:office"]);
  });
});
