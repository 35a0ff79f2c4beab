import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentStaff } from "@/lib/staff/server";
import { AuthCard } from "../_components/auth-card";
import { SignInForm } from "./_components/sign-in-form";

// index: false also keeps the page out of the sitemap (src/lib/site-routes/static-pages.ts).
export const metadata: Metadata = { title: "Sign in", robots: { index: false, follow: false } };

export default async function SignInPage() {
  if (await currentStaff()) redirect("/staff");
  return (
    <AuthCard
      title="Sign in"
      intro="For the team that answers enquiries. Accounts are created by an administrator; there is no sign-up."
    >
      <SignInForm />
    </AuthCard>
  );
}
