import type { Metadata } from "next";
import { portalReturnPath } from "@/lib/portal/auth/return-path";
import { PortalCard } from "../_components/portal-card";
import { PortalCodeForm } from "../_components/portal-code-form";

export const metadata: Metadata = {
  title: "Two-factor code",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function PortalTwoFactorPage({ searchParams }: Props) {
  const next = portalReturnPath((await searchParams).next);
  return (
    <PortalCard
      title="Enter your code"
      intro={
        <p>
          Your account uses two-factor sign-in. Open your authenticator app and type the 6-digit
          code it shows.
        </p>
      }
    >
      <PortalCodeForm next={next} />
    </PortalCard>
  );
}
