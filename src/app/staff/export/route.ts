// CSV of the inbox's current filter, with the CLI export's columns and formula-injection guard.
import { getDb } from "@/lib/db";
import { leadsToCsv } from "@/lib/leads/export";
import { exportInbox } from "@/lib/staff/inbox";
import { parseInboxFilters } from "@/lib/staff/filters";
import { currentStaff } from "@/lib/staff/server";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const staff = await currentStaff(request.headers);
  if (!staff) {
    return new Response("Sign in first.", {
      status: 401,
      headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const filters = parseInboxFilters(new URL(request.url).searchParams);
  const rows = await exportInbox(await getDb(), filters);
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(leadsToCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${stamp}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
