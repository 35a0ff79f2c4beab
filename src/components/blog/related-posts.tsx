import { Container } from "@/components/ui/container";
import { getRelatedPosts, type Post } from "@/lib/blog";
import { PostCard } from "./post-card";

/** Up to 2 posts from the same category. A failure here leaves the post readable. */
export async function RelatedPosts({ post }: { post: Post }) {
  const related = await getRelatedPosts(post).catch(() => []);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="bg-surface py-12 sm:py-16">
      <Container className="max-w-5xl">
        <h2 id="related-heading" className="text-ink mb-8 text-2xl font-bold sm:text-3xl">
          Related posts
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2">
          {related.map((item) => (
            <li key={item.id}>
              {/* Two columns in max-w-5xl (1024px) less padding and gap: 468px each at most. */}
              <PostCard
                post={item}
                sizes="(min-width: 1024px) 468px, (min-width: 640px) 50vw, 100vw"
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
