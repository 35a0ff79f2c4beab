import { describe, expect, it } from "vitest";
import { batteryAnnualReturn } from "./battery";
import { ewasteReturns } from "./ewaste";
import {
  annualReturn,
  annualReturnHistory,
  dateInForce,
  filings,
  filingStatus,
  financialYear,
  FINANCIAL_YEARS,
  previousYear,
  REGIMES,
} from "./filings";
import { FIRST_YEAR } from "./filings-data";
import { plasticAnnualReturn } from "./plastic";

const byId = (id: string) => {
  const found = filings.find((f) => f.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe("the filing dates", () => {
  it("gives every filing a unique, stable id", () => {
    expect(new Set(filings.map((f) => f.id)).size).toBe(filings.length);
    for (const f of filings) expect(f.id).toMatch(new RegExp(`^${f.regime}-[a-z0-9]+-${f.fy}$`));
  });

  it("moves every date later, each extension after the rule's day and after the one before", () => {
    for (const f of filings) {
      let previous = f.ruleDate;
      for (const e of f.extensions) {
        if (e.to === undefined) continue;
        expect(e.to > previous, `${f.id}: ${e.to} after ${previous}`).toBe(true);
        previous = e.to;
      }
    }
  });

  it("gives every extension a source or says what it rests on", () => {
    for (const f of filings)
      for (const e of f.extensions) expect(Boolean(e.source || e.basis), f.id).toBe(true);
  });

  it("has no regime and year without an annual return, from the year its rules apply", () => {
    for (const regime of REGIMES)
      for (const fy of FINANCIAL_YEARS.filter((y) => y >= FIRST_YEAR[regime]))
        expect(() => annualReturn(regime, fy)).not.toThrow();
  });

  it("holds e-waste's four quarterly returns for every year", () => {
    for (const fy of FINANCIAL_YEARS.filter((y) => y >= FIRST_YEAR.ewaste))
      expect(filings.filter((f) => f.id.startsWith("ewaste-q") && f.fy === fy)).toHaveLength(4);
  });

  it("reaches the current financial year", () => {
    expect(FINANCIAL_YEARS.at(-1)).toBe(financialYear("2026-12-08"));
  });

  it("keeps the last extension's day in force", () => {
    expect(dateInForce(byId("plastic-annual-2022-23"))).toBe("2024-05-31");
    expect(dateInForce(byId("plastic-annual-2025-26"))).toBe("2026-06-30");
    expect(dateInForce(byId("ewaste-annual-2023-24"))).toBe("2024-08-31");
    expect(dateInForce(byId("ewaste-annual-2024-25"))).toBeNull();
  });
});

describe("financial years", () => {
  it("runs April to March", () => {
    expect(financialYear("2026-03-31")).toBe("2025-26");
    expect(financialYear("2026-04-01")).toBe("2026-27");
    expect(financialYear("2099-12-31")).toBe("2099-00");
    expect(previousYear("2026-27")).toBe("2025-26");
  });
});

describe("a filing's status on a fixed day", () => {
  const current = byId("plastic-annual-2025-26");
  it("follows a year without an extension", () => {
    expect(filingStatus(current, "2026-05-30")).toBe("upcoming");
    expect(filingStatus(current, "2026-05-31")).toBe("due-soon");
    expect(filingStatus(current, "2026-06-30")).toBe("due-soon");
    expect(filingStatus(current, "2026-07-01")).toBe("passed");
  });

  it("follows a year with extensions", () => {
    const extended = byId("plastic-annual-2022-23");
    expect(filingStatus(extended, "2023-05-01")).toBe("upcoming");
    expect(filingStatus(extended, "2023-07-15")).toBe("extended");
    expect(filingStatus(extended, "2024-05-01")).toBe("due-soon");
    expect(filingStatus(extended, "2024-06-01")).toBe("passed");
  });

  it("waits for an order's new day, no longer than the rules allow a relaxation", () => {
    const unread = byId("ewaste-annual-2024-25");
    expect(filingStatus(unread, "2025-06-01")).toBe("awaiting-notice");
    expect(filingStatus(unread, "2026-01-30")).toBe("awaiting-notice");
    expect(filingStatus(unread, "2026-01-31")).toBe("passed");
  });

  it("follows the current year's e-waste quarters", () => {
    const q3 = byId("ewaste-q3-2026-27");
    expect(q3.ruleDate).toBe("2027-01-31");
    expect(filingStatus(q3, "2026-12-08")).toBe("upcoming");
    expect(filingStatus(q3, "2027-01-05")).toBe("due-soon");
    expect(filingStatus(byId("ewaste-q2-2026-27"), "2026-12-08")).toBe("passed");
  });
});

describe("the sentences pages print", () => {
  it("state every year's dates from the data in the posts, the latest two in the FAQ", () => {
    expect(annualReturnHistory("plastic")).toContain(
      "2022-23: 30 June 2023, extended to 31 October 2023, then to 31 May 2024",
    );
    expect(plasticAnnualReturn.text).not.toContain("2022-23");
    expect(plasticAnnualReturn.text).toContain("then reportedly to 30 November 2025");
    expect(plasticAnnualReturn.text).toContain("2025-26: 30 June 2026, no extension found");
    expect(batteryAnnualReturn.text).toContain(
      "2024-25: 30 June 2025, extended to 30 September 2025",
    );
    expect(ewasteReturns.text).toContain("2024-25: 30 April 2025, extended (new date not read)");
    expect(plasticAnnualReturn.text).not.toContain("2026-27");
  });
});
