// Writes deploy/nginx/outage.conf: the page nginx answers when no instance of the site answers,
// with the company's phone and e-mail (scripts/build/outage-html.ts).
//   npm run outage                     from src/content/site.ts (the file in the repository; run
//                                      after changing them there: tests/outage-page.test.ts
//                                      fails while the file is out of date)
//   WORDPRESS_URL=https://wp.example.com npm run outage -- --from-wordpress [--out <file>]
//                                      from the site settings edited in WordPress (a field left
//                                      empty keeps its default), for the nginx of a deployment:
//                                      docs/deploy.md says when and how it is refreshed
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { site } from "../../src/content/site";
import { toContactPhone } from "../../src/lib/phone";
import { toSettingsOverrides } from "../../src/lib/wordpress/settings";
import { outageConf, type OutageContact } from "./outage-html";

const { values } = parseArgs({
  options: {
    "from-wordpress": { type: "boolean", default: false },
    out: { type: "string", default: "deploy/nginx/outage.conf" },
  },
});

/** The phone and e-mail of the settings record, each field WordPress left empty at its default. */
async function wordpressContact(): Promise<OutageContact> {
  const base = process.env.WORDPRESS_URL?.replace(/\/+$/, "");
  if (!base) throw new Error("--from-wordpress needs WORDPRESS_URL");
  const response = await fetch(`${base}/wp-json/nirmal-earth/v1/settings`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`WordPress answered ${response.status}`);
  const settings = toSettingsOverrides(await response.json(), []);
  return {
    phone: (settings.phone && toContactPhone(settings.phone)) || site.phone,
    email: settings.email ?? site.email,
  };
}

async function main(): Promise<void> {
  const contact = values["from-wordpress"] ? await wordpressContact() : site;
  writeFileSync(values.out, outageConf(contact));
  console.log(`${values.out}: ${contact.phone.display}, ${contact.email}`);
}

main().catch((error: unknown) => {
  console.error(`outage page not written: ${(error as Error).message}`);
  process.exitCode = 1;
});
