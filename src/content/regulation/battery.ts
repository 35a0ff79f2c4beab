// Battery EPR (Battery Waste Management Rules 2022 as amended in 2023, 2024 and 2025).
import { formatDay } from "@/lib/format-day";
import { annualReturnHistory, filingSources, regimeChecked, ruleDayMonth } from "./filings";
import { FILINGS_CHECKED } from "./filings-data";
import type { Sourced } from "./source";
import { REGULATION_REVIEWED, src } from "./sources";

export const batteryNotified: Sourced<{ date: string }> = {
  date: "22 August 2022",
  sources: [src.battery2022],
  reviewed: REGULATION_REVIEWED,
};

export const batteryAnnualReturn: Sourced<{ due: string; text: string }> = {
  due: ruleDayMonth("battery"),
  text: `The rules set ${ruleDayMonth("battery")} for producers' annual return (Form 3) on the previous financial year, naming the recyclers and refurbishers whose certificates they used, and the Centre has extended it in recent years (lately ${annualReturnHistory("battery", 2)}; last checked ${formatDay(regimeChecked("battery"))}). Our compliance calendar keeps each year's date in force.`,
  sources: [...filingSources("battery"), src.batteryEcGuidelines],
  reviewed: regimeChecked("battery"),
};

export type BatteryAmendment = { label: string; date: string; summary: string };

export const batteryAmendments: Sourced<{ items: readonly BatteryAmendment[] }> = {
  items: [
    {
      label: "Amendment Rules, 2023",
      date: "25 October 2023",
      summary: "Importers and contract assemblers brought in as producers.",
    },
    {
      label: "Amendment Rules, 2024",
      date: "14 March 2024",
      summary: "CPCB to fix the highest and lowest price of EPR certificates (date as reported).",
    },
    {
      label: "Second Amendment Rules, 2024",
      date: "20 June 2024",
      summary:
        "Minimum use of recycled materials from 2027-28: portable and electric-vehicle batteries from 5% rising to 20%, automotive and industrial batteries from 35% rising to 40% (as reported).",
    },
    {
      label: "A further amendment of 2024",
      date: "3 December 2024",
      summary: "Listed in reports; its text was not found, so its content is not stated here.",
    },
    {
      label: "Amendment Rules, 2025",
      date: "24 February 2025",
      summary:
        "The EPR registration number may be given by barcode or QR code; no Cd or Pb mark needed at or below 0.002% cadmium and 0.004% lead; CPCB keeps a public list of producers (as reported).",
    },
  ],
  sources: [src.battery2023, src.battery2024, src.batterySecond2024, src.battery2025],
  reviewed: FILINGS_CHECKED,
};

export const batteryProducers: Sourced<{ text: string }> = {
  text: "Since the October 2023 amendment a producer includes whoever imports batteries or equipment containing them, and whoever manufactures or assembles batteries for a brand owner without its own brand name.",
  sources: [src.battery2023],
  reviewed: REGULATION_REVIEWED,
};

export const batteryCertificatePrices: Sourced<{ text: string }> = {
  text: "Since the 2024 amendment CPCB is to fix the highest and lowest price of battery EPR certificates; we have found no published band and quote no figure.",
  sources: [src.battery2024],
  reviewed: REGULATION_REVIEWED,
};

export const batteryEvRecovery: Sourced<{ from: string; to: string; text: string }> = {
  from: "70%",
  to: "90%",
  text: "The minimum material recovery for electric-vehicle batteries rises from 70% in 2024-25 to 90% in 2026-27.",
  sources: [src.battery2022],
  reviewed: REGULATION_REVIEWED,
};
