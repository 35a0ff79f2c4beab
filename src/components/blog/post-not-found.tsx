import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

/** "Post not found.": the post segment's not-found page, and the gate's 404 page (src/proxy.ts). */
export function PostNotFound() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-24">
      <div className="max-w-xl text-center">
        <h1 className="text-ink text-3xl font-bold">Post not found.</h1>
        <p className="text-muted mt-4 text-lg">It may have been moved or unpublished.</p>
        <ButtonLink href="/blog" className="mt-8">
          <Icon icon="arrow-left" className="h-4 w-4" />
          Back to All Posts
        </ButtonLink>
      </div>
    </div>
  );
}
