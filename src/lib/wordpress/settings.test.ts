import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import settingsFixture from "./fixtures/content-settings.json";
import { toSettingsOverrides } from "./settings";

const ids = ["epr-clients", "plastic", "paper"];
let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe("the settings record", () => {
  it("keeps the fields WordPress filled, leaves out the empty ones, and marks emptied links", () => {
    expect(toSettingsOverrides(settingsFixture, ids)).toEqual({
      phone: "044 2345 6789",
      email: "hello@example.com",
      social: {
        linkedin: "https://www.linkedin.com/company/example",
        instagram: "",
        facebook: "",
        x: "",
      },
      claims: { brandsTrust: "200+" },
      counters: { plastic: 5000 },
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it("ignores each invalid field on its own and logs its name, never its value", () => {
    const overrides = toSettingsOverrides(
      {
        ...settingsFixture,
        phone: "12345",
        privacy_email: "not-an-address",
        careers_email: "careers@example.com",
        whatsapp: "0422 456 7000",
        social: { linkedin: "http://insecure.example", x: "https://x.com/example" },
        claims: { google_rating: "far too long a claim", epr_brands: "60+" },
        counters: { plastic: -3, paper: 1.5, "epr-clients": 50 },
      },
      ids,
    );
    expect(overrides).toEqual({
      email: "hello@example.com",
      careersEmail: "careers@example.com",
      social: { x: "https://x.com/example" },
      claims: { eprBrands: "60+" },
      counters: { "epr-clients": 50 },
    });
    const logged = warn.mock.calls.flat().join(" ");
    for (const field of [
      "phone",
      "privacy_email",
      "whatsapp",
      "social.linkedin",
      "claims.google_rating",
      "counters.plastic",
      "counters.paper",
    ]) {
      expect(logged).toContain(field);
    }
    expect(logged).not.toContain("not-an-address");
  });

  it("takes a WhatsApp mobile in any usual spelling, as E.164", () => {
    expect(toSettingsOverrides({ whatsapp: "94430 55555" }, ids).whatsapp).toBe("+919443055555");
  });

  it("reads which types' samples the company has replaced, ignoring what is not a key", () => {
    const record = { samples_retired: ["office", "faq:epr", 3, "<b>", "x".repeat(50)] };
    expect(toSettingsOverrides(record, ids).samplesRetired).toEqual(["office", "faq:epr"]);
    expect(toSettingsOverrides({ samples_retired: "office" }, ids).samplesRetired).toBeUndefined();
  });

  it("refuses a body that is not a record at all", () => {
    expect(() => toSettingsOverrides([], ids)).toThrow();
    expect(() => toSettingsOverrides("<html>", ids)).toThrow();
  });
});
