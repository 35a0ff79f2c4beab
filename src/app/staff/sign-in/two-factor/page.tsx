import type { Metadata } from "next";
import { AuthCard } from "../../_components/auth-card";
import { TotpForm } from "../_components/totp-form";

// index: false also keeps the page out of the sitemap (src/lib/site-routes/static-pages.ts).
export const metadata: Metadata = {
  title: "Two-factor code",
  robots: { index: false, follow: false },
};

export default function TwoFactorPage() {
  return (
    <AuthCard
      title="Enter your code"
      intro="Your account uses two-factor sign-in. Open your authenticator app and type the 6-digit code it shows."
    >
      <TotpForm />
    </AuthCard>
  );
}
