import { getProject } from "~/models/project.server";
import { NOT_FOUND } from "~/services/submissions.server";
import { renewTrackerUrl } from "~/services/tracker-links.server";
import { recordActivity } from "~/models/activity.server";
import {
  adminApiAction,
  apiError,
  apiJson,
  methodNotAllowed,
  requireWellFormedId,
} from "~/http/api.server";
import { isPrivate } from "~/utils/project-visibility";
import type { Route } from "./+types/project-tracker";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * A new client link for a private project (docs/api/content.md#private-projects): the old one
 * answers 404 from this moment. A public project has no client page: 404 too.
 */
export const action = adminApiAction(["POST"], async ({ request, params }: Route.ActionArgs) => {
  const project = getProject(requireWellFormedId(params.id, NOT_FOUND.project));
  if (!project || !isPrivate(project)) return apiError(NOT_FOUND.project, 404);
  const trackerUrl = renewTrackerUrl(project);
  recordActivity({
    action: "saved",
    subject: { kind: "project", id: project.id, label: project.title },
    request,
    detail: "new client link",
  });
  return apiJson({ trackerUrl });
});
