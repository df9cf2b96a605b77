import { deleteBlog, getBlog } from "~/models/blog.server";
import { NOT_FOUND, submitBlogUpdate } from "~/services/submissions.server";
import {
  apiError,
  apiJson,
  apiRead,
  blogJson,
  methodNotAllowed,
  requireApiAdmin,
  requireWellFormedId,
  submissionResponse,
} from "~/http/api.server";
import type { Route } from "./+types/blog";

export function loader({ params }: Route.LoaderArgs) {
  const blog = getBlog(requireWellFormedId(params.id, NOT_FOUND.blog));
  return blog ? apiRead(blogJson(blog)) : apiError(NOT_FOUND.blog, 404);
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "PUT" && request.method !== "DELETE") {
    return methodNotAllowed(["GET", "PUT", "DELETE"]);
  }
  requireApiAdmin(request);
  const id = requireWellFormedId(params.id, NOT_FOUND.blog);
  if (request.method === "DELETE") {
    return (await deleteBlog(id))
      ? apiJson({ message: "Blog post deleted successfully" })
      : apiError(NOT_FOUND.blog, 404);
  }
  const result = await submitBlogUpdate(request, id);
  return submissionResponse(result, 200, "Blog post updated successfully", "blog", blogJson);
}
