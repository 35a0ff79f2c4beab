import type { Metadata } from "next";

// Staff pages are per user: rendered on each request, never cached, never indexed.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { default: "Staff", template: "%s | Staff | Nirmal Earth" },
  robots: { index: false, follow: false, nocache: true },
};

export default function StaffRootLayout({ children }: { children: React.ReactNode }) {
  return <div className="bg-brand-50/40 flex min-h-dvh flex-col">{children}</div>;
}
