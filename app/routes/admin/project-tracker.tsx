import { data, redirect } from "react-router";
import { DeleteConfirmation } from "~/components/admin/lists/delete-confirmation";
import { adminErrorBoundary } from "~/components/admin/page";
import { redirectWithFlash } from "~/http/flash.server";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/http/form-body.server";
import { recordActivity } from "~/models/activity.server";
import { getProject } from "~/models/project.server";
import { renewTrackerUrl } from "~/services/tracker-links.server";
import { editPath, KINDS } from "~/kinds/registry";
import { isPrivate } from "~/utils/project-visibility";
import type { Route } from "./+types/project-tracker";

/** A private project, or the not-found page: a public project has no client link. */
function privateProject(id: string) {
  const project = getProject(id);
  if (!project || !isPrivate(project)) throw data(null, { status: 404 });
  return project;
}

/**
 * The editor's "New link" asks first (docs/product/content.md#private-projects): this page says
 * what a new link does to the client's and offers Make a new link or Cancel, with or without a
 * script.
 */
export function loader({ params }: Route.LoaderArgs) {
  const project = privateProject(params.id);
  return { title: project.title, editorPath: editPath("project", project.id) };
}

/**
 * A new secret for the client's page, only once confirmed: the old link answers 404 at once.
 * A post without the confirmation (an editor page loaded before this step existed) is asked.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const project = privateProject(params.id);
  // A body that is not a form renews nothing.
  const form = await readFormBody(request);
  if (!form) throw data(UNREADABLE_FORM_MESSAGE, { status: 400 });
  if (form.get("confirmed") !== "yes") {
    return redirect(`${editPath("project", project.id)}/tracker`);
  }
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

export default function NewClientLink({ loaderData }: Route.ComponentProps) {
  return (
    <DeleteConfirmation
      heading="New client link"
      question="This stops the old link; the client will need the new one. Make a new link?"
      itemTitle={loaderData.title}
      note="The old link opens nothing from now on. Copy the new link from the editor, or send it on WhatsApp."
      cancelTo={loaderData.editorPath}
      confirmLabel="Make a new link"
      busyLabel="Making a new link..."
    />
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "The new link could not be made. Please try again.",
  back: { to: KINDS.project.paths.list, label: KINDS.project.list.backLabel },
});
