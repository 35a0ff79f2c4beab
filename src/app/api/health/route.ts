import { NextResponse } from "next/server";
import { getWordPressClient } from "@/lib/wordpress";

export const dynamic = "force-dynamic";

export async function GET() {
  // The spec's availability check (one post, 5 s timeout); the Markdown blog is always there.
  const wordpress = getWordPressClient();
  const blog = wordpress
    ? { source: "wordpress", ...(await wordpress.checkAvailability()) }
    : { source: "markdown", available: true };
  return NextResponse.json({ status: "ok", time: new Date().toISOString(), blog });
}
