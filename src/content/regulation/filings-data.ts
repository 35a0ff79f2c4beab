// Every return date the site states, as data: for each regime and financial year, each filing,
// the day the rules set, every extension with its order and source, and when it was last
// checked. Pages, posts, the FAQ, the estimator notes, /compliance-calendar and its feeds all
// read these rows through filings.ts; docs/content-sources.md says what each order rests on.
import type { RegulatorySource } from "./source";
import { src } from "./sources";

export type Regime = "plastic" | "ewaste" | "battery";
export const REGIMES = ["plastic", "ewaste", "battery"] as const satisfies readonly Regime[];

/** An order that moved a filing's date. */
export type Extension = {
  /** The new day (ISO), or absent where the order is known but its new date was not read. */
  to?: string;
  /** Who issued it: "MoEFCC", "CPCB", or the amendment that set it. */
  authority: string;
  /** Its file or notification number, where known. */
  reference?: string;
  /** The day the order was issued (ISO), or its year alone where the day is not known. */
  issued: string;
  /** The text or account the date rests on; absent where no stable link was found. */
  source?: RegulatorySource;
  /** What the date rests on, in words, where there is no source to link (or to qualify it). */
  basis?: string;
  /** Only reported: the order itself was not found. */
  reported?: true;
};

export type Filing = {
  /** Stable across extensions: the iCalendar UID and the page's anchor are built from it. */
  id: string;
  regime: Regime;
  /** The financial year the filing reports on, e.g. "2025-26". */
  fy: string;
  title: string;
  /** The day the rules set (ISO). */
  ruleDate: string;
  /** The rule that sets it. */
  rule: { text: string; source: RegulatorySource };
  extensions: readonly Extension[];
  /** When this row was last checked against its sources and for new orders (ISO). */
  checked: string;
};

/** The day of the independent check of every return date (docs/content-sources.md). */
export const FILINGS_CHECKED = "2026-12-07";

/** The financial years the calendar holds: 2022-23 to the current one. */
export const FINANCIAL_YEARS = ["2022-23", "2023-24", "2024-25", "2025-26", "2026-27"] as const;

/** The first year each regime's current rules apply to. */
export const FIRST_YEAR: Record<Regime, string> = {
  plastic: "2022-23",
  // The E-Waste (Management) Rules, 2022 apply from 1 April 2023; earlier returns fell under the 2016 rules.
  ewaste: "2023-24",
  battery: "2022-23",
};

const plasticRule = {
  text: "Schedule II (EPR Guidelines) of the Plastic Waste Management Rules: the annual return on the previous financial year by 30 June",
  source: src.pwmEprGuidelines2022,
};
const batteryRule = {
  text: "Battery Waste Management Rules, 2022, rule 4(11): the annual return (Form 3) on the previous financial year by 30 June",
  source: src.battery2022,
};
const ewasteRule = {
  text: "E-Waste (Management) Rules, 2022: quarterly and annual returns by the end of the month after the quarter or year; since March 2024 the Centre may relax a return period by up to nine months (rule 9A)",
  source: src.ewaste2022,
};

/** The year a financial year ends in: "2025-26" → 2026. */
export function fyEndYear(fy: string): number {
  return Number(fy.slice(0, 4)) + 1;
}

function annual(regime: "plastic" | "battery", fy: string, extensions: Extension[] = []): Filing {
  return {
    id: `${regime}-annual-${fy}`,
    regime,
    fy,
    title: regime === "plastic" ? "Annual return (PIBOs)" : "Annual return (Form 3, producers)",
    ruleDate: `${fyEndYear(fy)}-06-30`,
    rule: regime === "plastic" ? plasticRule : batteryRule,
    extensions,
    checked: FILINGS_CHECKED,
  };
}

const QUARTERS = [
  { q: 1, months: "April to June", due: (end: number) => `${end - 1}-07-31` },
  { q: 2, months: "July to September", due: (end: number) => `${end - 1}-10-31` },
  { q: 3, months: "October to December", due: (end: number) => `${end}-01-31` },
  { q: 4, months: "January to March", due: (end: number) => `${end}-04-30` },
] as const;

/** E-waste producers' four quarterly returns and the annual return of one financial year. */
function ewasteYear(fy: string, q4AndAnnual: Extension[] = []): Filing[] {
  const end = fyEndYear(fy);
  const quarterly = QUARTERS.map(({ q, months, due }): Filing => ({
    id: `ewaste-q${q}-${fy}`,
    regime: "ewaste",
    fy,
    title: `Quarterly return, quarter ${q} (${months})`,
    ruleDate: due(end),
    rule: ewasteRule,
    extensions: q === 4 ? q4AndAnnual : [],
    checked: FILINGS_CHECKED,
  }));
  return [
    ...quarterly,
    {
      id: `ewaste-annual-${fy}`,
      regime: "ewaste",
      fy,
      title: "Annual return (producers)",
      ruleDate: `${end}-04-30`,
      rule: ewasteRule,
      extensions: q4AndAnnual,
      checked: FILINGS_CHECKED,
    },
  ];
}

export const filings: readonly Filing[] = [
  annual("plastic", "2022-23", [
    {
      to: "2023-10-31",
      authority: "Plastic Waste Management (Amendment) Rules, 2023",
      issued: "2023-04-27",
      source: src.pwm2023ReturnDate,
    },
    {
      to: "2024-05-31",
      authority: "CPCB",
      issued: "2024-05-13",
      basis:
        "CPCB's notice of 13 May 2024, after the portal had been down, as reported by consultancies; the notice itself was not read and no stable link to it was found",
    },
  ]),
  annual("plastic", "2023-24", [
    {
      to: "2024-09-30",
      authority: "MoEFCC, on CPCB's letter of 29 May 2024",
      issued: "2024",
      source: src.pwmReturnExtension2024,
    },
  ]),
  annual("plastic", "2024-25", [
    {
      to: "2025-09-30",
      authority: "MoEFCC office memorandum",
      reference: "F. No. 12/64/2023-HSM",
      issued: "2025-07-29",
      source: src.pwmReturnExtension2025,
    },
    {
      to: "2025-11-30",
      authority: "MoEFCC",
      issued: "2025",
      source: src.pwmReturnExtension2025Later,
      basis: "one consultancy's report; the order itself was not found",
      reported: true,
    },
  ]),
  annual("plastic", "2025-26"),
  annual("plastic", "2026-27"),
  ...ewasteYear("2023-24", [
    {
      to: "2024-06-30",
      authority: "MoEFCC, on CPCB's communication of 4 May 2024",
      issued: "2024",
      source: src.ewasteReturnExtensionJune2024,
    },
    {
      to: "2024-08-31",
      authority: "MoEFCC",
      issued: "2024-07-01",
      source: src.ewasteReturnExtensionAugust2024,
    },
  ]),
  ...ewasteYear("2024-25", [
    {
      authority: "CPCB",
      reference: "File CP/14/2024-WM-III",
      issued: "2025-05-21",
      basis:
        "CPCB's notice of 21 May 2025 extending the 2024-25 returns, as reported by consultancies; the new date was not read, and rule 9A allows at most nine months",
    },
  ]),
  ...ewasteYear("2025-26"),
  ...ewasteYear("2026-27"),
  annual("battery", "2022-23", [
    {
      to: "2024-06-30",
      authority: "MoEFCC",
      issued: "2024",
      source: src.batteryReturnExtension2024,
      basis:
        "batteries that were among the 2016 e-waste rules' products followed those rules' timelines for 2022-23",
    },
  ]),
  annual("battery", "2023-24", [
    {
      to: "2025-03-31",
      authority: "MoEFCC order under rule 13(6)",
      reference: "F. No. 03/1/2024-HSMD",
      issued: "2025-01-16",
      source: src.batteryReturnOrder2025,
      basis: "the order also names earlier orders of 10 July and 12 November 2024, not read",
    },
  ]),
  annual("battery", "2024-25", [
    {
      to: "2025-09-30",
      authority: "MoEFCC",
      issued: "2025",
      source: src.batteryReturnExtension2025,
    },
  ]),
  annual("battery", "2025-26"),
  annual("battery", "2026-27"),
];
