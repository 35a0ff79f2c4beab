// Where signing in to the portal leads: back to the portal page that sent the visitor, never
// anywhere else (another site, the staff workspace, a sign-in page); otherwise the portal's home.

export const PORTAL_HOME = "/portal";
export const PORTAL_SIGN_IN_PATH = "/login";

const PORTAL_PATH = /^\/portal(?:\/[A-Za-z0-9-]+)*(?:\?[A-Za-z0-9\-_.~=&%+]*)?$/;

/** The portal page to go to after signing in: `value` when it is a portal address, else home. */
export function portalReturnPath(value: unknown): string {
  return typeof value === "string" && value.length <= 512 && PORTAL_PATH.test(value)
    ? value
    : PORTAL_HOME;
}
