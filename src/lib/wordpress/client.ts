// The WordPress client the blog and the company content read through: the transport
// (transport.ts: timeouts, size cap, typed errors) with one function per resource (resources.ts).
import type { BlogSource, PostListQuery } from "@/lib/posts/types";
import * as resources from "./resources";
import { createTransport, type TransportConfig } from "./transport";

export { wpTags } from "./tags";
export {
  MAX_RESPONSE_BYTES,
  REQUEST_TIMEOUT_MS,
  REVALIDATE_SECONDS,
  WordPressError,
  type WordPressErrorKind,
} from "./transport";
export {
  AVAILABILITY_TIMEOUT_MS,
  CONTENT_PAGE_SIZE,
  MAX_CONTENT_ENTRIES,
  ROUTE_LIST_DELAY_MS,
  ROUTE_LIST_PAGE_SIZE,
} from "./resources";

export type WordPressClientConfig = TransportConfig & {
  /** The pause between route-list pages (a test passes one that does not wait). */
  sleep?: resources.Wait;
};

const wait: resources.Wait = (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createWordPressClient(config: WordPressClientConfig) {
  const t = createTransport(config);
  const sleep = config.sleep ?? wait;
  // The blog's interface, and the company content's calls beside it.
  return {
    name: "wordpress",
    getPosts: (query: PostListQuery) => resources.getPosts(t, query),
    getPostById: (id: number) => resources.getPostById(t, id),
    getPostBySlug: (slug: string) => resources.getPostBySlug(t, slug),
    getPostsInCategory: (categoryId: number, count: number) =>
      resources.getPostsInCategory(t, categoryId, count),
    getCategories: () => resources.getCategories(t),
    getRouteList: (options?: { fresh?: boolean }) => resources.getRouteList(t, sleep, options),
    getTotalCount: () => resources.getTotalCount(t),
    getPostsByIds: (ids: number[]) => resources.getPostsByIds(t, ids),
    getContentEntries: (
      restBase: string,
      options: { tags: string[]; variant?: string; fields?: string },
    ) => resources.getContentEntries(t, restBase, options),
    getSiteSettings: (options: { tags: string[] }) => resources.getSiteSettings(t, options),
    checkAvailability: () => resources.checkAvailability(t),
  } satisfies BlogSource & Record<string, unknown>;
}

export type WordPressClient = ReturnType<typeof createWordPressClient>;
