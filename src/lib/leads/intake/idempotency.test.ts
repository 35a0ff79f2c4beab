import { describe, expect, it } from "vitest";
import { formRepeatKey, parseIdempotencyKey } from "@/lib/leads/intake/idempotency";

describe("the key of a form sent without one", () => {
  const raw = { kind: "contact", name: "Meena Iyer", email: "meena@example.com", page: "/" };

  it("is the same for the same fields from the same address, in any order", () => {
    const reordered = {
      page: "/",
      email: "meena@example.com",
      name: "Meena Iyer",
      kind: "contact",
    };
    expect(formRepeatKey(reordered, "203.0.113.7")).toBe(formRepeatKey(raw, "203.0.113.7"));
  });

  it("differs for another field's value or another address", () => {
    const key = formRepeatKey(raw, "203.0.113.7");
    expect(formRepeatKey({ ...raw, message: "More" }, "203.0.113.7")).not.toBe(key);
    expect(formRepeatKey(raw, "203.0.113.8")).not.toBe(key);
    expect(formRepeatKey(raw, null)).not.toBe(key);
  });

  it("is a key the API would take too", () => {
    const parsed = parseIdempotencyKey(formRepeatKey(raw, null));
    expect(parsed.ok && parsed.key).toMatch(/^form:[\w-]{43}$/);
  });
});
