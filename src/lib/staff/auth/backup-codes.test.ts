import { describe, expect, it } from "vitest";
import { makeBackupCodes } from "./backup-codes";
import { backupCodeOf } from "./two-factor";

describe("makeBackupCodes", () => {
  it("makes ten distinct codes without easily confused characters, in better-auth's form", () => {
    const codes = makeBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[2-9a-z]{5}-[2-9a-z]{5}$/);
      expect(code).not.toMatch(/[01oli]/);
      expect(backupCodeOf(code.replace("-", ""))).toBe(code);
    }
  });
});
