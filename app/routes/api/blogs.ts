import { listBlogs, pageOfBlogs } from "~/models/blog.server";
import { apiRead, blogJson, listHeaders, methodNotAllowed, readApiPaging } from "~/http/api.server";
import type { Route } from "./+types/blogs";

/**
 * docs/api.md#list-blogs: a bare array, newest first; the whole list as always, or
 * with `?page=`/`?limit=` one page of it (docs/api.md).
 */
export function loader({ request }: Route.LoaderArgs) {
  const paging = readApiPaging(request);
  if (!paging) {
    const all = listBlogs();
    return apiRead(all.map(blogJson), listHeaders(request, all.length));
  }
  const page = pageOfBlogs(paging);
  return apiRead(page.items.map(blogJson), listHeaders(request, page.total, page));
}

export function action() {
  return methodNotAllowed(["GET"]);
}
