import { describe, expect, it } from "vitest";
import { formatIndianPhone, normaliseIndianPhone, telHref, toContactPhone } from ".";

describe("normaliseIndianPhone", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["98765 43210", "+919876543210"],
    ["98765-43210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["+91-98765-43210", "+919876543210"],
    ["+919876543210", "+919876543210"],
    ["0091 98765 43210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["09876543210", "+919876543210"],
    ["+91 (0) 98765 43210", "+919876543210"],
    ["6000012345", "+916000012345"],
    ["7012345678", "+917012345678"],
    ["8123456789", "+918123456789"],
    ["  98765\u00a043210  ", "+919876543210"],
    ["(0422) 456 7000", "+914224567000"],
    ["0422-4567000", "+914224567000"],
    ["0422 456 7000", "+914224567000"],
    ["+91 422 456 7000", "+914224567000"],
    ["011 2345 6789", "+911123456789"],
    ["044-45671200", "+914445671200"],
    ["080 4567 3300", "+918045673300"],
    ["0413 456 2100", "+914134562100"],
    ["+91 80 4567 3300", "+918045673300"],
    ["98765.43210", "+919876543210"],
  ])("accepts %s as %s", (input, expected) => {
    expect(normaliseIndianPhone(input)).toBe(expected);
  });

  it.each([
    [""],
    ["   "],
    ["12345"],
    ["987654321"], // nine digits
    ["98765432101"], // eleven digits without a trunk 0
    ["+1 415 555 0100"], // another country
    ["+44 20 7946 0958"],
    ["+92 300 1234567"],
    ["0000000000"],
    ["9999999999"],
    ["0123456789"], // a national number cannot start with 0
    ["4567000"], // landline without its STD code
    ["98765abcde"],
    ["9876543210 ext 12"],
    ["+91 98765 43210 98765"],
    ["++919876543210"],
    ["91-98765-4321"],
    ["9876543210".repeat(3)],
    ["९८७६५४३२१०"], // Devanagari digits are not accepted as typed
  ])("refuses %s", (input) => {
    expect(normaliseIndianPhone(input)).toBeNull();
  });
});

describe("formatIndianPhone", () => {
  it("groups mobiles 5+5, landlines by STD code and number, toll-free numbers as dialled", () => {
    expect(formatIndianPhone("+919876543210")).toBe("+91 98765 43210");
    expect(formatIndianPhone("+914224567000")).toBe("+91 422 456 7000");
    expect(formatIndianPhone("+914423456789")).toBe("+91 44 2345 6789");
    expect(formatIndianPhone("+9118004257070")).toBe("1800 425 7070");
  });
});

describe("toContactPhone", () => {
  it("dials a toll-free 1800 number without +91", () => {
    expect(toContactPhone("1800 425 7070")).toEqual({
      display: "1800 425 7070",
      e164: "+9118004257070",
      dial: "18004257070",
      tollFree: true,
    });
  });

  it("dials other numbers in E.164, keeping them as written for display", () => {
    expect(toContactPhone(" 0422 456 7000 ")).toEqual({
      display: "0422 456 7000",
      e164: "+914224567000",
      dial: "+914224567000",
      tollFree: false,
    });
    expect(telHref("+91 98430 12345")).toBe("tel:+919843012345");
  });

  it("refuses what is not an Indian number", () => {
    expect(toContactPhone("+1 212 555 0100")).toBeNull();
    expect(toContactPhone("12345")).toBeNull();
  });
});
