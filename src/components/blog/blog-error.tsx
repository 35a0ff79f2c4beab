import { Link } from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";

/**
 * The blog's fetch-failure message, with a way to try again: a link to the address in the
 * location bar (an empty href), so it works without JavaScript, in the error boundaries and on
 * the gate's 503 pages alike.
 */
export function BlogError({ message, backLink = false }: { message: string; backLink?: boolean }) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-24" role="alert">
      <div className="max-w-xl text-center">
        <Icon icon="triangle-alert" className="text-accent-500 mx-auto h-12 w-12" />
        <h1 className="text-ink mt-6 text-2xl font-bold sm:text-3xl">{message}</h1>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <a
            href=""
            className="bg-brand-700 hover:bg-brand-800 inline-flex min-h-11 items-center rounded-full px-6 font-semibold text-white"
          >
            Try again
          </a>
          {backLink ? (
            <Link
              href="/blog"
              className="border-brand-700 text-brand-800 hover:bg-brand-50 inline-flex min-h-11 items-center rounded-full border-2 px-6 font-semibold"
            >
              Back to All Posts
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
