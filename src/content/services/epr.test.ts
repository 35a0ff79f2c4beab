import { plasticAmendments } from "@/content/regulation/plastic";
import { isHomePage } from "@/content/regulation/links";
import { describe, expect, it } from "vitest";
import { eprPage, eprResources } from "@/content/services/epr";

// Regulatory copy a reader relies on: the right obligated party, no invented titles, and every
// resource dated and linked to the text of its notification, never a home page.

describe("EPR page content", () => {
  it("uses the right obligated party and no registration titles the rules do not have", () => {
    const [plastic, ewaste, battery] = eprPage.wasteTypes.tabs;
    expect(plastic?.text).toMatch(/PIBO/);
    expect(ewaste?.text).toMatch(/producers/);
    expect(battery?.text).toMatch(/producers/);
    const all = JSON.stringify(eprPage);
    expect(all).not.toMatch(/e-waste PRO\b|battery PRO\b|guaranteed compliance/i);
  });

  it("links every dated resource to the text of its notification", () => {
    expect(eprResources).toHaveLength(plasticAmendments.items.length + 3);
    for (const resource of eprResources) {
      expect(isHomePage(resource.source.href)).toBe(false);
      expect(resource.date).toMatch(/\d/);
    }
  });
});
