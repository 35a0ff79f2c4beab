// Copy and artwork of the blog list page (the posts themselves live in posts/*.md or WordPress).
import type { ImageAsset } from "./media";

export const blogPage = {
  title: "Blog",
  heading: "Insights on EPR and waste management",
  intro:
    "Plain guides to plastic, e-waste and battery EPR, the Solid Waste Management Rules 2026 and running a cleaner site, from the team that does the work.",
  description:
    "Guides to EPR compliance for plastic packaging, e-waste and batteries, waste segregation and pickup in south India, with links to the primary sources.",
  heroImage: {
    src: "/images/blog/blog-hero.webp",
    alt: "Illustration of a green landscape with a home, a factory and a waste collection truck",
    width: 1600,
    height: 600,
  } satisfies ImageAsset,
} as const;

/** What the blog says when its source cannot be read (the error pages, with and without JavaScript). */
export const blogErrors = {
  posts: "Failed to fetch posts. Please try again later.",
  post: "Failed to fetch the post. Please try again later.",
} as const;
