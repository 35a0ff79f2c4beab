// What counts as a home page: a link with no path beyond "/" (or an index file), whatever the
// host. A source must point at the notification, not at the site that publishes it.
export function isHomePage(url: string): boolean {
  const { pathname, hash, search } = new URL(url);
  const bare = pathname.replace(/\/(index\.(html?|php|aspx?))?$/i, "");
  return bare === "" && hash.replace(/^#\/?/, "") === "" && search === "";
}
