// The embedded blog: Markdown files in src/content/posts, served through the same interface as WordPress.
import "server-only";
import matter from "gray-matter";
import { marked } from "marked";
import { z } from "zod";
import { sanitizePostHtml } from "@/lib/html/sanitize";
import { toSlug } from "@/lib/posts/slug";
import type { BlogSource, Category, Post, PostSummary } from "@/lib/posts/types";
import { expandPostTokens } from "./post-tokens";

// The posts are bundled into the server build as text (the `?raw` rule in next.config.ts; Vite
// does the same in tests), so a deployed server reads no files from the source tree.
const postSources = import.meta.glob<{ default: string }>("../../content/posts/*.md", {
  query: "?raw",
  eager: true,
});

export const markdownCategories = [
  { id: 1, slug: "epr-compliance", name: "EPR Compliance" },
  { id: 2, slug: "plastic-waste", name: "Plastic Waste" },
  { id: 3, slug: "e-waste", name: "E-Waste" },
  { id: 4, slug: "batteries", name: "Batteries" },
  { id: 5, slug: "waste-pickup", name: "Waste Pickup" },
] as const satisfies readonly Category[];

const categorySlugs = markdownCategories.map((c) => c.slug) as [string, ...string[]];

const frontMatterSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(5),
  slug: z.string().regex(/^[\p{L}\p{M}\p{N}-]+$/u, "lowercase letters, digits and hyphens"),
  date: z.coerce.date(),
  updated: z.coerce.date().optional(),
  categories: z.array(z.enum(categorySlugs)).min(1),
  sticky: z.boolean().default(false),
  excerpt: z.string().min(20).max(300),
  image: z.object({
    src: z.string().startsWith("/images/"),
    alt: z.string().min(5),
    width: z.number().int().positive().default(1200),
    height: z.number().int().positive().default(630),
  }),
  seo: z
    .object({ title: z.string().min(5).max(70), description: z.string().min(50).max(170) })
    .partial()
    .optional(),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** Parses one Markdown post; throws with the file name when its front matter is wrong. */
export function parseMarkdownPost(source: string, file: string): Post {
  const { data, content } = matter(source);
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    throw new Error(
      `${file}: ${result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
    );
  }
  const fm = result.data;
  const html = sanitizePostHtml(marked.parse(expandPostTokens(content, file), { async: false }));
  return {
    id: fm.id,
    slug: toSlug(fm.slug),
    title: fm.title,
    excerpt: fm.excerpt,
    date: fm.date.toISOString(),
    modified: (fm.updated ?? fm.date).toISOString(),
    categories: fm.categories.map((slug) => markdownCategories.find((c) => c.slug === slug)!),
    image: fm.image,
    sticky: fm.sticky,
    html,
    seo: {
      ...(fm.seo?.title ? { title: fm.seo.title } : {}),
      ...(fm.seo?.description ? { description: fm.seo.description } : {}),
    },
  };
}

let loaded: Post[] | undefined;

/** Parsed once: the posts are part of the build and cannot change while it runs. */
function allPosts(): Promise<Post[]> {
  loaded ??= Object.entries(postSources)
    .map(([key, module]) => parseMarkdownPost(module.default, key.slice(key.lastIndexOf("/") + 1)))
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  return Promise.resolve(loaded);
}

function summary(post: Post): PostSummary {
  const { id, slug, title, excerpt, date, modified, categories, image, sticky } = post;
  return {
    id,
    slug,
    title,
    excerpt,
    date,
    modified,
    categories,
    ...(image ? { image } : {}),
    sticky,
  };
}

export const markdownSource: BlogSource = {
  name: "markdown",
  async getPosts({ page, perPage, sticky, categories, exclude }) {
    const matching = (await allPosts()).filter(
      (p) =>
        (!sticky || p.sticky) &&
        !exclude?.includes(p.id) &&
        (!categories?.length || p.categories.some((c) => categories.includes(c.id))),
    );
    const totalPages = Math.ceil(matching.length / perPage);
    if (page > Math.max(totalPages, 1)) return null;
    const posts = matching.slice((page - 1) * perPage, page * perPage).map(summary);
    return { posts, total: matching.length, totalPages };
  },
  async getPostById(id) {
    return (await allPosts()).find((p) => p.id === id) ?? null;
  },
  async getPostBySlug(slug) {
    const wanted = toSlug(slug);
    return (await allPosts()).find((p) => p.slug === wanted) ?? null;
  },
  async getPostsInCategory(categoryId, count) {
    const list = await markdownSource.getPosts({
      page: 1,
      perPage: count,
      categories: [categoryId],
    });
    return list?.posts ?? [];
  },
  async getCategories() {
    return [...markdownCategories];
  },
  async getRouteList() {
    return (await allPosts()).map(({ id, slug, title, sticky }) => ({ id, slug, title, sticky }));
  },
  async getTotalCount() {
    return (await allPosts()).length;
  },
  async getPostsByIds(ids) {
    return (await allPosts())
      .filter((p) => ids.includes(p.id))
      .map(({ id, slug, title }) => ({ id, slug, title }));
  },
};
