import type { Metadata } from "next";
import { NotFoundActions } from "@/components/layout/not-found-actions";
import { LogoMark } from "@/components/layout/logo";

export const metadata: Metadata = {
  title: "Page Not Found",
  robots: { index: false, follow: false },
};

/** The 404 page: deliberately without navigation or footer, and with no data dependency. */
export default function NotFound() {
  return (
    <main id="main-content" className="not-found">
      <div className="max-w-xl text-center">
        <LogoMark className="mx-auto h-14 w-14" />
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1 className="title mt-4">Page Not Found</h1>
        <p className="text-muted mt-4 text-lg">
          Sorry, we couldn&apos;t find the page you&apos;re looking for. The page might have been
          moved, deleted, or doesn&apos;t exist.
        </p>
        <NotFoundActions />
      </div>
    </main>
  );
}
