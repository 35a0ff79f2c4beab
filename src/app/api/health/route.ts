import { NextResponse } from "next/server";
import { getLeadsHealth } from "@/lib/leads/delivery/worker";
import { getWordPressClient } from "@/lib/wordpress";

export const dynamic = "force-dynamic";

export async function GET() {
  // Availability: one post within 5 s, so a monitor sees WordPress failing before visitors do;
  // the Markdown blog is always there.
  const wordpress = getWordPressClient();
  const blog = wordpress
    ? { source: "wordpress", ...(await wordpress.checkAvailability()) }
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
