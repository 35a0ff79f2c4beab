// Where signing in leads: back to the workspace page that sent the visitor to sign in. Only an
// address of the workspace itself is taken (never another site, a sign-in page or the export), so the
// parameter cannot send anyone elsewhere; anything else leads to the inbox.

export const INBOX_PATH = "/staff";
export const SIGN_IN_PATH = "/staff/sign-in";

/**
 * A workspace page, with an optional query of plain URL characters: no sign-in page (with or
 * without a query) and not the CSV download, which is no page to land on.
 */
const WORKSPACE_PATH =
  /^\/staff(?:\/(?!(?:sign-in|export)(?:[/?]|$))[A-Za-z0-9-]+(?:\/[A-Za-z0-9-]+)*)?(?:\?[A-Za-z0-9\-_.~=&%+]*)?$/;

/** The page to go to after signing in: `value` when it is a workspace address, else the inbox. */
export function returnPath(value: unknown): string {
  return typeof value === "string" && value.length <= 512 && WORKSPACE_PATH.test(value)
    ? value
    : INBOX_PATH;
}

/** An address that carries the page to return to, when it is not the inbox. */
export function withReturn(path: string, returnTo: unknown): string {
  const back = returnPath(returnTo);
  return back === INBOX_PATH ? path : `${path}?next=${encodeURIComponent(back)}`;
}
