// Ending the staff session on this device: the cookies better-auth set (auth.ts), deleted.

/** The staff cookies among those a request carries (better-auth's prefix, auth.ts). */
const STAFF_COOKIE = /^(__Secure-)?nirmal-staff\./;

/**
 * A deletion for each staff cookie, with the attributes it was set with: a browser ignores the
 * deletion of a `__Secure-` cookie (better-auth's name for it over HTTPS) unless it is Secure.
 */
export function staffCookieDeletions(names: readonly string[]) {
  return names
    .filter((name) => STAFF_COOKIE.test(name))
    .map((name) => ({
      name,
      path: "/",
      secure: name.startsWith("__Secure-"),
      httpOnly: true,
      sameSite: "lax" as const,
    }));
}
