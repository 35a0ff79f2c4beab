import { describe, expect, it } from "vitest";
import { personQuerySchema } from "@/lib/staff/leads/privacy";
import {
  correctionSchema,
  NOTE_LIMIT,
  NOTE_MAX_LENGTH,
  noteSchema,
} from "@/lib/staff/leads/changes";

// PostgreSQL refuses a NUL in text: what staff type reaches it without control characters.
describe("text staff type", () => {
  it("a note keeps its lines and loses control characters", () => {
    expect(noteSchema.parse(" Called back\u0000.\r\nSends\u0007 the invoice. ")).toBe(
      "Called back.\nSends the invoice.",
    );
    expect(noteSchema.safeParse("\u0000 ").success).toBe(false);
  });

  it("a note counts a line break as one character, as the browser's box does", () => {
    const typed = `${"a".repeat(NOTE_MAX_LENGTH - 2)}\r\nb`;
    expect(noteSchema.parse(typed)).toHaveLength(NOTE_MAX_LENGTH);
    expect(noteSchema.safeParse(`${typed}c`).error?.issues[0]?.code).toBe("too_big");
    expect(NOTE_LIMIT).toBe("2,000 characters");
  });

  it("a person's address or number loses control characters", () => {
    expect(personQuerySchema.parse(" a\u0000@example.com ")).toBe("a @example.com");
    expect(personQuerySchema.safeParse("x".repeat(255)).success).toBe(false);
  });

  it("a corrected name, company or phone loses control characters", () => {
    expect(
      correctionSchema.parse({
        name: "Ravi\u0000 Kumar",
        company: "\u0007Sample Foods",
        email: "ravi@example.com",
        phone: "98765\u0000 43210",
      }),
    ).toEqual({
      name: "Ravi Kumar",
      company: "Sample Foods",
      email: "ravi@example.com",
      phone: "98765 43210",
    });
    expect(
      correctionSchema.safeParse({ name: "", company: "", email: "a@b.co", phone: "\u0000" })
        .success,
    ).toBe(false);
  });
});
