import { listBlogs, pageOfBlogs } from "~/models/blog.server";
import { apiList, blogJson, methodNotAllowed } from "~/http/api.server";
import type { Route } from "./+types/blogs";

/** docs/api.md#list-blogs: a bare array, newest first; with `?page=`/`?limit=` one page of it. */
export function loader({ request }: Route.LoaderArgs) {
  return apiList(request, { all: listBlogs, page: pageOfBlogs }, (items) => items.map(blogJson));
}

export function action() {
  return methodNotAllowed(["GET"]);
}
