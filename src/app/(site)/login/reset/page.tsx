import type { Metadata } from "next";
import { PortalCard } from "../_components/portal-card";
import { ResetForm } from "../_components/reset-form";

export const metadata: Metadata = {
  title: "Choose a new password",
  robots: { index: false, follow: false },
  // The link carries the reset token: never sent to another site (see the invitation page).
  referrer: "same-origin",
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function ResetPage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  return (
    <PortalCard
      title="Choose a new password"
      intro={<p>Every other session of your account ends.</p>}
    >
      <ResetForm token={typeof raw === "string" ? raw.slice(0, 64) : ""} />
    </PortalCard>
  );
}
