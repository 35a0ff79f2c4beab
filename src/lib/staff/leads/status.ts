// How a lead's status reads in the workspace: the stored value with a capital ("Contacted").
import { LEAD_STATUSES, type LeadStatus } from "@/lib/db/schema";

export function statusLabel(status: LeadStatus): string {
  return status[0]!.toUpperCase() + status.slice(1);
}

/** A history entry's detail as it reads: a status by its label, anything else as written. */
export function eventDetail(kind: string, detail: string): string {
  const status = LEAD_STATUSES.find((s) => s === detail);
  return kind === "status" && status ? statusLabel(status) : detail;
}
