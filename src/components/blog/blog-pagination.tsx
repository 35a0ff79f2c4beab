"use client";

import { useLinkStatus } from "next/link";
import { Link } from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";
import { blogPagePath } from "@/lib/posts/slug";

const linkClass =
  "relative inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand-700 px-5 font-semibold text-brand-800 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const disabledClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-gray-200 px-5 font-semibold text-gray-500";

/** Shown while the next page of posts is on its way, so a slow click is not taken for a dead one. */
function PendingHint() {
  const { pending } = useLinkStatus();
  return pending ? (
    <span
      role="status"
      className="bg-brand-900 absolute -top-10 left-1/2 -translate-x-1/2 rounded-full px-3 py-1 text-sm whitespace-nowrap text-white"
    >
      Loading posts...
    </span>
  ) : null;
}

/**
 * Previous / Next with "Page X of Y"; plain links, so every page is crawlable. In the markup the
 * count stays between the two links, the order in which a screen reader meets them.
 */
export function BlogPagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Blog pages" className="mt-12 flex flex-wrap items-center justify-center gap-4">
      {page > 1 ? (
        <Link href={blogPagePath(page - 1)} rel="prev" className={linkClass}>
          <Icon icon="chevron-left" className="h-4 w-4" />
          Previous
          <PendingHint />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          <Icon icon="chevron-left" className="h-4 w-4" />
          Previous
        </span>
      )}
      {/* On a phone the count sits on its own line above the two links, which share the next. */}
      <p className="text-ink order-first w-full text-center font-medium sm:order-none sm:w-auto">
        Page {page} of {totalPages}
      </p>
      {page < totalPages ? (
        <Link href={blogPagePath(page + 1)} rel="next" className={linkClass}>
          Next
          <Icon icon="chevron-right" className="h-4 w-4" />
          <PendingHint />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          Next
          <Icon icon="chevron-right" className="h-4 w-4" />
        </span>
      )}
    </nav>
  );
}
