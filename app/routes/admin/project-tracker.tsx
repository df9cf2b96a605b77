import { data } from "react-router";
import { redirectWithFlash } from "~/http/flash.server";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/http/form-body.server";
import { recordActivity } from "~/models/activity.server";
import { getProject } from "~/models/project.server";
import { renewTrackerUrl } from "~/services/project-tracker.server";
import { adminErrorBoundary } from "~/components/admin/page";
import { editPath, KINDS } from "~/kinds/registry";
import { isPrivate } from "~/utils/project-visibility";
import type { Route } from "./+types/project-tracker";

/** Nothing to show here: back to the editor. */
export function loader({ params }: Route.LoaderArgs) {
  throw data(null, { status: 404, statusText: editPath("project", params.id) });
}

/**
 * The editor's "New link" (docs/product.md#private-projects): a new secret for the client's
 * page; the old link answers 404 at once.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const project = getProject(params.id);
  if (!project || !isPrivate(project)) throw data(null, { status: 404 });
  // The button posts no fields, but a body that is not a form renews nothing.
  if (!(await readFormBody(request))) throw data(UNREADABLE_FORM_MESSAGE, { status: 400 });
  renewTrackerUrl(project);
  recordActivity({
    action: "saved",
    subject: { kind: "project", id: project.id, label: project.title },
    request,
    detail: "new client link",
  });
  return redirectWithFlash(editPath("project", project.id), {
    message: "A new link is ready. The old link no longer opens the client's page.",
  });
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "The new link could not be made. Please try again.",
  back: { to: KINDS.project.paths.list, label: KINDS.project.list.backLabel },
});
