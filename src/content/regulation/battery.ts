// Battery EPR (Battery Waste Management Rules 2022 as amended in 2023 and 2024).
import { formatDay } from "@/lib/format-day";
import { annualReturnHistory, filingSources, regimeChecked, ruleDayMonth } from "./filings";
import type { Sourced } from "./source";
import { REGULATION_REVIEWED, src } from "./sources";

export const batteryNotified: Sourced<{ date: string }> = {
  date: "22 August 2022",
  sources: [src.battery2022],
  reviewed: REGULATION_REVIEWED,
};

export const batteryAnnualReturn: Sourced<{ due: string; text: string }> = {
  due: ruleDayMonth("battery"),
  text: `The rules set ${ruleDayMonth("battery")} for producers' annual return (Form 3) on the previous financial year, naming the recyclers and refurbishers whose certificates they used, and the Centre has extended it in recent years (${annualReturnHistory("battery")}; last checked ${formatDay(regimeChecked("battery"))}). Our compliance calendar keeps each year's date in force.`,
  sources: [...filingSources("battery"), src.batteryEcGuidelines],
  reviewed: regimeChecked("battery"),
};

export const batteryProducers: Sourced<{ text: string }> = {
  text: "Since the October 2023 amendment a producer includes whoever imports batteries or equipment containing them, and whoever manufactures or assembles batteries for a brand owner without its own brand name.",
  sources: [src.battery2023],
  reviewed: REGULATION_REVIEWED,
};

export const batteryCertificatePrices: Sourced<{ text: string }> = {
  text: "Since the 2024 amendment CPCB fixes the highest and lowest price of battery EPR certificates; we quote no figure.",
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
