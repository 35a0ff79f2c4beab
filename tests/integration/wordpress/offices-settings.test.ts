// Offices and the site settings through their getters, against a real embedded database and an
// HTTP server answering as the content plugin (the captured fixtures), then failing, then gone:
// WordPress's offices and settings replace the defaults, and while WordPress cannot be read the
// last copy kept in the database is served, never the samples.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "@/content/site";
import officesFixture from "@/lib/wordpress/fixtures/content-offices.json";
import settingsFixture from "@/lib/wordpress/fixtures/content-settings.json";
import {
  type FakeContentWordPress,
  startFakeContentWordPress,
} from "../../support/fake-content-wordpress";

let wordpress: FakeContentWordPress;
let content: typeof import("@/lib/company-content");
let settings: typeof import("@/lib/company-content/settings");
let copies: typeof import("@/lib/company-content/copies");

beforeAll(async () => {
  wordpress = await startFakeContentWordPress("offices-settings");
  content = await import("@/lib/company-content");
  settings = await import("@/lib/company-content/settings");
  copies = await import("@/lib/company-content/copies");
});

afterAll(() => wordpress.close());

describe("offices and settings with WordPress", () => {
  it("keeps the default offices, labelled, while WordPress has none", async () => {
    wordpress.serve("offices", []);
    const offices = await content.getOffices();
    expect(offices.sample).toBe(true);
    expect(offices.items.length).toBe(7);
  });

  it("shows WordPress's valid offices without the label and keeps a copy", async () => {
    wordpress.serve("offices", officesFixture);
    const offices = await content.getOffices();
    expect(offices.sample).toBe(false);
    expect(offices.items.map((o) => o.name)).toEqual(["Chennai office", "Madurai office"]);
    await expect
      .poll(() => copies.readCopy("office").then((c) => (c as unknown[] | null)?.length))
      .toBe(2);
  });

  it("lays the settings WordPress filled over the defaults and keeps a copy", async () => {
    wordpress.serve("settings", settingsFixture);
    const filled = await settings.getSiteSettings();
    expect(filled.phone).toMatchObject({ display: "044 2345 6789", dial: "+914423456789" });
    expect(filled.email).toBe("hello@example.com");
    expect(filled.privacyEmail).toBe(site.privacyEmail);
    expect(filled.claims.brandsTrust).toBe("200+");
    await expect.poll(() => copies.readCopy("settings")).toMatchObject({ phone: "044 2345 6789" });
  });
});

describe("offices and settings while WordPress cannot be read", () => {
  it("serves the last copies when WordPress errs", async () => {
    wordpress.serve("offices", { code: "internal_server_error" }, 500);
    wordpress.serve("settings", "<html>not the record</html>");
    expect((await content.getOffices()).sample).toBe(false);
    expect((await settings.getSiteSettings()).phone.display).toBe("044 2345 6789");
  });

  it("serves the last copies when WordPress is gone", async () => {
    await wordpress.goAway();
    const offices = await content.getOffices();
    expect(offices).toMatchObject({
      sample: false,
      items: [{ city: "Chennai" }, { city: "Madurai" }],
    });
    const kept = await settings.getSiteSettings();
    expect(kept.email).toBe("hello@example.com");
    expect(kept.counters.find((c) => c.id === "plastic")?.to).toBe(5000);
  });
});
