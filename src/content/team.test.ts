import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { careersMailto, cultureSlides, teamMembers } from "@/content/team";
import { officeBannerImage, reachBannerImage } from "@/content/contact";

const onDisk = (src: string) => existsSync(path.join(process.cwd(), "public", src));

describe("team content", () => {
  it("has members with unique names, designations and existing portraits", () => {
    expect(new Set(teamMembers.map((m) => m.name)).size).toBe(teamMembers.length);
    for (const member of teamMembers) {
      expect(member.designation.length).toBeGreaterThan(3);
      expect(member.image.alt).toContain(member.name);
      expect(onDisk(member.image.src), member.image.src).toBe(true);
    }
  });

  it("has culture slides whose images exist", () => {
    expect(cultureSlides.length).toBeGreaterThanOrEqual(4);
    for (const slide of cultureSlides) expect(onDisk(slide.image.src), slide.image.src).toBe(true);
  });

  it("builds a careers e-mail link with an encoded subject", () => {
    expect(careersMailto()).toMatch(/^mailto:careers@[\w.]+\?subject=Interview%20request&body=/);
    expect(careersMailto()).not.toContain("+");
  });
});

describe("contact banners", () => {
  it("have a different wide and narrow image, both on disk", () => {
    for (const image of [officeBannerImage, reachBannerImage]) {
      expect(image.wide.src).not.toBe(image.narrow.src);
      expect(onDisk(image.wide.src) && onDisk(image.narrow.src)).toBe(true);
    }
  });
});
