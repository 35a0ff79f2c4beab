// Maps a page path to the URL of its generated share image and back (see src/app/og).

/** The site path of a page's generated share image ("/" is "index"). */
export function ogImagePath(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, "");
  return `/og/${trimmed === "" ? "index" : trimmed}.png`;
}

/** The page path an image path was made for, or undefined when it is not one of ours. */
export function pagePathFromOgSegments(segments: readonly string[]): string | undefined {
  const last = segments.at(-1);
  if (!last?.endsWith(".png")) return undefined;
  const parts = [...segments.slice(0, -1), last.slice(0, -".png".length)];
  if (parts.some((p) => p === "" || p === "." || p === "..")) return undefined;
  if (parts.length === 1 && parts[0] === "index") return "/";
  return `/${parts.join("/")}`;
}
