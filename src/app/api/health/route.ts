import { NextResponse } from "next/server";
import { getLeadsHealth } from "@/lib/leads/delivery/worker";
import { wordpressReachabilityForHealth } from "@/lib/ops/wordpress";
import { getWordPressClient } from "@/lib/wordpress";

export const dynamic = "force-dynamic";

export async function GET() {
  // Availability: one post within 5 s, so a monitor sees WordPress failing before visitors do;
  // checked at most every 5 s and waited on for at most a second (src/lib/ops/wordpress.ts), so
  // a hanging WordPress never holds the answer. The Markdown blog is always there.
  const wordpress = getWordPressClient();
  const reach = wordpress
    ? await wordpressReachabilityForHealth(() => wordpress.checkAvailability())
    : null;
  const blog = reach
    ? {
        source: "wordpress",
        available: reach.reachable,
        checkedAt: reach.checkedAt.toISOString(),
        ...(reach.reason ? { reason: reach.reason } : {}),
      }
    : { source: "markdown", available: true };
  // Leads are stored here: "unavailable" means enquiries cannot be saved (the site still serves).
  const database = await getLeadsHealth();
  return NextResponse.json({
    status: database === "unavailable" ? "degraded" : "ok",
    time: new Date().toISOString(),
    blog,
    database,
  });
}
