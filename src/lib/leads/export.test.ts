import { describe, expect, it } from "vitest";
import type { LeadRow } from "@/lib/db/schema";
import { csvCell, leadsToCsv, leadsToJson, parseSince, workedLeadsToCsv } from "./export";

const lead: LeadRow = {
  id: "0b9f6a52-1c5e-4a0e-9a51-2f1f3f1d2c11",
  kind: "contact",
  name: '=HYPERLINK("http://x","click")',
  company: null,
  phoneE164: "+919876543210",
  email: "asha@example.com",
  eprType: null,
  message: 'Line one, "quoted"\nline two',
  sourcePage: "/",
  privacyNoticeVersion: "2026-11-01",
  marketingOptIn: true,
  estimateQuery: null,
  estimateSummary: null,
  service: "general",
  pickupArea: null,
  wasteType: null,
  wasteVolume: null,
  pickupFrequency: null,
  createdAt: new Date("2026-11-20T20:00:00Z"),
};

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["=1+2", "'=1+2"],
    ["+91 98765 43210", "+91 98765 43210"],
    ["+919876543210", "+919876543210"],
    ["-5", "-5"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ["+HYPERLINK(1)", "'+HYPERLINK(1)"],
    ["\t=1", "'\t=1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["=a,b", `"'=a,b"`],
  ])("escapes %j as %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });
});

describe("leadsToCsv", () => {
  it("writes a header and one row per lead that a spreadsheet cannot execute", () => {
    const csv = leadsToCsv([lead]);
    const [header, row] = csv.split("\r\n");
    expect(header).toBe(
      "id,received_ist,kind,company,name,phone,email,service,epr_type,pickup_area,waste_type,waste_volume,pickup_frequency,message,estimate,estimate_link,source_page,marketing_opt_in,privacy_notice_version",
    );
    expect(row).toContain(`"'=HYPERLINK(""http://x"",""click"")"`);
    // A phone stays a phone: no apostrophe in front of it.
    expect(row).toContain(",+919876543210,");
    // 20:00 UTC is 01:30 the next morning in India.
    expect(row).toContain(",2026-11-21 01:30:00,");
    expect(csv).toContain('"Line one, ""quoted""\nline two"');
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  it("prints only the header for no leads", () => {
    expect(leadsToCsv([]).split("\r\n").filter(Boolean)).toHaveLength(1);
  });
});

describe("workedLeadsToCsv", () => {
  it("adds the staff's side after the lead's own columns", () => {
    const [header, row] = workedLeadsToCsv([
      {
        ...lead,
        estimateQuery: "stream=plastic&fy=2025-26",
        estimateSummary: "Category I: 105 t",
        status: "won",
        customer: true,
        owner: "asha@example.com",
        followUpOn: "2026-11-24",
        notes: "2026-11-21 10:00 asha@example.com: called back",
        lastChangeAt: new Date("2026-11-21T04:30:00Z"),
      },
    ]).split("\r\n");
    expect(header).toBe(
      `${leadsToCsv([]).trim()},status,customer,owner,follow_up_on,notes,last_change_ist`,
    );
    expect(row).toContain(
      ",Category I: 105 t,/epr-obligation-estimator/result?stream=plastic&fy=2025-26,",
    );
    expect(row).toMatch(
      /,2026-11-01,won,yes,asha@example.com,2026-11-24,2026-11-21 10:00 asha@example.com: called back,2026-11-21 10:00:00$/,
    );
  });
});

describe("leadsToJson", () => {
  it("keeps values exact and the opt-in boolean", () => {
    const [parsed] = JSON.parse(leadsToJson([lead])) as Record<string, unknown>[];
    expect(parsed).toMatchObject({
      name: lead.name,
      phone: "+919876543210",
      created_at: "2026-11-20T20:00:00.000Z",
      received_ist: "2026-11-21 01:30:00",
      marketing_opt_in: true,
    });
  });
});

describe("parseSince", () => {
  it("reads a date as midnight in India and refuses nonsense", () => {
    expect(parseSince("2026-11-01")?.toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect(parseSince("2026-11-01T00:00:00Z")?.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(parseSince("yesterday")).toBeNull();
  });
});
