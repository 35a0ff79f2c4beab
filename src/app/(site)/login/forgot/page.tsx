import type { Metadata } from "next";
import { PortalCard } from "../_components/portal-card";
import { ForgotForm } from "../_components/forgot-form";

export const metadata: Metadata = {
  title: "Forgotten password",
  robots: { index: false, follow: false },
};

export default function ForgotPage() {
  return (
    <PortalCard
      title="Forgotten password"
      intro={
        <p>Type the address you sign in with and we will e-mail you a link to choose a new one.</p>
      }
    >
      <ForgotForm />
    </PortalCard>
  );
}
