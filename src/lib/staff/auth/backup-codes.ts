// Two-factor backup codes that read back from paper without doubt: better-auth's own mix capitals,
// small letters and digits, so 0 and O, 1, l and I pass for one another.
import { randomInt } from "node:crypto";

/** Small letters and digits, without 0, o, 1, l and i. */
export const BACKUP_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

/** `amount` codes of ten such characters, as two groups of five like better-auth's. */
export function makeBackupCodes(amount = 10): string[] {
  return Array.from({ length: amount }, () => {
    const code = Array.from(
      { length: 10 },
      () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)],
    ).join("");
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}
