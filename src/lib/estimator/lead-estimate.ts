// The estimate a consultation was sent with, as the lead stores it: recomputed on the server
// from the estimator's query string, never trusted from the browser.
import { estimateObligation, summariseEstimate } from "./estimate";
import { toEstimatorQuery } from "./input";
import { parseEstimatorParams } from "./parse";

export type LeadEstimate = { query: string; summary: string };

/** The canonical query and a one-line summary, or null for anything that is not an estimate. */
export function estimateForLead(query: string | undefined): LeadEstimate | null {
  if (!query) return null;
  const parsed = parseEstimatorParams(new URLSearchParams(query));
  if (parsed.status !== "ok") return null;
  const estimate = estimateObligation(parsed.input);
  if (estimate.status !== "ok") return null;
  return { query: toEstimatorQuery(parsed.values), summary: summariseEstimate(estimate) };
}
