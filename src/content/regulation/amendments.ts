// The amendments the "what changed" feed announces, by regime, from the source catalogue: one
// entry each (the return-date extensions come from filings-data.ts). Add a new amendment here
// when its source is added to sources.ts.
import type { Regime } from "./filings-data";
import type { RegulatorySource } from "./source";
import { src } from "./sources";

export const recordedAmendments: readonly { regime: Regime; source: RegulatorySource }[] = [
  { regime: "plastic", source: src.pwm2023 },
  { regime: "plastic", source: src.pwm2023Second },
  { regime: "plastic", source: src.pwm2024 },
  { regime: "plastic", source: src.pwm2025 },
  { regime: "plastic", source: src.pwm2026 },
  { regime: "ewaste", source: src.ewaste2024 },
  { regime: "battery", source: src.battery2023 },
  { regime: "battery", source: src.battery2024 },
  { regime: "battery", source: src.batterySecond2024 },
  { regime: "battery", source: src.battery2025 },
];
