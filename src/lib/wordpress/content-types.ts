// Zod schemas of one entry of each company-content type the content plugin serves over REST
// (the raw `Wp*` shapes; they stop at this seam). An entry that fails its schema is skipped.
import { z } from "zod";
import { faqCategories } from "@/content/faqs";
import { serviceFaqPageTypes } from "@/content/service-faqs";
import { toContactPhone } from "@/lib/phone";
import { htmlToText } from "@/lib/html/sanitize";

/** The pages a testimonial shows on, and those an FAQ shows on (the FAQ page, each service page). */
export const testimonialPages = ["home", "epr"] as const;
export const faqPages = ["faq", ...serviceFaqPageTypes] as const;
export type TestimonialPage = (typeof testimonialPages)[number];
export type FaqPage = (typeof faqPages)[number];

/**
 * The longest title (a name, a question) and FAQ answer read, as WordPress renders them (HTML,
 * entities encoded). An entry over a cap is skipped like any invalid one: these caps, with
 * MAX_CONTENT_ENTRIES, bound what a page can be given (docs/blog-and-wordpress.md).
 */
export const MAX_TITLE_CHARS = 300;
export const MAX_ANSWER_CHARS = 4_000;

/** A title that still has text once its tags are gone (a name, a question). */
const title = z.object({
  rendered: z
    .string()
    .max(MAX_TITLE_CHARS)
    .refine((value) => htmlToText(value) !== "", "empty title"),
});

/** An https address, or "" for none. */
const httpsUrlOrEmpty = z.string().refine((value) => {
  if (value === "") return true;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}, "not an https URL");

const limited = (max: number) => z.string().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
/** At least one page, each one the site knows; listed twice counts once. */
const pagesOf = <const T extends readonly [string, ...string[]]>(pages: T) =>
  z
    .array(z.enum(pages))
    .min(1)
    .max(pages.length * 2);

/** Every entry: id, last change, order and title; `_embed` carries the featured image. */
const entry = z.object({
  id: z.number().int().positive(),
  modified_gmt: z.string().optional(),
  menu_order: z.number().int().default(0),
  title,
  _embedded: z
    .object({
      // An error object stands in for media the public may not see; reshape checks the item.
      "wp:featuredmedia": z.array(z.unknown()).optional(),
    })
    .loose()
    .optional(),
});

export const wpTeamMemberSchema = entry.extend({
  meta: z.object({
    role: required(80),
    bio: limited(600).default(""),
    profile_url: httpsUrlOrEmpty.default(""),
  }),
});

export const wpClientSchema = entry.extend({
  meta: z.object({
    website: httpsUrlOrEmpty.default(""),
    sector: limited(60).default(""),
  }),
});

export const wpTestimonialSchema = entry.extend({
  meta: z.object({
    quote: required(600),
    role: limited(80).default(""),
    company: limited(80).default(""),
    rating: z.number().int().min(1).max(5),
    pages: pagesOf(testimonialPages),
  }),
});

export const wpFaqSchema = entry.extend({
  content: z.object({
    rendered: z
      .string()
      .max(MAX_ANSWER_CHARS)
      .refine((value) => htmlToText(value) !== "", "empty answer"),
  }),
  meta: z.object({
    category: z.enum(faqCategories),
    pages: pagesOf(faqPages),
  }),
});

/** An Indian number the site can dial (lib/phone/index.ts), as the editor wrote it. */
const phone = z
  .string()
  .trim()
  .refine((value) => toContactPhone(value) !== null, "not an Indian phone number");

/** null, or a number within `limit` either side of zero (WordPress may send a numeric string). */
const coordinate = (limit: number) =>
  z.preprocess(
    (value) => (value === "" ? null : value),
    z.coerce.number().min(-limit).max(limit).nullable().default(null),
  );

export const wpOfficeSchema = entry.extend({
  meta: z.object({
    kind: z.enum(["corporate", "regional"]),
    address_lines: z.array(required(120)).min(1).max(4),
    city: required(60),
    state: required(60),
    postal_code: z
      .string()
      .trim()
      .regex(/^[1-9]\d{5}$/, "not a 6-digit PIN code"),
    phones: z.array(phone).min(1).max(4),
    email: z.union([z.literal(""), z.email()]).default(""),
    hours: limited(120).default(""),
    map_url: httpsUrlOrEmpty.default(""),
    latitude: coordinate(90),
    longitude: coordinate(180),
  }),
});

/** The part of any entry that names it in a log line (never its content: it may be personal). */
export const wpEntryIdSchema = z.object({ id: z.number().int() }).loose();

export type WpTeamMember = z.infer<typeof wpTeamMemberSchema>;
export type WpClient = z.infer<typeof wpClientSchema>;
export type WpTestimonial = z.infer<typeof wpTestimonialSchema>;
export type WpFaq = z.infer<typeof wpFaqSchema>;
export type WpOffice = z.infer<typeof wpOfficeSchema>;
