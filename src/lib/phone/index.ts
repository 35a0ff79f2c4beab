// Turns the ways Indians write phone numbers into E.164 (+91XXXXXXXXXX), or null when it is not one.

/** Separators people type inside numbers: spaces, dashes, dots, slashes and brackets. */
const SEPARATORS = /[\s\-.()/\u00a0\u2010-\u2015]/g;

/**
 * Accepts +91 / 0091 / 91 / 0 prefixes, 10-digit mobiles (starting 6-9) and landlines written
 * with their STD code (10 digits in all once the trunk 0 is dropped). A landline without its STD
 * code cannot be dialled from elsewhere, so it is refused rather than guessed.
 */
export function normaliseIndianPhone(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed.length === 0 || trimmed.length > 25) return null;
  const compact = trimmed.replace(SEPARATORS, "");
  if (!/^\+?\d+$/.test(compact)) return null;

  let national: string;
  if (compact.startsWith("+")) {
    if (!compact.startsWith("+91")) return null;
    national = compact.slice(3);
  } else if (compact.startsWith("0091")) {
    national = compact.slice(4);
  } else if (compact.length === 12 && compact.startsWith("91")) {
    national = compact.slice(2);
  } else {
    national = compact;
  }
  // "+91 (0) 422 ..." and "0422 ..." both carry the domestic trunk prefix.
  if (national.length === 11 && national.startsWith("0")) national = national.slice(1);

  if (!/^[1-9]\d{9}$/.test(national)) return null;
  // A run of one digit ("9999999999") is a placeholder, not a number anyone answers.
  if (/^(\d)\1{9}$/.test(national)) return null;
  return `+91${national}`;
}

/** "+919876543210" → "+91 98765 43210" for people reading a notification. */
export function formatIndianPhone(e164: string): string {
  const national = e164.replace(/^\+91/, "");
  if (/^[6-9]\d{9}$/.test(national)) return `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
  if (/^\d{10}$/.test(national)) {
    // A landline in groups, as a mobile is: its STD code (two digits for the metros, three
    // elsewhere, as in 0422 for Coimbatore), then the number in two parts.
    const code = METRO_STD_CODES.has(national.slice(0, 2)) ? 2 : 3;
    const local = national.slice(code);
    const split = local.length - 4;
    return `+91 ${national.slice(0, code)} ${local.slice(0, split)} ${local.slice(split)}`;
  }
  const tollFree = /^1800(\d{3})(\d{3,4})$/.exec(national);
  if (tollFree) return `1800 ${tollFree[1]} ${tollFree[2]}`;
  return `+91 ${national}`;
}

/** Two-digit STD codes: Delhi, Pune, Mumbai, Kolkata, Hyderabad, Chennai, Ahmedabad, Bengaluru. */
const METRO_STD_CODES = new Set(["11", "20", "22", "33", "40", "44", "79", "80"]);

/** A number the company publishes: as written, its E.164 form, and what a `tel:` link dials. */
export type ContactPhone = { display: string; e164: string; dial: string; tollFree: boolean };

/**
 * A published number ("1800 425 7070", "0422 456 7000", "+91 98430 12345") with the forms the
 * site needs, or null when it is not an Indian number. A toll-free 1800 number is dialled
 * without +91, which some networks refuse.
 */
export function toContactPhone(display: string): ContactPhone | null {
  const written = display.trim();
  const compact = written.replace(SEPARATORS, "");
  const tollFree = /^(?:\+91|0091)?(1800\d{6,7})$/.exec(compact)?.[1];
  if (tollFree) return { display: written, e164: `+91${tollFree}`, dial: tollFree, tollFree: true };
  const e164 = normaliseIndianPhone(written);
  return e164 ? { display: written, e164, dial: e164, tollFree: false } : null;
}

/** The `tel:` address of a published number; as written, without spaces, if it is not Indian. */
export function telHref(display: string): string {
  return `tel:${toContactPhone(display)?.dial ?? display.replace(/\s/g, "")}`;
}
