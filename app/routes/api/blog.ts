import { getBlog } from "~/models/blog.server";
import { deleteContent } from "~/services/content-deletion.server";
import { NOT_FOUND, submitUpdate } from "~/services/submissions.server";
import {
  adminApiAction,
  apiError,
  apiJson,
  apiRead,
  apiReader,
  blogJson,
  requireWellFormedId,
  submissionResponse,
} from "~/http/api.server";
import type { Route } from "./+types/blog";

/**
 * A draft or scheduled post is not found for an anonymous read
 * (docs/api/conventions.md#publish-state).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const reader = apiReader(request);
  const blog = getBlog(requireWellFormedId(params.id, NOT_FOUND.blog));
  return blog && reader.mayRead(blog)
    ? apiRead(reader.shape(blog, blogJson), reader.versionHeaders(blog))
    : apiError(NOT_FOUND.blog, 404);
}

export const action = adminApiAction(
  ["PUT", "DELETE"],
  async ({ request, params }: Route.ActionArgs) => {
    const id = requireWellFormedId(params.id, NOT_FOUND.blog);
    if (request.method === "DELETE") {
      return (await deleteContent(request, "blog", id))
        ? apiJson({ message: "Blog post deleted successfully" })
        : apiError(NOT_FOUND.blog, 404);
    }
    const result = await submitUpdate(request, "blog", id);
    return submissionResponse(result, 200, "Blog post updated successfully", "blog", blogJson);
  },
  ["GET", "PUT", "DELETE"],
);
