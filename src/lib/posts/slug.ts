// The slug rule (lowercase, punctuation stripped, matching WordPress's) in a Unicode-safe form, and post URLs.

/** Decodes a percent-encoded slug (WordPress stores non-ASCII slugs that way); leaves bad input as is. */
export function decodeSlug(slug: string): string {
  if (!slug.includes("%")) return slug;
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/**
 * Lowercases and strips punctuation while keeping letters, combining marks (Tamil vowel
 * signs are marks) and digits of every script; spaces become hyphens.
 */
export function toSlug(text: string): string {
  return decodeSlug(text)
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]+/gu, "")
    .trim()
    .replace(/[\s_-]*\s[\s_-]*/g, "-")
    .replace(/-{2,}/g, "-");
}

export function postPath(slug: string): string {
  return `/blog/${encodeURIComponent(toSlug(slug))}`;
}

/** A post's address for a slug that keeps at least one character after the slug rule, else undefined. */
export function postLink(slug: string): string | undefined {
  return toSlug(slug) ? postPath(slug) : undefined;
}

/** List pages are static paths; the old `/blog?page=N` form redirects here (src/proxy.ts). */
export function blogPagePath(page: number): string {
  return page <= 1 ? "/blog" : `/blog/page/${page}`;
}

/** A list page number from the URL: a whole number from 1 (at most 5 digits), else null. */
export function parseListPage(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,4}$/.test(value) ? Number(value) : null;
}

/** A post id from an old URL (`?id=N`, `/post/N`): a whole number from 1 (at most 10 digits), else null. */
export function parsePostId(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
