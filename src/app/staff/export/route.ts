// CSV of the inbox's current filter: the CLI export's columns and formula-injection guard, plus
// each lead's status, customer mark, owner, follow-up day, notes and last change, as a
// spreadsheet download; each download is audited (how many leads, when, by whom). Only the
// workspace itself can start one: a link on another site would otherwise download (and audit)
// with the staff member's cookie.
import { encode } from "html-entities";
import { getDb } from "@/lib/db";
import { sentFromAnotherSite } from "@/lib/http/fetch-site";
import { workedLeadsToCsv } from "@/lib/leads/export";
import { exportInbox } from "@/lib/staff/leads/inbox";
import { recordExport } from "@/lib/staff/leads/privacy";
import { filtersToQuery, parseInboxFilters } from "@/lib/staff/leads/filters";
import { SIGN_IN_PATH, withReturn } from "@/lib/staff/auth/return-path";
import { staffSession } from "@/lib/staff/auth/session";

export const dynamic = "force-dynamic";

/** A short page in place of the download: `body` is HTML, already escaped. */
function page(status: 401 | 403 | 503, title: string, body: string): Response {
  return new Response(
    `<!doctype html><html lang="en"><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>` +
      `<p>${body}</p></html>`,
    {
      status,
      headers: {
        "Cache-Control": "no-store",
        "Content-Type": "text/html; charset=utf-8",
        ...(status === 503 ? { "Retry-After": "60" } : {}),
      },
    },
  );
}

export async function GET(request: Request) {
  if (sentFromAnotherSite(request.headers)) {
    return page(
      403,
      "Download from the workspace",
      `Downloads start from the staff workspace. <a href="/staff">Open the leads inbox</a> and use its “Export these as CSV” link.`,
    );
  }
  const filters = parseInboxFilters(new URL(request.url).searchParams);
  const staff = await staffSession(request.headers);
  if (staff === "unavailable") {
    return page(
      503,
      "Not available",
      "The staff workspace cannot reach its database right now. Try the download again in a minute.",
    );
  }
  if (!staff) {
    // A download, so no redirect: the page says why and links to signing in, which leads back
    // to the inbox with the same filters for the export to be asked for again (or to the bare
    // inbox, where the filters do not make a workspace address: see return-path.ts).
    const signIn = encode(withReturn(SIGN_IN_PATH, `/staff${filtersToQuery(filters)}`));
    return page(
      401,
      "Sign in first",
      `Sign in first. <a href="${signIn}">Sign in to the staff workspace</a>`,
    );
  }
  const db = await getDb();
  const rows = await exportInbox(db, filters, { staffId: staff.id });
  await recordExport(db, rows.length, staff.email);
  const stamp = new Date().toISOString().slice(0, 10);
  // A byte-order mark first, so Excel reads the file as UTF-8 (names in Tamil, "₹") rather than
  // in the computer's legacy code page.
  return new Response(`\uFEFF${workedLeadsToCsv(rows)}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${stamp}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
