import { getProject } from "~/models/project.server";
import { listProgressUpdates } from "~/models/progress.server";
import { NOT_FOUND, submitNew } from "~/services/submissions.server";
import {
  adminApiAction,
  apiError,
  apiRead,
  apiReader,
  progressJson,
  progressSubmissionResponse,
  requireWellFormedId,
} from "~/http/api.server";
import type { Route } from "./+types/project-progress";

/**
 * A project's progress updates, newest first (docs/api/content.md#progress-updates): the published
 * ones for anyone who may read the project, drafts and scheduled ones too with a token.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const reader = apiReader(request);
  const project = getProject(requireWellFormedId(params.id, NOT_FOUND.project));
  if (!project || !reader.mayRead(project)) return apiError(NOT_FOUND.project, 404);
  const updates = listProgressUpdates(project.id, { visitor: reader.audience === "visitors" });
  return apiRead({ updates: updates.map((update) => reader.shape(update, progressJson)) });
}

export const action = adminApiAction(
  ["POST"],
  async ({ request, params }: Route.ActionArgs) => {
    const projectId = requireWellFormedId(params.id, NOT_FOUND.project);
    if (!getProject(projectId)) return apiError(NOT_FOUND.project, 404);
    const result = await submitNew(request, "progress", projectId);
    return progressSubmissionResponse(result, 201, "Progress update created successfully");
  },
  ["GET", "POST"],
);
