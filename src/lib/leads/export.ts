// Formats stored leads for the sales team: CSV safe to open in a spreadsheet, or JSON.
import { z } from "zod";
import type { LeadRow } from "@/lib/db/schema";

const COLUMNS = [
  ["id", (l: LeadRow) => l.id],
  ["created_at", (l: LeadRow) => l.createdAt.toISOString()],
  ["kind", (l: LeadRow) => l.kind],
  ["name", (l: LeadRow) => l.name ?? ""],
  ["company", (l: LeadRow) => l.company ?? ""],
  ["phone", (l: LeadRow) => l.phoneE164],
  ["email", (l: LeadRow) => l.email],
  ["epr_type", (l: LeadRow) => l.eprType ?? ""],
  ["message", (l: LeadRow) => l.message],
  ["source_page", (l: LeadRow) => l.sourcePage],
  ["marketing_opt_in", (l: LeadRow) => (l.marketingOptIn ? "yes" : "no")],
  ["privacy_notice_version", (l: LeadRow) => l.privacyNoticeVersion],
] as const;

/**
 * One CSV cell. A leading = + - @ (or tab / carriage return) would make a spreadsheet run the
 * text as a formula, so such cells get a leading apostrophe; then RFC 4180 quoting.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A lead as the staff inbox has it: with its status and customer mark. */
export type WorkedLead = LeadRow & { status: string; customer: boolean };

const WORKED_COLUMNS = [
  ...COLUMNS,
  ["status", (l: WorkedLead) => l.status],
  ["customer", (l: WorkedLead) => (l.customer ? "yes" : "no")],
] as const;

function toCsv<Row>(
  columns: readonly (readonly [string, (row: Row) => string])[],
  rows: readonly Row[],
): string {
  const lines = [columns.map(([name]) => name).join(",")];
  for (const row of rows) lines.push(columns.map(([, get]) => csvCell(get(row))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

export function leadsToCsv(rows: readonly LeadRow[]): string {
  return toCsv(COLUMNS, rows);
}

/** The inbox's export: the columns above, then the staff's status and customer mark. */
export function workedLeadsToCsv(rows: readonly WorkedLead[]): string {
  return toCsv(WORKED_COLUMNS, rows);
}

export function leadsToJson(rows: readonly LeadRow[]): string {
  const objects = rows.map((row) => ({
    ...Object.fromEntries(COLUMNS.map(([name, get]) => [name, get(row)])),
    // JSON readers get a real boolean rather than the CSV's yes/no.
    marketing_opt_in: row.marketingOptIn,
  }));
  return `${JSON.stringify(objects, null, 2)}\n`;
}

/** `--since 2026-11-01` means from midnight in India; a full timestamp is taken as written. */
export function parseSince(value: string): Date | null {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00+05:30` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** What `npm run leads:export` asks of a running server (its local channel). */
export const exportRequestSchema = z.object({
  format: z.enum(["csv", "json"]),
  since: z.iso.datetime({ offset: true }).optional(),
});

export function formatLeads(rows: readonly LeadRow[], format: "csv" | "json"): string {
  return format === "csv" ? leadsToCsv(rows) : leadsToJson(rows);
}
