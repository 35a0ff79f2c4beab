import type { Metadata } from "next";
import { returnPath } from "@/lib/staff/auth/return-path";
import { AuthCard } from "../../_components/auth-card";
import { TotpForm } from "../_components/totp-form";

// Never indexed; the sitemap lists only the public pages of src/content/routes.ts.
export const metadata: Metadata = {
  title: "Two-factor code",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function TwoFactorPage({ searchParams }: Props) {
  const next = returnPath((await searchParams).next);
  return (
    <AuthCard
      title="Enter your code"
      intro="Your account uses two-factor sign-in. Open your authenticator app and type the 6-digit code it shows."
    >
      <TotpForm next={next} />
    </AuthCard>
  );
}
