// Zod schemas of the WordPress REST responses we read: the raw `Wp*` shapes that stop at this seam.
import { z } from "zod";

const rendered = z.object({ rendered: z.string() });
/** Caps per field (characters): a post's body is bounded by the answer's size cap alone. */
const title = z.object({ rendered: z.string().max(1_000) });
const slug = z.string().max(400);

export const wpTermSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  taxonomy: z.string().optional(),
});

export const wpMediaSchema = z.object({
  id: z.number().int().optional(),
  source_url: z.string().optional(),
  alt_text: z.string().optional(),
  media_details: z
    .object({ width: z.number().optional(), height: z.number().optional() })
    .loose()
    .optional(),
});

const yoastImage = z.object({ url: z.string() }).loose();

export const wpYoastSchema = z
  .object({
    title: z.string().optional(),
    description: z.string().optional(),
    canonical: z.string().optional(),
    og_title: z.string().optional(),
    og_description: z.string().optional(),
    og_type: z.string().optional(),
    og_url: z.string().optional(),
    og_image: z.array(yoastImage).optional(),
    twitter_card: z.string().optional(),
    twitter_title: z.string().optional(),
    twitter_description: z.string().optional(),
    twitter_image: z.string().optional(),
    schema: z.unknown().optional(),
  })
  .loose();

export const wpPostSchema = z.object({
  id: z.number().int().positive(),
  date_gmt: z.string(),
  modified_gmt: z.string().optional(),
  slug,
  status: z.string().optional(),
  sticky: z.boolean().optional(),
  title,
  content: rendered.extend({ protected: z.boolean().optional() }),
  excerpt: z.object({ rendered: z.string().max(10_000) }),
  categories: z.array(z.number().int()).optional(),
  yoast_head_json: wpYoastSchema.nullish(),
  _embedded: z
    .object({
      // WordPress sends an error object in place of media the visitor may not see.
      "wp:featuredmedia": z.array(z.unknown()).optional(),
      // Groups of terms: the first is the categories, the second the tags.
      "wp:term": z.array(z.array(z.unknown())).optional(),
    })
    .loose()
    .optional(),
});

export const wpPostListSchema = z.array(wpPostSchema);

export const wpRouteEntrySchema = z.object({
  id: z.number().int().positive(),
  slug,
  title,
  modified_gmt: z.string().optional(),
  sticky: z.boolean().optional(),
});

export const wpRouteListSchema = z.array(wpRouteEntrySchema);

export const wpCategoryListSchema = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    count: z.number().optional(),
  }),
);

export const wpErrorSchema = z.object({ code: z.string() }).loose();

export type WpPost = z.infer<typeof wpPostSchema>;
export type WpRouteEntry = z.infer<typeof wpRouteEntrySchema>;
export type WpCategory = z.infer<typeof wpCategoryListSchema>[number];
export type WpYoast = z.infer<typeof wpYoastSchema>;
