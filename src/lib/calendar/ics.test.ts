import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { Filing } from "@/content/regulation/filings-data";
import { dateInForce, filings } from "@/content/regulation/filings";
import { buildCalendar } from "./ics";

const URL_ = "https://www.nirmalearth.example/compliance-calendar";

function events(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  return component.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
}

describe("the iCalendar feeds", () => {
  it("parse as iCalendar with one all-day event per dated filing", () => {
    const text = buildCalendar("all", URL_);
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text).toContain("VERSION:2.0");
    const all = events(text);
    expect(all).toHaveLength(filings.filter((f) => dateInForce(f) !== null).length);
    const plastic = all.find((e) => e.uid === "plastic-annual-2022-23@www.nirmalearth.example")!;
    expect(plastic.startDate.toString()).toBe("2024-05-31");
    expect(plastic.startDate.isDate).toBe(true);
    expect(plastic.sequence).toBe(2);
    expect(plastic.summary).toBe("Plastic packaging: Annual return (PIBOs), 2022-23");
  });

  it("keep only one regime's filings in its feed", () => {
    const battery = events(buildCalendar("battery", URL_));
    expect(battery.every((e) => e.uid.startsWith("battery-"))).toBe(true);
    expect(battery.map((e) => e.uid)).toContain("battery-annual-2025-26@www.nirmalearth.example");
  });

  it("are the same text each time: nothing depends on the clock", () => {
    expect(buildCalendar("ewaste", URL_)).toBe(buildCalendar("ewaste", URL_));
  });

  it("move an event, same UID and a higher sequence, when an extension is recorded", async () => {
    const data = await import("@/content/regulation/filings-data");
    const target = data.filings.find((f) => f.id === "plastic-annual-2025-26")! as Filing & {
      extensions: Filing["extensions"];
    };
    const before = events(buildCalendar("plastic", URL_)).find((e) => e.uid.startsWith(target.id))!;
    const original = target.extensions;
    (target as { extensions: Filing["extensions"] }).extensions = [
      { to: "2026-09-30", authority: "MoEFCC", issued: "2026-06-20", basis: "a test order" },
    ];
    try {
      const after = events(buildCalendar("plastic", URL_)).filter((e) =>
        e.uid.startsWith(target.id),
      );
      expect(after).toHaveLength(1);
      expect(after[0]!.uid).toBe(before.uid);
      expect(before.startDate.toString()).toBe("2026-06-30");
      expect(after[0]!.startDate.toString()).toBe("2026-09-30");
      expect(after[0]!.sequence).toBeGreaterThan(before.sequence);
    } finally {
      (target as { extensions: Filing["extensions"] }).extensions = original;
    }
  });

  it("leave out a filing whose new date was not read, rather than show a wrong day", () => {
    const uids = events(buildCalendar("ewaste", URL_)).map((e) => e.uid);
    expect(uids).not.toContain("ewaste-annual-2024-25@www.nirmalearth.example");
    expect(uids).toContain("ewaste-annual-2023-24@www.nirmalearth.example");
  });

  it("remind 30 and 7 days before each date", () => {
    const text = buildCalendar("battery", URL_);
    expect(text).toContain("TRIGGER:-P30D");
    expect(text).toContain("TRIGGER:-P7D");
  });
});
