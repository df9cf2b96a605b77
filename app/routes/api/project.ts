import { getProject } from "~/models/project.server";
import { latestProgressOf } from "~/models/progress.server";
import { deleteContent } from "~/services/content-deletion.server";
import { NOT_FOUND, submitUpdate } from "~/services/submissions.server";
import {
  adminApiAction,
  apiError,
  apiJson,
  apiRead,
  apiReader,
  projectJson,
  projectOwnerJson,
  projectProgressJson,
  requireWellFormedId,
  submissionResponse,
} from "~/http/api.server";
import type { Route } from "./+types/project";

/**
 * A draft or scheduled project is not found for an anonymous read
 * (docs/api/conventions.md#publish-state).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const reader = apiReader(request);
  const project = getProject(requireWellFormedId(params.id, NOT_FOUND.project));
  return project && reader.mayRead(project)
    ? apiRead(
        {
          ...reader.shape(project, projectJson, projectOwnerJson),
          ...projectProgressJson(latestProgressOf([project.id]).get(project.id)),
        },
        reader.versionHeaders(project),
      )
    : apiError(NOT_FOUND.project, 404);
}

export const action = adminApiAction(
  ["PUT", "DELETE"],
  async ({ request, params }: Route.ActionArgs) => {
    const id = requireWellFormedId(params.id, NOT_FOUND.project);
    if (request.method === "DELETE") {
      return (await deleteContent(request, "project", id))
        ? apiJson({ message: "Project deleted successfully" })
        : apiError(NOT_FOUND.project, 404);
    }
    const result = await submitUpdate(request, "project", id);
    return submissionResponse(
      result,
      200,
      "Project updated successfully",
      "project",
      projectOwnerJson,
    );
  },
  ["GET", "PUT", "DELETE"],
);
