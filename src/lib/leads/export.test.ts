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
  createdAt: new Date("2026-11-20T10:00:00Z"),
};

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["=1+2", "'=1+2"],
    ["+91987", "'+91987"],
    ["-5", "'-5"],
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
      "id,created_at,kind,name,company,phone,email,epr_type,message,source_page,marketing_opt_in,privacy_notice_version",
    );
    expect(row).toContain(`"'=HYPERLINK(""http://x"",""click"")"`);
    expect(row).toContain("'+919876543210");
    expect(csv).toContain('"Line one, ""quoted""\nline two"');
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  it("prints only the header for no leads", () => {
    expect(leadsToCsv([]).split("\r\n").filter(Boolean)).toHaveLength(1);
  });
});

describe("workedLeadsToCsv", () => {
  it("adds the staff's status and customer mark after the lead's own columns", () => {
    const [header, row] = workedLeadsToCsv([{ ...lead, status: "won", customer: true }]).split(
      "\r\n",
    );
    expect(header).toBe(`${leadsToCsv([]).trim()},status,customer`);
    expect(row).toMatch(/,2026-11-01,won,yes$/);
  });
});

describe("leadsToJson", () => {
  it("keeps values exact and the opt-in boolean", () => {
    const [parsed] = JSON.parse(leadsToJson([lead])) as Record<string, unknown>[];
    expect(parsed).toMatchObject({
      name: lead.name,
      phone: "+919876543210",
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
