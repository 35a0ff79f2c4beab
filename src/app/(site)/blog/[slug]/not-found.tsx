import { PostNotFound } from "@/components/blog/post-not-found";

export default function PostNotFoundPage() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-24">
      <PostNotFound />
    </div>
  );
}
