// The pages whose HTML weight is measured: every page file's route, with one example for each
// dynamic route (a city, a post, a later list page), and the FAQ search.
import { citySlugs } from "../../src/content/cities";
import { isDynamicRoute, listPageRoutes } from "./routes";

/** Test-only or query-only routes that are measured through an example instead. */
const skipped = new Set(["/faq/search"]);

/** A published post: the first post link on /blog. */
export async function firstPostPath(base: string): Promise<string | undefined> {
  const res = await fetch(`${base}/blog`);
  if (!res.ok) return undefined;
  const match = /href="(\/blog\/(?!page\/)[^"?#]+)"/.exec(await res.text());
  return match?.[1];
}

export async function pagesToMeasure(base: string): Promise<string[]> {
  const routes = listPageRoutes().filter((route) => !skipped.has(route));
  const pages = routes.filter((route) => !isDynamicRoute(route));
  const post = await firstPostPath(base);
  for (const route of routes.filter(isDynamicRoute)) {
    if (route === "/locations/[city]" && citySlugs[0]) pages.push(`/locations/${citySlugs[0]}`);
    if (route === "/blog/[slug]" && post) pages.push(post);
    if (route === "/blog/page/[page]") pages.push("/blog/page/2");
  }
  pages.push("/faq/search?q=pricing");
  return pages;
}
