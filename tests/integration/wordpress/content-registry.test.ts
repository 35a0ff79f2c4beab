// The contract between the content plugin and the website: the plugin's registry, printed by
// PHP without a WordPress (scripts/wordpress/registry.php), against the site's (the content
// types in src/lib/wordpress/content.ts, the webhook's list, the settings record's fields). A
// type, a field or a page added on one side only fails here. Reads no WordPress: needs php-cli.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { allCounters } from "@/content/counters";
import { claims, site } from "@/content/site";
import { contentTypes } from "@/lib/wordpress/content";
import { contentWebhookTypes } from "@/lib/wordpress";
import { settingsClaims, settingsContactFields, settingsNetworks } from "@/lib/wordpress/settings";

const registrySchema = z.object({
  types: z.record(
    z.string(),
    z.object({
      rest_base: z.string(),
      fields: z.array(z.string()),
      pages: z.array(z.string()).nullable(),
    }),
  ),
  webhook_types: z.array(z.string()),
  settings: z.record(z.string(), z.array(z.string())),
  settings_defaults: z.record(z.string(), z.union([z.string(), z.number()])),
});

const plugin = registrySchema.parse(
  JSON.parse(execFileSync("php", ["scripts/wordpress/registry.php"], { encoding: "utf8" })),
);

/** The meta fields a type's schema reads. */
function metaFields(schema: unknown): string[] {
  const shape = (schema as { shape: { meta: { shape: Record<string, unknown> } } }).shape;
  return Object.keys(shape.meta.shape).sort();
}

describe("the content plugin's registry and the site's", () => {
  it("have the same content types, each with the same REST base, fields and pages", () => {
    expect(Object.keys(plugin.types).sort()).toEqual(Object.keys(contentTypes).sort());
    for (const [key, definition] of Object.entries(contentTypes)) {
      const theirs = plugin.types[key]!;
      expect(theirs.rest_base, key).toBe(definition.restBase);
      expect([...theirs.fields].sort(), key).toEqual(metaFields(definition.schema));
      const { pages } = definition as { pages?: readonly string[] };
      expect(theirs.pages, key).toEqual(pages ? [...pages] : null);
    }
  });

  it("announce and accept the same webhook types", () => {
    expect([...plugin.webhook_types].sort()).toEqual([...contentWebhookTypes].sort());
  });

  it("have the same settings fields", () => {
    const sorted = (list: readonly string[]) => [...list].sort();
    expect(Object.keys(plugin.settings).sort()).toEqual([
      "claims",
      "contact",
      "counters",
      "social",
    ]);
    expect(sorted(plugin.settings.contact!)).toEqual(sorted(settingsContactFields));
    expect(sorted(plugin.settings.social!)).toEqual(sorted(settingsNetworks));
    expect(sorted(plugin.settings.claims!)).toEqual(sorted(Object.keys(settingsClaims)));
    expect(sorted(plugin.settings.counters!)).toEqual(sorted(allCounters.map((c) => c.id)));
  });

  it("show on the settings page the values the site uses while a field is empty", () => {
    const counters = Object.fromEntries(allCounters.map((counter) => [counter.id, counter.to]));
    const claimValues = Object.fromEntries(
      Object.entries(settingsClaims).map(([key, name]) => [key, claims[name]]),
    );
    expect(plugin.settings_defaults).toEqual({
      phone: site.phone.display,
      email: site.email,
      privacy_email: site.privacyEmail,
      careers_email: site.careersEmail,
      whatsapp: site.whatsapp.e164,
      ...claimValues,
      ...counters,
    });
  });
});
