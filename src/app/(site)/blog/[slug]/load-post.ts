import "server-only";
import { cache } from "react";
import { getPost } from "@/lib/blog";
import { decodeSlug } from "@/lib/blog/slug";

/** One lookup per render, shared by the metadata and the page. */
export const loadPost = cache(async (slug: string) => getPost({ slug: decodeSlug(slug) }));
