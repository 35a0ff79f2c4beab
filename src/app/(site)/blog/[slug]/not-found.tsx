import { PostNotFound } from "@/components/blog/post-not-found";

export default PostNotFound;
