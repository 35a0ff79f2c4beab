// The EPR obligation estimate with its working: a pure function of the checked input and the
// typed target tables in src/content/regulation. Each line carries its rule, source and review date.
import {
  ewasteRuleReference,
  ewasteTarget,
  ewasteTargetReview,
} from "@/content/regulation/ewaste-targets";
import {
  plasticCategoryLabels,
  plasticEprTarget,
  plasticRecyclingMinimum,
  plasticRuleReference,
} from "@/content/regulation/plastic-targets";
import type { RegulatorySource } from "@/content/regulation/source";
import { deducts, fyLabel, fyStart, roleLabels, type EstimatorInput } from "./input";

export type EstimateLine = {
  label: string;
  /** A longer description shown once under the headline figure. */
  detail?: string;
  tonnes: number;
  /** How the figure was reached, in words and numbers. */
  working: string;
  rule: string;
  sources: readonly RegulatorySource[];
  reviewed: string;
};

export type Estimate =
  | {
      status: "ok";
      stream: EstimatorInput["stream"];
      fy: string;
      /** The table year used: the last published one when `fy` is later. */
      tableFy: string;
      carriedForward: boolean;
      obligationTonnes: number;
      lines: readonly EstimateLine[];
    }
  | { status: "out-of-range"; field: "fy"; message: string };

/** Tonnes to the kilogram: the precision the portal's returns are filed in. */
export function roundTonnes(value: number): number {
  return Math.round((value + Number.EPSILON) * 1000) / 1000;
}

export function formatTonnes(value: number): string {
  return `${value.toLocaleString("en-IN", { maximumFractionDigits: 3 })} t`;
}

type PlasticQuantities = Pick<Extract<EstimatorInput, { stream: "plastic" }>, "q1" | "q2" | "pre">;

/**
 * The quantity a producer's or importer's supplies are deducted from, and a brand owner's
 * eligible quantity: the average of the two previous years plus pre-consumer waste.
 */
export function eligibleQuantity({ q1, q2, pre }: PlasticQuantities): number {
  return roundTonnes((q1 + q2) / 2 + pre);
}

/** The table year for `fy`, the last published one for later years, or undefined before the first. */
function tableYear(
  fy: string,
  years: readonly string[],
): { year: string; carried: boolean } | undefined {
  const start = fyStart(fy);
  const first = fyStart(years[0]!);
  const last = fyStart(years.at(-1)!);
  if (start === undefined || first === undefined || last === undefined || start < first) {
    return undefined;
  }
  return start > last ? { year: years.at(-1)!, carried: true } : { year: fy, carried: false };
}

/**
 * Why `fy` is outside the published tables for `stream`, or undefined when it is inside them
 * (or later, when the last figure carries forward). Lets a form with other errors report the
 * year at the same time.
 */
export function yearOutOfRange(
  stream: string | undefined,
  fy: string | undefined,
): string | undefined {
  if (!fy || fyStart(fy) === undefined) return undefined;
  if (stream === "plastic") {
    const first = plasticRecyclingMinimum.years[0]!;
    return tableYear(fy, plasticRecyclingMinimum.years) ? undefined : plasticTooEarly(first);
  }
  if (stream === "ewaste") {
    const years = ewasteTarget.rows.map((r) => r.fy);
    return tableYear(fy, years) ? undefined : ewasteTooEarly(years[0]!);
  }
  return undefined;
}

const plasticTooEarly = (first: string) =>
  `The estimator covers plastic packaging from ${first} on, when the minimum recycling shares begin. Choose ${first} or later.`;
const ewasteTooEarly = (first: string) =>
  `The E-Waste (Management) Rules, 2022 set targets from ${first} on. Choose ${first} or later.`;

export function estimateObligation(input: EstimatorInput): Estimate {
  return input.stream === "plastic" ? estimatePlastic(input) : estimateEwaste(input);
}

function estimatePlastic(input: Extract<EstimatorInput, { stream: "plastic" }>): Estimate {
  const years = plasticRecyclingMinimum.years;
  const table = tableYear(input.fy, years);
  if (!table) {
    return {
      status: "out-of-range",
      field: "fy",
      message: plasticTooEarly(years[0]!),
    };
  }
  const index = years.indexOf(table.year);
  const eprPercent = plasticEprTarget.rows.find((r) => r.fy === table.year)!.percent;
  const recyclingPercent = plasticRecyclingMinimum.rows[input.category][index]!;
  const [earlier, later] = previousYears(input.fy);

  const average = eligibleQuantity(input);
  const deduction = deducts(input.role) ? input.supplied : 0;
  const eligible = roundTonnes(average - deduction);
  const obligation = roundTonnes((eligible * eprPercent) / 100);
  const recycling = roundTonnes((obligation * recyclingPercent) / 100);
  const otherwise = roundTonnes(obligation - recycling);
  const category = plasticCategoryLabels[input.category];
  const preText =
    input.pre > 0 ? ` + ${formatTonnes(input.pre)} pre-consumer plastic packaging waste` : "";
  const quantityText = `Average of ${earlier} (${formatTonnes(input.q1)}) and ${later} (${formatTonnes(input.q2)})${preText}`;
  // The deduction is one year's supply, the previous year's (the 2021 draft's "during the
  // previous year"), and is written out only when there is one.
  const eligibleText =
    deduction > 0
      ? `${quantityText} = ${formatTonnes(average)}; − ${formatTonnes(deduction)} supplied in ${later} to registered brand owners and other registered entities (${roleLabels[input.role].toLowerCase()}'s deduction) = ${formatTonnes(eligible)}`
      : `${quantityText} = ${formatTonnes(eligible)}`;

  return {
    status: "ok",
    stream: "plastic",
    fy: input.fy,
    tableFy: table.year,
    carriedForward: table.carried,
    obligationTonnes: obligation,
    lines: [
      {
        label: `EPR obligation for ${input.fy}, Category ${input.category}`,
        detail: `${roleLabels[input.role]}, ${category}`,
        tonnes: obligation,
        working: `${eligibleText}; × ${eprPercent}% EPR target for ${table.year}.`,
        rule: `${plasticRuleReference}: EPR target`,
        sources: plasticEprTarget.sources,
        reviewed: plasticEprTarget.reviewed,
      },
      {
        label: "Minimum to be met by recycling",
        tonnes: recycling,
        working: `${recyclingPercent}% of the obligation, the minimum level of recycling for Category ${input.category} in ${table.year}.`,
        rule: `${plasticRuleReference}: minimum level of recycling`,
        sources: plasticRecyclingMinimum.sources,
        reviewed: plasticRecyclingMinimum.reviewed,
      },
      {
        label: "May be met otherwise",
        tonnes: otherwise,
        working: `The rest of the obligation (${100 - recyclingPercent}%): by recycling beyond the minimum or, where the guidelines allow it for material that cannot be recycled, by end-of-life disposal through registered processors.`,
        rule: `${plasticRuleReference}: minimum level of recycling`,
        sources: plasticRecyclingMinimum.sources,
        reviewed: plasticRecyclingMinimum.reviewed,
      },
    ],
  };
}

function estimateEwaste(input: Extract<EstimatorInput, { stream: "ewaste" }>): Estimate {
  const years = ewasteTarget.rows.map((r) => r.fy);
  const table = tableYear(input.fy, years);
  if (!table) {
    return {
      status: "out-of-range",
      field: "fy",
      message: ewasteTooEarly(years[0]!),
    };
  }
  const percent = ewasteTarget.rows.find((r) => r.fy === table.year)!.percent;
  const target = roundTonnes((input.q * percent) / 100);
  return {
    status: "ok",
    stream: "ewaste",
    fy: input.fy,
    tableFy: table.year,
    carriedForward: table.carried,
    obligationTonnes: target,
    lines: [
      {
        label: `E-waste recycling target for ${input.fy}`,
        tonnes: target,
        working:
          `${formatTonnes(input.q)} of equipment placed on the market in the year that lies the product's average life before ${input.fy}, × ${percent}% target for ${table.year}` +
          (table.carried ? ` onwards. ${ewasteTargetReview.text}` : "."),
        rule: ewasteRuleReference,
        sources: ewasteTarget.sources,
        reviewed: ewasteTarget.reviewed,
      },
    ],
  };
}

/** The two financial years before `fy`, earlier first. */
export function previousYears(fy: string): [string, string] {
  const start = fyStart(fy)!;
  return [fyLabel(start - 2), fyLabel(start - 1)];
}

/** A one-line summary stored with a lead and shown in its notification. */
export function summariseEstimate(estimate: Extract<Estimate, { status: "ok" }>): string {
  return estimate.lines.map((line) => `${line.label}: ${formatTonnes(line.tonnes)}`).join("; ");
}
