// Whether a browser sent a request from another site: what a download that acts on a staff
// member's cookie (sent with cross-site top-level links, as SameSite=Lax allows) must refuse.

/**
 * True for a request started on another site (or another subdomain of ours). Browsers say where a
 * request comes from in Sec-Fetch-Site; one that predates it says it in Referer, compared with the
 * host the request was sent to. A request with neither (typed in, a script, a browser that sends
 * no referrer) is not counted as cross-site: only a browser carries the cookie on its own.
 */
export function sentFromAnotherSite(headers: Headers): boolean {
  const site = headers.get("sec-fetch-site");
  if (site) return site !== "same-origin" && site !== "none";
  const referer = headers.get("referer");
  if (!referer) return false;
  try {
    return new URL(referer).host !== headers.get("host");
  } catch {
    return true;
  }
}
