// The cache tags of WordPress reads, so an edit refreshes only what it affects.
export const wpTags = {
  posts: "wp:posts",
  categories: "wp:categories",
  post: (id: number) => `wp:post:${id}`,
  slug: (slug: string) => `wp:slug:${slug}`.slice(0, 256),
  category: (id: number) => `wp:category:${id}`,
  /** A company-content type (team-member, client, ...): every page that shows it. */
  content: (type: string) => `wp:content:${type}`,
  /** A type shown per page (testimonial, faq): the one page. */
  contentPage: (type: string, page: string) => `wp:content:${type}:${page}`,
};
