import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads } from "@/lib/db/schema";
import { fieldsOf, LEAD_FIELDS, showValue } from "@/lib/leads/intake/registry";
import { serviceOfLead } from "@/content/lead-services";
import { validateLead } from "@/lib/leads/intake/schema";

describe("the lead-field registry", () => {
  it("stores every field in a column of the leads table, under a key of its own", () => {
    const columns = getTableColumns(leads);
    for (const field of LEAD_FIELDS) expect(columns).toHaveProperty(field.column);
    const keys = LEAD_FIELDS.map((field) => field.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("asks each form its own fields", () => {
    expect(fieldsOf("consultation").map((f) => f.name)).toEqual([
      "company",
      "name",
      "phone",
      "email",
      "eprType",
      "message",
    ]);
    expect(fieldsOf("contact").map((f) => f.name)).toContain("service");
    expect(fieldsOf("contact").map((f) => f.name)).not.toContain("eprType");
  });

  it("shows choices by their label and phones as they are dialled", () => {
    const service = LEAD_FIELDS.find((f) => f.name === "service")!;
    const phone = LEAD_FIELDS.find((f) => f.name === "phone")!;
    expect(showValue(service, "industrial-pickup")).toBe("Industrial waste pickup");
    expect(showValue(phone, "+919876543210")).toBe("+91 98765 43210");
    expect(showValue(phone, null)).toBe("");
  });
});

const contact = {
  kind: "contact",
  name: "Asha Rao",
  phone: "98765 43210",
  email: "asha@example.com",
  page: "/contact-us",
};

describe("the service of a lead", () => {
  it("is the one chosen, else the page's, else a general enquiry; a consultation is EPR", () => {
    expect(serviceOfLead({ kind: "contact", service: "epr", page: "/" })).toBe("epr");
    expect(serviceOfLead({ kind: "contact", page: "/residential-waste-pickup-service" })).toBe(
      "residential-pickup",
    );
    expect(serviceOfLead({ kind: "contact", page: "/contact-us" })).toBe("general");
    expect(serviceOfLead({ kind: "consultation", page: "/locations/mumbai" })).toBe("epr");
  });

  it("is validated with the pickup quote's fields, all optional", () => {
    const result = validateLead({
      ...contact,
      service: "industrial-pickup",
      pickupArea: "  Ukkadam,\u200b Coimbatore ",
      wasteType: "Dry waste",
      wasteVolume: "2 t",
      pickupFrequency: "weekly",
    });
    expect(result).toMatchObject({
      ok: true,
      lead: {
        service: "industrial-pickup",
        pickupArea: "Ukkadam, Coimbatore",
        pickupFrequency: "weekly",
      },
    });
    expect(validateLead({ ...contact, service: "", pickupFrequency: "" })).toMatchObject({
      ok: true,
      lead: { service: undefined, pickupFrequency: undefined },
    });
    const wrong = validateLead({ ...contact, service: "moon", pickupFrequency: "hourly" });
    expect(wrong).toMatchObject({
      ok: false,
      errors: {
        service: ["Choose what your enquiry is about from the list."],
        pickupFrequency: ["Choose how often from the list."],
      },
    });
  });
});
