// What counts as a home page: a link with no path beyond "/" (or an index file), whatever the
// host. A source must point at the notification, not at the site that publishes it.
export function isHomePage(url: string): boolean {
  const { pathname, hash, search } = new URL(url);
  const bare = pathname.replace(/\/(index\.(html?|php|aspx?))?$/i, "");
  return bare === "" && hash.replace(/^#\/?/, "") === "" && search === "";
}

/** Hosts that publish notifications themselves: the e-Gazette, India Code, CPCB (and its portals), MoEFCC, MeitY. */
export const OFFICIAL_HOSTS = [
  "egazette.gov.in",
  "indiacode.nic.in",
  "cpcb.nic.in",
  "cpcb.gov.in",
  "moef.gov.in",
  "meity.gov.in",
] as const;

/** Whether a link points at an official publisher of the notification (any subdomain). */
export function isOfficialHost(url: string): boolean {
  const { hostname } = new URL(url);
  return OFFICIAL_HOSTS.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}
