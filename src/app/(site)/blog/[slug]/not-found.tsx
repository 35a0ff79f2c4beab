import { Link } from "@/components/ui/link";
import { ArrowLeft } from "lucide";
import { Icon } from "@/components/ui/icon";

export default function PostNotFound() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-24">
      <div className="max-w-xl text-center">
        <h1 className="text-ink text-3xl font-bold">Post not found.</h1>
        <p className="text-muted mt-4 text-lg">It may have been moved or unpublished.</p>
        <Link
          href="/blog"
          className="bg-brand-700 hover:bg-brand-800 mt-8 inline-flex min-h-11 items-center gap-2 rounded-full px-6 font-semibold text-white"
        >
          <Icon icon={ArrowLeft} className="h-4 w-4" />
          Back to All Posts
        </Link>
      </div>
    </div>
  );
}
