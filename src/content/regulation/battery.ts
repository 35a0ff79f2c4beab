// Battery EPR (Battery Waste Management Rules 2022 as amended in 2023 and 2024).
import type { Sourced } from "./source";
import { REGULATION_REVIEWED, src } from "./sources";

export const batteryNotified: Sourced<{ date: string }> = {
  date: "22 August 2022",
  sources: [src.battery2022],
  reviewed: REGULATION_REVIEWED,
};

export const batteryAnnualReturn: Sourced<{ due: string; text: string }> = {
  due: "30 June",
  text: "Producers file the annual return (Form 3) by 30 June of the next financial year, naming the registered recyclers and refurbishers whose certificates they used.",
  sources: [src.battery2022, src.batteryEcGuidelines],
  reviewed: REGULATION_REVIEWED,
};

export const batteryProducers: Sourced<{ text: string }> = {
  text: "Since the October 2023 amendment a producer includes whoever imports batteries or equipment containing them, and whoever manufactures or assembles batteries for a brand owner without its own brand name.",
  sources: [src.battery2023],
  reviewed: REGULATION_REVIEWED,
};

export const batteryCertificatePrices: Sourced<{ text: string }> = {
  text: "Since the 2024 amendment CPCB fixes the highest and lowest price of battery EPR certificates, tied to the Environmental Compensation, as it does for e-waste.",
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
