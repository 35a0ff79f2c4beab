import { describe, expect, it } from "vitest";
import { NOTE_MAX_LENGTH, noteSchema } from "./work";

describe("noteSchema", () => {
  it("keeps line breaks as one character each, so a full box from the browser fits", () => {
    const typed = `${"a".repeat(NOTE_MAX_LENGTH - 2)}\r\nb`;
    expect(noteSchema.parse(typed)).toBe(`${"a".repeat(NOTE_MAX_LENGTH - 2)}\nb`);
  });

  it("says how long a note may be, and that nothing was saved", () => {
    const result = noteSchema.safeParse("a".repeat(NOTE_MAX_LENGTH + 1));
    expect(result.error?.issues[0]?.message).toBe(
      "Keep the note to 2,000 characters; nothing was saved.",
    );
    expect(noteSchema.safeParse("  \n ").error?.issues[0]?.message).toBe("Write a note first.");
  });
});
