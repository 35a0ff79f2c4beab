// Retakes the screenshots of docs/editing-content.md: the content plugin's admin screens on the
// local test WordPress (scripts/ci/setup-wordpress.sh), at 1280 px, cropped to what each shows.
// It replaces the plugin's entries and settings with a small sample and clears them at the end:
//   flock /tmp/wordpress.lock npm run docs:wp-screenshots
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Locator, type Page } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../../tests/support/chromium";
import {
  content,
  createEntry,
  logIn,
  publish,
  saveSettings,
  typeNewTeamMember,
  wordpressUrl,
} from "../../tests/support/wordpress-content";

const outDir = path.resolve(__dirname, "../../docs/images/editing-content");
const admin = `${wordpressUrl}/wp-admin`;

/** Saves the area from the top of `from` to the bottom of `to` (at most `maxHeight` px). */
async function shot(page: Page, name: string, from: Locator, to: Locator = from, maxHeight = 720) {
  // `publish` and `saveSettings` return once WordPress answers; a picture waits for the page.
  await page.waitForLoadState("load");
  const top = (await from.boundingBox())!;
  const bottom = (await to.boundingBox())!;
  const x = Math.max(0, Math.min(top.x, bottom.x) - 8);
  const y = Math.max(0, top.y - 8);
  const width = Math.min(1280 - x, Math.max(top.x + top.width, bottom.x + bottom.width) - x + 8);
  const height = Math.min(maxHeight, bottom.y + bottom.height - y + 8);
  await page.screenshot({
    path: path.join(outDir, `${name}.png`),
    clip: { x, y, width, height },
    fullPage: true,
  });
  console.log(`${name}.png`);
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  await content(["reset"]);
  const asha = await createEntry("team-member", {
    title: "Asha Raman",
    menu_order: 1,
    meta: {
      role: "Head of EPR compliance",
      bio: "Asha has filed EPR returns for plastic and e-waste producers across south India since 2015.",
      profile_url: "https://www.linkedin.com/in/asha-raman",
    },
    image: "public/images/team/culture-celebrations.webp",
    alt: "Asha Raman at the Chennai plant",
  });
  await createEntry("team-member", {
    title: "Vikram Iyer",
    menu_order: 2,
    meta: { role: "Operations lead", profile_url: "" },
    image: "public/images/team/culture-cleanup.webp",
  });
  await createEntry("team-member", {
    title: "Meena Krishnan",
    menu_order: 3,
    meta: { role: "Field supervisor" },
  });
  const faq = await createEntry("faq", {
    title: "Do you collect on Sundays?",
    content:
      '<p>Yes, in Chennai and Coimbatore. <a href="https://www.example.com/pickup">Book a pickup</a> by Saturday noon.</p>',
    meta: { category: "Services", pages: ["faq", "residentialwaste"] },
  });
  const office = await createEntry("office", {
    title: "Chennai office",
    meta: {
      kind: "corporate",
      address_lines: ["12 Anna Salai", "Teynampet"],
      city: "Chennai",
      state: "Tamil Nadu",
      postal_code: "600018",
      phones: ["+91 44 4000 1234", "1800 425 7070"],
      email: "chennai@example.com",
      hours: "Mon to Sat, 9:30 am to 6:30 pm",
      map_url: "https://maps.example.com/?q=Teynampet",
      latitude: 13.0418,
      longitude: 80.2341,
    },
  });
  await content([
    "settings",
    JSON.stringify({ phone: "1800 425 7070", email: "support@example.com" }),
  ]);

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(page);

    await page.goto(`${admin}/edit.php?post_type=ne_team_member`);
    await shot(
      page,
      "team-members-list",
      page.locator("#adminmenuwrap"),
      page.locator("#the-list"),
      560,
    );

    await page.goto(`${admin}/post.php?post=${asha}&action=edit`);
    await shot(page, "team-member-edit", page.locator("#titlediv"), page.locator("#postimagediv"));

    await typeNewTeamMember(page, {
      role: "Plant manager",
      profileUrl: "http://www.linkedin.com/in/lakshmi",
      name: "Lakshmi Narayan",
    });
    await publish(page, 10);
    await shot(
      page,
      "team-member-refused",
      page.locator(".ne-content-notice"),
      page.locator("#ne-content-details"),
    );

    await page.goto(`${admin}/post.php?post=${faq}&action=edit`);
    await shot(page, "faq-edit", page.locator("#titlediv"), page.locator("#ne-content-details"));

    await page.goto(`${admin}/post.php?post=${office}&action=edit`);
    await shot(page, "office-edit", page.locator("#ne-content-details"));

    await page.goto(`${admin}/options-general.php?page=nirmal-earth-settings`);
    await page.getByRole("textbox", { name: "Main e-mail" }).fill("support(at)example.com");
    await saveSettings(page);
    await shot(
      page,
      "settings-refused",
      page.locator(".wrap h1"),
      page.locator(".form-table").first(),
    );
  } finally {
    await browser.close();
    await content(["reset"]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
