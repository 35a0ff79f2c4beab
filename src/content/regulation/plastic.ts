// Plastic packaging EPR (Plastic Waste Management Rules 2016 as amended). Target tables live
// in plastic-targets.ts; this module holds the dates, exemptions and price rules pages repeat.
import { formatDay } from "@/lib/format-day";
import {
  annualReturn,
  annualReturnHistory,
  filingSources,
  regimeChecked,
  ruleDayMonth,
} from "./filings";
import type { Sourced } from "./source";
import { FILINGS_CHECKED as FILINGS_REVIEWED } from "./filings-data";
import { REGULATION_REVIEWED, src } from "./sources";

export type Amendment = { label: string; notification?: string; date: string; summary: string };

export const plasticAmendments: Sourced<{ items: readonly Amendment[] }> = {
  items: [
    {
      label: "Plastic Waste Management Rules, 2016",
      notification: "G.S.R. 320(E)",
      date: "18 March 2016",
      summary: "The base rules, with extended producer responsibility for PIBOs.",
    },
    {
      label: "Amendment Rules, 2021",
      notification: "G.S.R. 571(E)",
      date: "12 August 2021",
      summary: "Phased out identified single-use items and raised carry-bag thickness.",
    },
    {
      label: "Amendment Rules, 2022 (EPR Guidelines, Schedule II)",
      notification: "G.S.R. 133(E)",
      date: "16 February 2022",
      summary:
        "Packaging categories, targets, EPR certificates, the centralised portal and Environmental Compensation.",
    },
    {
      label: "Second Amendment Rules, 2022",
      notification: "G.S.R. 522(E)",
      date: "6 July 2022",
      summary: "Further changes to the 2016 rules after the January 2022 draft.",
    },
    {
      label: "Amendment Rules, 2023",
      date: "27 April 2023",
      summary: `Registration for one year, then three; rigid packaging out of the labelling rule; identity documents for registration; the 2022-23 return by ${formatDay(annualReturn("plastic", "2022-23").extensions[0]!.to!)}.`,
    },
    {
      label: "Second Amendment Rules, 2023",
      notification: "G.S.R. 807(E)",
      date: "30 October 2023",
      summary:
        "As reported: no EPR under rule 9(1) for export-oriented and SEZ units or packaging of goods exported against an order (pre-consumer waste apart); producer redefined; labelling.",
    },
    {
      label: "Amendment Rules, 2024",
      notification: "G.S.R. 201(E)",
      date: "14 March 2024",
      summary:
        "Category V (biodegradable), contract manufacturers brought in as producers, and micro and small producers relieved of targets.",
    },
    {
      label: "Amendment Rules, 2025",
      notification: "G.S.R. 73(E)",
      date: "23 January 2025",
      summary:
        "Registration details by barcode or QR code from 1 July 2025, and penalties under section 15 of the Environment (Protection) Act.",
    },
    {
      label: "Amendment Rules, 2026",
      notification: "G.S.R. 237(E)",
      date: "31 March 2026",
      summary:
        "The June 2025 draft made final: new definitions, recycled-content and reuse obligations restated (a 2025-26 recycled-content shortfall in food-contact packaging may be carried forward up to three years), IS 14534:2023, local bodies as enforcers.",
    },
  ],
  sources: [
    src.pwm2016,
    src.pwm2021,
    src.pwmEprGuidelines2022,
    src.pwmJuly2022,
    src.pwm2023,
    src.pwm2023Second,
    src.pwm2024,
    src.pwm2025,
    src.pwm2026,
  ],
  reviewed: REGULATION_REVIEWED,
};

export const plasticAnnualReturn: Sourced<{ due: string; text: string }> = {
  due: ruleDayMonth("plastic"),
  text: `The rules set ${ruleDayMonth("plastic")} for the annual return on the previous financial year, and the Centre has extended it most years (lately ${annualReturnHistory("plastic", 2)}; last checked ${formatDay(regimeChecked("plastic"))}). Our compliance calendar keeps each year's date in force.`,
  sources: filingSources("plastic"),
  reviewed: regimeChecked("plastic"),
};

export const plasticExportExclusion: Sourced<{ text: string }> = {
  text: "Since the Second Amendment Rules, 2023 (G.S.R. 807(E), as reported), the EPR obligation does not cover plastic packaging of products exported against an export order, nor export-oriented and SEZ units, except for their pre-consumer waste: exporters leave exported packaging out of the quantities they report.",
  sources: [src.pwm2023Second],
  reviewed: FILINGS_REVIEWED,
};

export const plasticRegistrationValidity: Sourced<{ text: string }> = {
  text: "Since the April 2023 amendment, an EPR registration is valid for one year at first and is then granted for three years; it changes only at the PIBO's request.",
  sources: [src.pwm2023, src.pwm2023Summary],
  reviewed: REGULATION_REVIEWED,
};

export const plasticQrLabelling: Sourced<{ from: string; text: string }> = {
  from: "1 July 2025",
  text: "Since 1 July 2025 a PIBO may give the registration and other label details by barcode or QR code on the packaging, in a product brochure or through a unique number issued under another law.",
  sources: [src.pwm2025],
  reviewed: REGULATION_REVIEWED,
};

export const plasticRegistrationAuthority: Sourced<{ text: string }> = {
  text: "A PIBO operating in more than two states or union territories registers with CPCB; one operating in one or two registers with that state's pollution control board or committee.",
  sources: [src.pwmEprGuidelines2022],
  reviewed: REGULATION_REVIEWED,
};

export const plasticExemptions: Sourced<{ text: string }> = {
  text: "Micro and small brand owners (by Udyam classification) have been outside the brand-owner obligation since the 2022 EPR Guidelines. Since the March 2024 amendment, micro and small producers carry no EPR targets either, but they still register on the portal and file returns. A contract manufacturer making products in plastic packaging for a brand owner is a producer.",
  sources: [src.pwmEprGuidelines2022, src.pwm2024],
  reviewed: REGULATION_REVIEWED,
};

export const plasticCertificatePrices: Sourced<{ text: string }> = {
  text: "Summaries of the March 2024 amendment say it lets CPCB fix a highest and lowest price for plastic EPR certificates, as for e-waste; we have not found such a band published for plastic packaging. Prices are agreed between PIBOs and registered processors, so we never quote them as fixed.",
  sources: [src.pwmEprGuidelines2022, src.pwm2024],
  reviewed: REGULATION_REVIEWED,
};
