// WordPress's media folder: the only place on the WordPress host the image optimiser fetches
// from (next.config.ts), so the site cannot be made to fetch any other path there (its REST API,
// its admin, a plugin's files) on a visitor's request.

/** The uploads folder's path under a WordPress site root, e.g. "/blog/wp-content/uploads/". */
export function uploadsPath(wordpressUrl: string | URL): string {
  return `${new URL(wordpressUrl).pathname.replace(/\/+$/, "")}/wp-content/uploads/`;
}

/** Whether `url` is a file in the uploads folder of the WordPress at `wordpressUrl`. */
export function isWordPressUpload(url: string | URL, wordpressUrl: string | undefined): boolean {
  if (!wordpressUrl) return false;
  try {
    const target = new URL(url);
    const root = new URL(wordpressUrl);
    // Checked on the parsed path, so "/wp-content/uploads/../wp-json" cannot slip through.
    return target.origin === root.origin && target.pathname.startsWith(uploadsPath(root));
  } catch {
    return false;
  }
}
