import { notFound } from "next/navigation";
import { connection } from "next/server";
import { env } from "@/lib/env";

export const metadata = { robots: { index: false, follow: false } };

/**
 * Lets the end-to-end tests prove that a rendering failure shows the error page in the
 * production build. It fails only when E2E_ERROR_ROUTE=1 (set by playwright.config.ts);
 * everywhere else it is an ordinary 404.
 */
export default async function RenderErrorCheckPage() {
  // Decided per request, never at build time.
  await connection();
  if (!env.E2E_ERROR_ROUTE) notFound();
  throw new Error("Deliberate rendering failure for the error-page check");
}
