// Second-factor codes as a staff member's authenticator app makes them, for the integration and
// end-to-end tests.
import { Secret, TOTP } from "otpauth";

/**
 * The code an authenticator app shows for a key typed in by hand (base32, spaces allowed);
 * `offset` steps of 30 s from now for a code of another time window.
 */
export function appCode(key: string, offset = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, "")) });
  return totp.generate({ timestamp: Date.now() + offset * 30_000 });
}

/** A 6-digit code that is certainly not the right one. */
export function wrongCode(code: string): string {
  return String((Number(code) + 500_000) % 1_000_000).padStart(6, "0");
}
