import type { ReactNode } from "react";

/** The narrow card the sign-in steps sit in. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-12"
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-brand-800 text-sm font-semibold tracking-wide uppercase">
          Nirmal Earth staff
        </p>
        <h1 className="text-ink mt-1 text-2xl font-bold">{title}</h1>
        <p className="text-muted mt-2 text-sm">{intro}</p>
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
