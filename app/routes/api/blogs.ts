import { listBlogs, pageOfBlogs } from "~/models/blog.server";
import { apiList, apiReader, blogJson, methodNotAllowed } from "~/http/api.server";
import type { Route } from "./+types/blogs";

/**
 * docs/api/content.md#list-blogs: a bare array, newest first; with `?page=`/`?limit=` one page of
 * it.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { audience, shape } = apiReader(request);
  return apiList(
    request,
    { all: () => listBlogs({ audience }), page: (paging) => pageOfBlogs({ ...paging, audience }) },
    (items) => items.map((item) => shape(item, blogJson)),
  );
}

export function action() {
  return methodNotAllowed(["GET"]);
}
