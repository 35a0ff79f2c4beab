import type { Metadata } from "next";
import { headers } from "next/headers";
import { PostNotFound } from "@/components/blog/post-not-found";
import { NotFoundActions } from "@/components/layout/not-found-actions";
import { LogoMark } from "@/components/layout/logo";
import { MISSING_PAGE_HEADER, missingPageKind } from "@/lib/http/missing-page";

async function missingKind() {
  return missingPageKind((await headers()).get(MISSING_PAGE_HEADER));
}

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: (await missingKind()) === "post" ? "Post not found" : "Page Not Found",
    robots: { index: false, follow: false },
  };
}

/**
 * The 404 page: deliberately without navigation or footer, and with no data dependency. A post
 * that does not exist gets the blog's own wording (the request gate names it).
 */
export default async function NotFound() {
  if ((await missingKind()) === "post") {
    return (
      <main id="main-content" className="flex flex-1 items-center justify-center px-4 py-24">
        <PostNotFound />
      </main>
    );
  }
  return (
    <main
      id="main-content"
      className="from-brand-50 flex flex-1 items-center justify-center bg-gradient-to-b to-white px-4 py-16"
    >
      <div className="max-w-xl text-center">
        <LogoMark className="mx-auto h-14 w-14" />
        <p className="text-brand-700 mt-6 text-7xl font-extrabold" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">Page Not Found</h1>
        <p className="text-muted mt-4 text-lg">
          Sorry, we couldn&apos;t find the page you&apos;re looking for. The page might have been
          moved, deleted, or doesn&apos;t exist.
        </p>
        <NotFoundActions />
      </div>
    </main>
  );
}
