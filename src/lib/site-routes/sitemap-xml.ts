// Renders sitemap and sitemap-index XML (sitemaps.org 0.9) and splits long URL lists.

export type SitemapUrl = { loc: string; lastModified?: Date };

/** The protocol's limit of URLs per sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function lastmod(date: Date | undefined): string {
  return date && !Number.isNaN(date.getTime()) ? `<lastmod>${date.toISOString()}</lastmod>` : "";
}

export function renderUrlset(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((u) => `<url><loc>${escapeXml(u.loc)}</loc>${lastmod(u.lastModified)}</url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function renderSitemapIndex(sitemaps: readonly SitemapUrl[]): string {
  const body = sitemaps
    .map((s) => `<sitemap><loc>${escapeXml(s.loc)}</loc>${lastmod(s.lastModified)}</sitemap>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

export function chunkUrls<T>(items: readonly T[], size = SITEMAP_URL_LIMIT): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** The newest lastmod in a list, used as the lastmod of its sitemap in the index. */
export function newest(urls: readonly SitemapUrl[]): Date | undefined {
  let best: Date | undefined;
  for (const u of urls) {
    if (u.lastModified && (!best || u.lastModified > best)) best = u.lastModified;
  }
  return best;
}

export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}
