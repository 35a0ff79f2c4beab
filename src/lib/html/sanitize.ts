// Allowlist sanitiser for post HTML (WordPress or Markdown): the only HTML this site renders raw.
import sanitizeHtml from "sanitize-html";
// The same list feeds the Content-Security-Policy frame-src, so an allowed embed also loads.
import { allowedFrameOrigins } from "@/lib/http/security-headers";
import { isWordPressUpload } from "@/lib/images/wordpress-uploads";

/** Video players that may be embedded; any other iframe is removed. */
export const allowedIframeHosts = allowedFrameOrigins.map((origin) => new URL(origin).hostname);

/** Widths from Next's default image sizes, so the optimiser accepts them. */
const imageWidths = [640, 828, 1200, 1920] as const;

// Script and style bodies are dropped with their tags, never shown as text.
const nonTextTags = [
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "svg",
  "math",
  "template",
];

export type SanitizeOptions = {
  /** WordPress site root; links to its posts become /blog/…, its images go through the optimiser. */
  wpOrigin?: string;
  /**
   * The site's address of the WordPress post a slug names, or undefined when it names none
   * (`postLink` in lib/posts/slug.ts); without it, links to WordPress posts are left as they are.
   */
  postLink?: (slug: string) => string | undefined;
};

function sameOrigin(url: URL, origin: string | undefined): boolean {
  if (!origin) return false;
  try {
    return url.origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/** A WordPress post permalink with pretty permalinks is a single path segment: /{slug}/. */
export function rewriteHref(
  href: string,
  wpOrigin: string | undefined,
  postLink?: SanitizeOptions["postLink"],
): string {
  let url: URL;
  try {
    url = new URL(href, wpOrigin ?? "https://invalid.invalid");
  } catch {
    return href;
  }
  if (!sameOrigin(url, wpOrigin)) return href;
  const base = new URL(wpOrigin!).pathname.replace(/\/+$/, "");
  const rest = url.pathname.slice(base.length);
  const match = /^\/([^/?#]+)\/?$/.exec(rest);
  // The post's own URL, in the one spelling the site links and caches (lowercase, no punctuation).
  const post = match?.[1] && !match[1].startsWith("wp-") ? postLink?.(match[1]) : undefined;
  if (post) return `${post}${url.hash}`;
  if (url.searchParams.has("p")) return `/post/${encodeURIComponent(url.searchParams.get("p")!)}`;
  return href;
}

/** A link's attributes: WordPress post links become the site's, external ones get a safe rel. */
function linkAttributes(
  attribs: Record<string, string>,
  { wpOrigin, postLink }: SanitizeOptions,
): Record<string, string> {
  const href = attribs.href ? rewriteHref(attribs.href, wpOrigin, postLink) : undefined;
  const external = href ? /^https?:\/\//i.test(href) : false;
  return {
    ...(href ? { href } : {}),
    ...(attribs.title ? { title: attribs.title } : {}),
    ...(external ? { rel: "noopener noreferrer" } : {}),
  };
}

function optimisedImage(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;
}

export function sanitizePostHtml(html: string, options: SanitizeOptions = {}): string {
  const { wpOrigin } = options;
  return sanitizeHtml(html, {
    allowedTags: [
      "p",
      "br",
      "hr",
      "h2",
      "h3",
      "h4",
      "h5",
      "h6",
      "strong",
      "b",
      "em",
      "i",
      "u",
      "s",
      "del",
      "ins",
      "mark",
      "small",
      "sub",
      "sup",
      "abbr",
      "cite",
      "q",
      "code",
      "pre",
      "kbd",
      "blockquote",
      "ul",
      "ol",
      "li",
      "dl",
      "dt",
      "dd",
      "a",
      "img",
      "figure",
      "figcaption",
      "table",
      "caption",
      "thead",
      "tbody",
      "tfoot",
      "tr",
      "th",
      "td",
      "iframe",
      "span",
      "div",
    ],
    allowedAttributes: {
      // A passage in another language says so (Tamil in an English post), for screen readers.
      "*": ["lang"],
      a: ["href", "title", "rel"],
      img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding"],
      iframe: [
        "src",
        "title",
        "width",
        "height",
        "allow",
        "allowfullscreen",
        "loading",
        "referrerpolicy",
      ],
      table: ["tabindex"],
      th: ["colspan", "rowspan", "scope"],
      td: ["colspan", "rowspan"],
      ol: ["start", "reversed"],
      abbr: ["title"],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["https", "http"], iframe: ["https"] },
    allowProtocolRelative: false,
    allowedIframeHostnames: [...allowedIframeHosts],
    nonTextTags,
    transformTags: {
      // The page's title is its only h1.
      h1: "h2",
      // A wide table scrolls sideways on a phone (post-body.module.css): keyboard users reach
      // it to scroll it too.
      table: (tagName) => ({ tagName, attribs: { tabindex: "0" } }),
      a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs, options) }),
      img: (tagName, attribs) => {
        const out: Record<string, string> = {
          alt: attribs.alt ?? "",
          loading: "lazy",
          decoding: "async",
        };
        if (attribs.width && /^\d+$/.test(attribs.width)) out.width = attribs.width;
        if (attribs.height && /^\d+$/.test(attribs.height)) out.height = attribs.height;
        const src = attribs.src ?? "";
        let url: URL | undefined;
        try {
          url = new URL(src, wpOrigin ?? "https://invalid.invalid");
        } catch {
          url = undefined;
        }
        if (url && isWordPressUpload(url, wpOrigin)) {
          // Images from WordPress's media folder are resized and re-encoded by Next's image
          // optimiser (which fetches nothing else from that host).
          out.src = optimisedImage(url.href, 1200);
          out.srcset = imageWidths.map((w) => `${optimisedImage(url.href, w)} ${w}w`).join(", ");
          out.sizes = "(min-width: 768px) 720px, 100vw";
        } else {
          out.src = src;
        }
        return { tagName, attribs: out };
      },
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          loading: "lazy",
          referrerpolicy: "strict-origin-when-cross-origin",
          title: attribs.title || "Embedded video",
        },
      }),
    },
    // An iframe whose host is not allowed loses its src: drop it entirely.
    exclusiveFilter: (frame) =>
      (frame.tag === "iframe" && !frame.attribs.src) || (frame.tag === "img" && !frame.attribs.src),
  });
}

/** The tags an FAQ answer may use (the content plugin's editor allows the same). */
export const faqAnswerTags = ["p", "a", "strong", "em", "ul", "ol", "li", "br"] as const;

/**
 * A link in an FAQ answer: a path on the site (`/contact-us`, `#fees`) stays the site's own link;
 * an absolute http(s), mailto or tel address is kept (a post's permalink on the WordPress host
 * becomes its /blog/ address); anything else (`javascript:`, a bare word such as `alert(3)`
 * left by WordPress's filter, `//host`) is no link at all. Relative paths are never resolved
 * against the WordPress host: an answer is shown on the site, not in WordPress.
 */
export function faqAnswerHref(href: string, options: SanitizeOptions = {}): string | undefined {
  const value = href.trim();
  if (/^\/(?!\/)/.test(value) || /^#./.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (!["http:", "https:", "mailto:", "tel:"].includes(url.protocol)) return undefined;
  return rewriteHref(value, options.wpOrigin, options.postLink);
}

/**
 * An FAQ answer from WordPress, restricted to a few inline and list tags (faqAnswerHref for links; a
 * link without a usable address keeps its text only). Anything else is dropped; its text stays,
 * except script and style bodies.
 */
export function sanitizeFaqHtml(html: string, options: SanitizeOptions = {}): string {
  return sanitizeHtml(html, {
    allowedTags: [...faqAnswerTags],
    allowedAttributes: { a: ["href", "title", "rel"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowProtocolRelative: false,
    nonTextTags,
    transformTags: {
      b: "strong",
      i: "em",
      a: (_tagName, attribs) => {
        const href = attribs.href ? faqAnswerHref(attribs.href, options) : undefined;
        // A tag outside the allowed list leaves its text behind.
        if (!href) return { tagName: "span", attribs: {} };
        return { tagName: "a", attribs: linkAttributes({ ...attribs, href }, {}) };
      },
    },
  }).trim();
}

/** Plain text from an HTML fragment (excerpts, descriptions); entities are left for the decoder. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}
