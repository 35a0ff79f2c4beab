// Battery EPR (Battery Waste Management Rules 2022 as amended in 2023 and 2024).
import type { ReturnExtension, Sourced } from "./source";
import { REGULATION_REVIEWED, src } from "./sources";

export const batteryNotified: Sourced<{ date: string }> = {
  date: "22 August 2022",
  sources: [src.battery2022],
  reviewed: REGULATION_REVIEWED,
};

export const batteryAnnualReturn: Sourced<{
  due: string;
  extensions: readonly ReturnExtension[];
  text: string;
}> = {
  due: "30 June",
  extensions: [
    { fy: "2023-24", to: "31 March 2025", by: "a ministry order of 16 January 2025" },
    { fy: "2024-25", to: "30 September 2025", by: "a ministry extension reported in 2025" },
  ],
  text: "The rules set 30 June for producers' annual return (Form 3) on the previous financial year, naming the recyclers and refurbishers whose certificates they used; it has been extended every recent year (2024-25: to 30 September 2025): check CPCB's battery EPR portal.",
  sources: [
    src.battery2022,
    src.batteryEcGuidelines,
    src.batteryReturnOrder2025,
    src.batteryReturnExtension2025,
  ],
  reviewed: REGULATION_REVIEWED,
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
