import { listBlogs } from "~/models/blog.server";
import { apiRead, blogJson, methodNotAllowed } from "~/http/api.server";

/** docs/api.md#list-blogs: a bare array, newest first. */
export function loader() {
  return apiRead(listBlogs().map(blogJson));
}

export function action() {
  return methodNotAllowed(["GET"]);
}
