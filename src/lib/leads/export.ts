// Formats stored leads for the sales team: CSV safe to open in a spreadsheet, or JSON.
import { z } from "zod";
import type { LeadRow } from "@/lib/db/schema";
import { RESULT_PATH } from "@/lib/estimator/paths";
import { LEAD_FIELDS } from "@/lib/leads/intake/registry";

const indiaTime = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/**
 * "2026-11-28 09:15:00": India time, as the inbox shows it, in a form every spreadsheet reads as
 * a date and time (a morning lead stays on its own day).
 */
export function indiaDateTime(date: Date): string {
  const part = Object.fromEntries(indiaTime.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

type Column<Row> = readonly [string, (row: Row) => string];

/** The lead's own columns: when, what kind, then every registry field (phones in E.164). */
const COLUMNS: readonly Column<LeadRow>[] = [
  ["id", (l) => l.id],
  ["received_ist", (l) => indiaDateTime(l.createdAt)],
  ["kind", (l) => l.kind],
  ...LEAD_FIELDS.map((field): Column<LeadRow> => [field.key, (l) => String(l[field.column] ?? "")]),
  ["estimate", (l) => l.estimateSummary ?? ""],
  ["estimate_link", (l) => (l.estimateQuery ? `${RESULT_PATH}?${l.estimateQuery}` : "")],
  ["source_page", (l) => l.sourcePage],
  ["marketing_opt_in", (l) => (l.marketingOptIn ? "yes" : "no")],
  ["privacy_notice_version", (l) => l.privacyNoticeVersion],
];

/**
 * A value a spreadsheet could run: it starts with = + - @ (or a tab or carriage return) and holds
 * something besides digits, spaces, dots, brackets and signs. A phone (+91…) or a signed number
 * holds nothing a formula could call or point at, so it is written as it is.
 */
function runnable(value: string): boolean {
  return /^[=+\-@\t\r]/.test(value) && !/^[+\-]?[\d\s().+\-]+$/.test(value);
}

/** One CSV cell: an apostrophe before a runnable value (above), then RFC 4180 quoting. */
export function csvCell(value: string): string {
  const safe = runnable(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A lead as the staff inbox has it: with its status, customer mark, owner, notes and last change. */
export type WorkedLead = LeadRow & {
  status: string;
  customer: boolean;
  owner?: string | null;
  followUpOn?: string | null;
  notes?: string;
  lastChangeAt?: Date | null;
};

const WORKED_COLUMNS: readonly Column<WorkedLead>[] = [
  ...COLUMNS,
  ["status", (l) => l.status],
  ["customer", (l) => (l.customer ? "yes" : "no")],
  ["owner", (l) => l.owner ?? ""],
  ["follow_up_on", (l) => l.followUpOn ?? ""],
  ["notes", (l) => l.notes ?? ""],
  ["last_change_ist", (l) => (l.lastChangeAt ? indiaDateTime(l.lastChangeAt) : "")],
];

function toCsv<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map(([name]) => name).join(",")];
  for (const row of rows) lines.push(columns.map(([, get]) => csvCell(get(row))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

export function leadsToCsv(rows: readonly LeadRow[]): string {
  return toCsv(COLUMNS, rows);
}

/** The inbox's export: the columns above, then the staff's side of each lead. */
export function workedLeadsToCsv(rows: readonly WorkedLead[]): string {
  return toCsv(WORKED_COLUMNS, rows);
}

export function leadsToJson(rows: readonly LeadRow[]): string {
  const objects = rows.map((row) => ({
    ...Object.fromEntries(COLUMNS.map(([name, get]) => [name, get(row)])),
    // JSON readers get an exact instant and a real boolean rather than the CSV's text.
    created_at: row.createdAt.toISOString(),
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
