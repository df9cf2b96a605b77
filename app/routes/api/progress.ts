import { getProgressUpdate } from "~/models/progress.server";
import { getProject } from "~/models/project.server";
import { deleteContent } from "~/services/content-deletion.server";
import { NOT_FOUND, submitUpdate } from "~/services/submissions.server";
import {
  adminApiAction,
  apiError,
  apiJson,
  apiRead,
  apiReader,
  progressJson,
  progressSubmissionResponse,
  requireWellFormedId,
} from "~/http/api.server";
import type { Route } from "./+types/progress";

/** One update; a draft one, or one of a project visitors cannot see, is not found without a token. */
export function loader({ params, request }: Route.LoaderArgs) {
  const reader = apiReader(request);
  const update = getProgressUpdate(requireWellFormedId(params.id, NOT_FOUND.progress));
  const project = update && getProject(update.projectId);
  return update && project && reader.mayRead(update) && reader.mayRead(project)
    ? apiRead(reader.shape(update, progressJson), reader.versionHeaders(update))
    : apiError(NOT_FOUND.progress, 404);
}

export const action = adminApiAction(
  ["PUT", "DELETE"],
  async ({ request, params }: Route.ActionArgs) => {
    const id = requireWellFormedId(params.id, NOT_FOUND.progress);
    if (request.method === "DELETE") {
      return (await deleteContent(request, "progress", id))
        ? apiJson({ message: "Progress update deleted successfully" })
        : apiError(NOT_FOUND.progress, 404);
    }
    const result = await submitUpdate(request, "progress", id);
    return progressSubmissionResponse(result, 200, "Progress update updated successfully");
  },
  ["GET", "PUT", "DELETE"],
);
