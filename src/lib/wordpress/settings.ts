// The content plugin's site-settings record (GET /wp-json/nirmal-earth/v1/settings), checked
// field by field: an empty field, or one that fails the site's own check, is left out (the
// caller keeps its default for it) and a refused one is logged by name, never by value.
import { z } from "zod";
import { normaliseIndianPhone, toContactPhone } from "@/lib/phone";

/** The social networks the record holds links for (WhatsApp follows the WhatsApp number). */
export const settingsNetworks = ["linkedin", "instagram", "facebook", "x"] as const;
export type SettingsNetwork = (typeof settingsNetworks)[number];

/** The headline claims the record holds, by their key there and on the site. */
export const settingsClaims = {
  brands_trust: "brandsTrust",
  happy_customers: "happyCustomers",
  years_experience: "yearsExperience",
  epr_brands: "eprBrands",
  google_rating: "googleRating",
} as const;
export type SettingsClaim = (typeof settingsClaims)[keyof typeof settingsClaims];

/** What WordPress fills; every field is optional and absent when WordPress left it empty. */
export type SettingsOverrides = {
  phone?: string;
  email?: string;
  privacyEmail?: string;
  careersEmail?: string;
  /** A mobile number in E.164 (+91 and ten digits). */
  whatsapp?: string;
  /** A network's link; "" when the editor left it empty (its icon is hidden). */
  social: Partial<Record<SettingsNetwork, string>>;
  claims: Partial<Record<SettingsClaim, string>>;
  /** Counter id (src/content/counters.ts) to its figure. */
  counters: Record<string, number>;
  /**
   * The content types (for FAQs `faq:<page>`) whose sample content the company has replaced with
   * its own at least once: their defaults never show again (src/lib/company-content).
   */
  samplesRetired?: string[];
};

const email = z.email().max(254);
const phone = z
  .string()
  .trim()
  .max(25)
  .refine((value) => toContactPhone(value) !== null);
/** WhatsApp needs a mobile: ten digits starting 6 to 9 after +91. */
const whatsapp = z
  .string()
  .transform((value) => normaliseIndianPhone(value))
  .pipe(z.string().regex(/^\+91[6-9]\d{9}$/));
const httpsUrl = z.url({ protocol: /^https$/ }).max(500);
const claim = z.string().trim().min(1).max(12);
const counter = z.number().int().min(0).max(100_000_000);

/** The record's outer shape; each value inside is checked on its own. */
const recordSchema = z
  .object({
    phone: z.unknown(),
    email: z.unknown(),
    privacy_email: z.unknown(),
    careers_email: z.unknown(),
    whatsapp: z.unknown(),
    social: z.record(z.string(), z.unknown()).catch({}),
    claims: z.record(z.string(), z.unknown()).catch({}),
    counters: z.record(z.string(), z.unknown()).catch({}),
    samples_retired: z
      .array(z.unknown())
      .max(100)
      .transform((keys) =>
        keys.filter(
          (key): key is string =>
            typeof key === "string" && /^[a-z-]{1,40}(:[a-z]{1,40})?$/.test(key),
        ),
      )
      .catch([]),
  })
  .partial();

/** The record's contact fields, by their key there (the groups follow the networks, claims, counters). */
export const settingsContactFields = Object.keys(recordSchema.shape).filter(
  (key) => !["social", "claims", "counters", "samples_retired"].includes(key),
);

/** Not filled in: the editor left the field empty. */
function empty(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === "string" && value.trim() === "")
  );
}

/**
 * The fields of a settings record that WordPress filled with a valid value. Throws only when the
 * body is not a record at all (a WordPress answering something else), which the caller treats as
 * WordPress not read.
 */
export function toSettingsOverrides(
  body: unknown,
  counterIds: readonly string[],
): SettingsOverrides {
  const parsed = recordSchema.safeParse(body);
  if (!parsed.success || typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new TypeError("the settings record is not an object");
  }
  const record = parsed.data;
  const refused: string[] = [];
  function take<T>(name: string, value: unknown, schema: z.ZodType<T>): T | undefined {
    if (empty(value)) return undefined;
    const result = schema.safeParse(typeof value === "string" ? value.trim() : value);
    if (result.success) return result.data;
    refused.push(name);
    return undefined;
  }
  const overrides: SettingsOverrides = { social: {}, claims: {}, counters: {} };
  const set = <K extends "phone" | "email" | "privacyEmail" | "careersEmail" | "whatsapp">(
    key: K,
    value: string | undefined,
  ) => {
    if (value !== undefined) overrides[key] = value;
  };
  set("phone", take("phone", record.phone, phone));
  set("email", take("email", record.email, email));
  set("privacyEmail", take("privacy_email", record.privacy_email, email));
  set("careersEmail", take("careers_email", record.careers_email, email));
  set("whatsapp", take("whatsapp", record.whatsapp, whatsapp));
  for (const network of settingsNetworks) {
    const value = record.social?.[network];
    // Emptied in the form: the network has no account to link to, so its icon goes.
    if (typeof value === "string" && value.trim() === "") overrides.social[network] = "";
    const href = take(`social.${network}`, value, httpsUrl);
    if (href !== undefined) overrides.social[network] = href;
  }
  for (const [key, name] of Object.entries(settingsClaims)) {
    const value = take(`claims.${key}`, record.claims?.[key], claim);
    if (value !== undefined) overrides.claims[name] = value;
  }
  for (const id of counterIds) {
    const value = take(`counters.${id}`, record.counters?.[id], counter);
    if (value !== undefined) overrides.counters[id] = value;
  }
  if (record.samples_retired && record.samples_retired.length > 0) {
    overrides.samplesRetired = record.samples_retired;
  }
  if (refused.length > 0) {
    console.warn(`[wordpress] settings: ignored invalid ${refused.join(", ")}, defaults kept`);
  }
  return overrides;
}
