import { describe, expect, it } from "vitest";
import { firstErrorField } from "@/lib/leads/intake/fields";
import { cleanLine, cleanText, validateLead } from "@/lib/leads/intake/schema";

const contact = {
  kind: "contact",
  name: "Asha Rao",
  phone: "98765 43210",
  email: "asha@example.com",
  message: "We need weekly pickup.",
  page: "/contact-us",
};
const consultation = {
  kind: "consultation",
  company: "Sample Foods Pvt Ltd",
  phone: "+91 422 456 7000",
  email: "epr@samplefoods.example",
  eprType: "plastic",
  page: "/locations/mumbai",
};

function errorsOf(raw: unknown) {
  const result = validateLead(raw);
  if (result.ok) throw new Error("expected errors");
  return result.errors;
}

describe("validateLead: contact", () => {
  it("accepts a complete enquiry and normalises the phone", () => {
    const result = validateLead(contact);
    expect(result).toMatchObject({
      ok: true,
      lead: { kind: "contact", name: "Asha Rao", phone: "+919876543210", marketingOptIn: false },
    });
  });

  it("reads the opt-in from a ticked checkbox or a JSON boolean only", () => {
    expect(validateLead({ ...contact, marketingOptIn: "on" })).toMatchObject({
      lead: { marketingOptIn: true },
    });
    expect(validateLead({ ...contact, marketingOptIn: true })).toMatchObject({
      lead: { marketingOptIn: true },
    });
    expect(validateLead({ ...contact, marketingOptIn: "no" })).toMatchObject({
      lead: { marketingOptIn: false },
    });
  });

  it("requires a name and bounds its length", () => {
    expect(errorsOf({ ...contact, name: "   " }).name).toEqual(["Enter your name."]);
    expect(errorsOf({ ...contact, name: undefined }).name).toEqual(["Enter your name."]);
    expect(errorsOf({ ...contact, name: "a".repeat(101) }).name?.[0]).toMatch(/under 100/);
  });

  it("limits comments to 2000 characters", () => {
    expect(validateLead({ ...contact, message: "x".repeat(2000) }).ok).toBe(true);
    expect(errorsOf({ ...contact, message: "x".repeat(2001) }).message?.[0]).toMatch(/2000/);
  });

  it("reports every wrong field at once, in form order", () => {
    const errors = errorsOf({ ...contact, name: "", phone: "123", email: "nope" });
    expect(Object.keys(errors).sort()).toEqual(["email", "name", "phone"]);
    expect(firstErrorField(errors)).toBe("name");
    expect(firstErrorField(errors, ["phone", "email", "name"])).toBe("phone");
  });

  it("replaces an odd source page instead of failing the visitor", () => {
    expect(validateLead({ ...contact, page: "https://evil.example/" })).toMatchObject({
      lead: { page: "/" },
    });
    expect(validateLead({ ...contact, page: "//evil.example" })).toMatchObject({
      lead: { page: "/" },
    });
  });

  it("refuses wrong types from JSON clients with field messages", () => {
    const errors = errorsOf({ ...contact, name: 42, email: ["a@b.c"] });
    expect(errors.name).toEqual([expect.any(String)]);
    expect(errors.email).toEqual([expect.any(String)]);
  });

  it("strips control characters from every field", () => {
    const result = validateLead({
      ...contact,
      name: "Asha\u0000 Rao\u202e",
      message: "line one\r\nline\u0007 two\u0000",
    });
    expect(result).toMatchObject({
      ok: true,
      lead: { name: "Asha Rao", message: "line one\nline two" },
    });
  });
});

describe("validateLead: consultation", () => {
  it("accepts a complete request without a personal name", () => {
    expect(validateLead(consultation)).toMatchObject({
      ok: true,
      lead: {
        kind: "consultation",
        company: "Sample Foods Pvt Ltd",
        phone: "+914224567000",
        eprType: "plastic",
      },
    });
  });

  it("requires the company and a known EPR type", () => {
    const errors = errorsOf({ ...consultation, company: "", eprType: "glass" });
    expect(errors.company).toEqual(["Enter your company name."]);
    expect(errors.eprType?.[0]).toMatch(/Plastic, E-Waste or Battery/);
    expect(errorsOf({ ...consultation, eprType: undefined }).eprType?.[0]).toMatch(
      /Plastic, E-Waste or Battery/,
    );
  });

  it("accepts each EPR type", () => {
    for (const eprType of ["plastic", "e-waste", "battery"]) {
      expect(validateLead({ ...consultation, eprType }).ok).toBe(true);
    }
  });
});

describe("validateLead: kind", () => {
  it("refuses a missing or unknown kind", () => {
    const choose = ["Choose contact or consultation."];
    expect(errorsOf({ ...contact, kind: undefined }).kind).toEqual(choose);
    expect(errorsOf({ ...contact, kind: "newsletter" }).kind).toEqual(choose);
    expect(errorsOf("not an object")).toEqual({ form: choose });
  });
});

describe("e-mail addresses", () => {
  it.each([
    "asha@example.com",
    "asha.rao+epr@mail.example.co.in",
    "a_b-c@sub.domain.example",
    "ASHA@EXAMPLE.IN",
    "x@y.io",
  ])("accepts %s", (email) => {
    expect(validateLead({ ...contact, email }).ok).toBe(true);
  });

  it.each([
    "",
    "asha",
    "asha@",
    "@example.com",
    "asha@example",
    "asha example@example.com",
    "asha@@example.com",
    "asha@example..com",
    ".asha@example.com",
    "asha@-example.com",
    `${"a".repeat(250)}@example.com`,
    "asha@example.com<script>",
  ])("refuses %s", (email) => {
    expect(errorsOf({ ...contact, email }).email).toEqual([expect.any(String)]);
  });
});

describe("cleaners", () => {
  it("collapse single lines and keep line breaks in text", () => {
    expect(cleanLine("  a\tb\n c  ")).toBe("a b c");
    expect(cleanText("a\r\n\r\nb\u200b")).toBe("a\n\nb");
  });
});
