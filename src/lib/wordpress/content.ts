// Company content from the content plugin: one definition per type (its REST collection, the
// schema of one entry, the reshape into the site's domain type), read with cache tags and
// validated entry by entry, so a bad entry is skipped and the rest is shown (one log line per
// read for all the entries skipped).
//
// Adding a type: a schema in content-types.ts, a reshape in content-reshape.ts and a line in
// `contentTypes` below; the webhook (index.ts) already refreshes `wp:content:<type>`, and
// src/lib/company-content reads it with a default and the last-known-good copy.
import type { z } from "zod";
import type { WordPressClient } from "./client";
import { wpTags } from "./client";
import { toClient, toFaq, toOffice, toTeamMember, toTestimonial } from "./content-reshape";
import {
  faqPages,
  testimonialPages,
  wpClientSchema,
  wpEntryIdSchema,
  wpFaqSchema,
  wpOfficeSchema,
  wpTeamMemberSchema,
  wpTestimonialSchema,
} from "./content-types";
import type { ReshapeOptions } from "./reshape";

type ContentDefinition<Raw extends { id: number; menu_order: number }, Item> = {
  /** The collection under /wp-json/wp/v2/. */
  restBase: string;
  /** One published entry; an entry that fails it is skipped. */
  schema: z.ZodType<Raw>;
  toItem: (entry: Raw, options: ReshapeOptions) => Item;
  /**
   * For types shown per page (testimonials, FAQs): the pages. Each page reads its own cached
   * copy tagged `wp:content:<type>:<page>`, so an edit refreshes only the pages it touches.
   */
  pages?: readonly string[];
  /** Fields of the type read beyond the common ones (`_fields`). */
  fields?: string;
};

function define<Raw extends { id: number; menu_order: number }, Item>(
  definition: ContentDefinition<Raw, Item>,
): ContentDefinition<Raw, Item> {
  return definition;
}

export const contentTypes = {
  "team-member": define({
    restBase: "team-members",
    schema: wpTeamMemberSchema,
    toItem: toTeamMember,
  }),
  client: define({ restBase: "clients", schema: wpClientSchema, toItem: toClient }),
  testimonial: define({
    restBase: "testimonials",
    schema: wpTestimonialSchema,
    toItem: (entry) => toTestimonial(entry),
    pages: testimonialPages,
  }),
  faq: define({
    restBase: "faqs",
    schema: wpFaqSchema,
    toItem: toFaq,
    pages: faqPages,
    fields: "content",
  }),
  office: define({ restBase: "offices", schema: wpOfficeSchema, toItem: toOffice }),
};

export type ContentType = keyof typeof contentTypes;
export type ContentItem<K extends ContentType> = ReturnType<(typeof contentTypes)[K]["toItem"]>;

/** The cache tags of one type's read, for one page when the type is shown per page. */
export function contentTags(type: string, page?: string): string[] {
  return page ? [wpTags.content(type), wpTags.contentPage(type, page)] : [wpTags.content(type)];
}

/**
 * The raw entries of one type, as WordPress sent them (or from the data cache). Throws a
 * WordPressError when WordPress cannot be read: the caller decides what to show instead.
 */
export async function fetchContentEntries(
  client: WordPressClient,
  type: ContentType,
  page?: string,
): Promise<unknown[]> {
  const definition: { restBase: string; fields?: string } = contentTypes[type];
  const { entries, total } = await client.getContentEntries(definition.restBase, {
    tags: contentTags(type, page),
    variant: page,
    fields: definition.fields,
  });
  if (total > entries.length) {
    console.warn(`[wordpress] ${type}: ${total} published, the first ${entries.length} read`);
  }
  return entries;
}

/** Which fields failed, never their values: entries may hold personal data. */
function failedFields(error: z.ZodError): string[] {
  return error.issues.map((issue) => issue.path.join(".") || "(entry)");
}

/**
 * Validates each entry and reshapes the valid ones, in the editors' order (then by id, so the
 * order is stable). `valid` holds the accepted entries as they came, for the last-known-good
 * copy, which is read back through this same function.
 */
export function parseContentEntries<K extends ContentType>(
  type: K,
  entries: readonly unknown[],
  options: ReshapeOptions,
): { items: ContentItem<K>[]; valid: unknown[] } {
  const definition = contentTypes[type] as unknown as ContentDefinition<
    { id: number; menu_order: number },
    ContentItem<K>
  >;
  const accepted: { raw: unknown; entry: { id: number; menu_order: number } }[] = [];
  const skipped = { count: 0, ids: [] as string[], fields: new Set<string>() };
  for (const raw of entries) {
    const result = definition.schema.safeParse(raw);
    if (result.success) {
      accepted.push({ raw, entry: result.data });
      continue;
    }
    skipped.count++;
    const id = wpEntryIdSchema.safeParse(raw);
    if (skipped.ids.length < 5) skipped.ids.push(id.success ? String(id.data.id) : "(no id)");
    for (const field of failedFields(result.error)) skipped.fields.add(field);
  }
  // One line for the whole read, however many entries failed: ids (the first few) and field
  // names, never values (entries may hold personal data).
  if (skipped.count > 0) {
    const more =
      skipped.count > skipped.ids.length ? ` and ${skipped.count - skipped.ids.length} more` : "";
    console.warn(
      `[wordpress] skipped ${type} ${skipped.ids.join(", ")}${more}: invalid ${[...skipped.fields].slice(0, 8).join(", ")}`,
    );
  }
  accepted.sort((a, b) => a.entry.menu_order - b.entry.menu_order || a.entry.id - b.entry.id);
  return {
    items: accepted.map(({ entry }) => definition.toItem(entry, options)),
    valid: accepted.map(({ raw }) => raw),
  };
}
