import type { ReactNode } from "react";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";

/** The narrow card the portal's sign-in steps sit in, inside the site's own layout. */
export function PortalCard({
  title,
  intro,
  children,
  breadcrumbs,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
  /** The trail for an indexed page (the sign-in itself); the other steps are not indexed. */
  breadcrumbs?: { name: string; path: string }[];
}) {
  return (
    <Container className="pt-8 pb-16 sm:pt-10 sm:pb-24">
      {breadcrumbs ? (
        <div className="mx-auto mb-6 max-w-lg">
          <Breadcrumbs items={breadcrumbs} />
        </div>
      ) : null}
      <div className="border-brand-100 bg-surface mx-auto max-w-lg rounded-3xl border p-6 sm:p-10">
        <p className="text-brand-800 text-sm font-semibold tracking-wide uppercase">
          Client portal
        </p>
        <h1 className="title mt-1">{title}</h1>
        <div className="text-muted mt-3">{intro}</div>
        <div className="mt-6">{children}</div>
      </div>
    </Container>
  );
}
