// The HTTP response headers every route sends: CSP and the other browser hardening headers.
// Pure (no env access) so next.config.ts can call it at build time and tests can call it directly.

export type SecurityHeaderOptions = {
  /** `next dev` needs eval for fast refresh and a websocket for HMR. */
  isDev: boolean;
  /** Send Strict-Transport-Security (production builds served over https). */
  hsts: boolean;
  /** Search engines may index this deployment (docs/seo.md, robots policy). */
  indexable: boolean;
  /** WordPress site root when the blog reads from WordPress: its media may appear in posts. */
  wordpressUrl?: string;
};

/** The only frame sources a blog post may embed (kept in step with the post sanitiser's iframe allow-list). */
export const allowedFrameOrigins = [
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
  "https://player.vimeo.com",
] as const;

export const permissionsPolicy = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
  "browsing-topics=()",
].join(", ");

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * script-src allows 'unsafe-inline' because Next's statically prerendered pages carry inline
 * bootstrap scripts whose content changes every build; nonces would force every page to render
 * per request. No third-party origin is allowed, so only same-origin code can run
 * (docs/security.md).
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const wordpress = originOf(options.wordpressUrl);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...(options.isDev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(wordpress ? [wordpress] : [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(options.isDev ? ["ws:", "wss:"] : [])],
    "media-src": ["'self'", ...(wordpress ? [wordpress] : [])],
    "frame-src": [...allowedFrameOrigins],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export type HeaderPair = { key: string; value: string };

export function securityHeaders(options: SecurityHeaderOptions): HeaderPair[] {
  const headers: HeaderPair[] = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: permissionsPolicy },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
  if (options.hsts) {
    headers.push({
      key: "Strict-Transport-Security",
      value: "max-age=63072000",
    });
  }
  if (!options.indexable) {
    // Belt and braces with the robots meta tag: also covers images, XML and API responses.
    headers.push({ key: "X-Robots-Tag", value: "noindex, nofollow" });
  }
  return headers;
}

/**
 * For the short plain-text refusals the request gate and the proxy write themselves, which no
 * route's headers reach: nothing in them may load, run or be framed.
 */
export const refusalHeaders: Readonly<Record<string, string>> = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};
