// Pure reshapes from the content plugin's REST entries (`Wp*`) to the site's domain types: the
// same TeamMember, Client, Testimonial and FaqEntry the defaults in src/content use.
import type { Client } from "@/content/clients";
import type { FaqEntry } from "@/content/faqs";
import type { ImageAsset } from "@/content/media";
import type { Office } from "@/content/offices";
import type { TeamMember } from "@/content/team";
import type { Testimonial } from "@/content/testimonials";
import type { FaqPage, TestimonialPage } from "./content-types";
import type { WpClient, WpFaq, WpOffice, WpTeamMember, WpTestimonial } from "./content-types";
import { canonicalUrl, toPlainText, type ReshapeOptions } from "./reshape";
import { sanitizeFaqHtml } from "@/lib/html/sanitize";
import { postLink } from "@/lib/posts/slug";
import { wpMediaSchema } from "./types";
import { isWordPressUpload } from "@/lib/images/wordpress-uploads";

/** A testimonial or FAQ with the pages it shows on. */
export type OnPages<T, P extends string> = { item: T; pages: readonly P[] };

type WithMedia = { _embedded?: { "wp:featuredmedia"?: unknown[] } };

/**
 * The featured image from the media library, at its real size, with its alt text or else
 * `fallbackAlt`. Only images in WordPress's own media folder: the image optimiser fetches from
 * there alone (next.config.ts), and a size it does not know cannot hold the layout.
 */
export function toMediaImage(
  entry: WithMedia,
  fallbackAlt: string,
  options: ReshapeOptions,
): ImageAsset | undefined {
  const media = wpMediaSchema.safeParse(entry._embedded?.["wp:featuredmedia"]?.[0]);
  if (!media.success) return undefined;
  const src = canonicalUrl(media.data.source_url);
  const width = media.data.media_details?.width ?? 0;
  const height = media.data.media_details?.height ?? 0;
  if (!src || !(width > 0 && height > 0)) return undefined;
  if (!isWordPressUpload(src, options.wpOrigin)) return undefined;
  return {
    src,
    alt: toPlainText(media.data.alt_text ?? "") || fallbackAlt,
    width: Math.round(width),
    height: Math.round(height),
  };
}

/** Present only when non-empty, so a default and a WordPress entry read alike. */
function optional<K extends string>(key: K, value: string): { [P in K]?: string } {
  return (value.trim() === "" ? {} : { [key]: value.trim() }) as { [P in K]?: string };
}

export function toTeamMember(entry: WpTeamMember, options: ReshapeOptions = {}): TeamMember {
  const name = toPlainText(entry.title.rendered);
  const image = toMediaImage(entry, name, options);
  return {
    name,
    designation: entry.meta.role.trim(),
    ...(image ? { image } : {}),
    ...optional("bio", entry.meta.bio),
    ...optional("profileUrl", entry.meta.profile_url),
  };
}

export function toClient(entry: WpClient, options: ReshapeOptions = {}): Client {
  const name = toPlainText(entry.title.rendered);
  const logo = toMediaImage(entry, `${name} logo`, options);
  return {
    id: `wp-${entry.id}`,
    name,
    sector: entry.meta.sector.trim(),
    ...(logo ? { logo } : {}),
    ...optional("website", entry.meta.website),
  };
}

export function toTestimonial(entry: WpTestimonial): OnPages<Testimonial, TestimonialPage> {
  const { quote, role, company, rating, pages } = entry.meta;
  return {
    item: {
      id: `wp-${entry.id}`,
      text: quote.trim(),
      author: toPlainText(entry.title.rendered),
      role: [role.trim(), company.trim()].filter(Boolean).join(", "),
      rating,
    },
    pages: [...new Set(pages)],
  };
}

export function toFaq(entry: WpFaq, options: ReshapeOptions = {}): OnPages<FaqEntry, FaqPage> {
  const answerHtml = sanitizeFaqHtml(entry.content.rendered, { ...options, postLink });
  return {
    item: {
      // The anchor of the question: stable across edits of its wording.
      id: `q${entry.id}`,
      question: toPlainText(entry.title.rendered),
      answer: toPlainText(answerHtml),
      answerHtml,
      category: entry.meta.category,
    },
    pages: [...new Set(entry.meta.pages)],
  };
}

export function toOffice(entry: WpOffice): Office {
  const { meta } = entry;
  const [first, ...more] = meta.phones;
  const { latitude: lat, longitude: lng } = meta;
  return {
    // Unique and stable across edits; never a /locations/ slug, so no city page is assumed.
    slug: `wp-${entry.id}`,
    name: toPlainText(entry.title.rendered),
    kind: meta.kind,
    city: meta.city,
    state: meta.state,
    address: [...meta.address_lines, meta.city].join(", "),
    postalCode: meta.postal_code,
    phones: [first!, ...more],
    ...optional("email", meta.email),
    ...optional("hours", meta.hours),
    ...optional("mapUrl", meta.map_url),
    ...(lat !== null && lng !== null ? { geo: { lat, lng } } : {}),
  };
}
