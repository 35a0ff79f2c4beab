import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { returnPath } from "@/lib/staff/auth/return-path";
import { staffSession } from "@/lib/staff/auth/session";
import { AuthCard } from "../_components/auth-card";
import { SignInForm } from "./_components/sign-in-form";

// Never indexed; the sitemap lists only the public pages of src/content/routes.ts.
export const metadata: Metadata = { title: "Sign in", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function SignInPage({ searchParams }: Props) {
  // The workspace page that sent the visitor here, to go back to once signed in.
  const next = returnPath((await searchParams).next);
  const session = await staffSession();
  if (session && session !== "unavailable") redirect(next);
  return (
    <AuthCard
      title="Sign in"
      intro="For the team that answers enquiries. Accounts are created by an administrator; there is no sign-up."
    >
      <SignInForm next={next} unavailable={session === "unavailable"} />
    </AuthCard>
  );
}
