import { data } from "react-router";
import { answerDelete } from "~/http/delete-item.server";
import { DeleteConfirmation } from "~/components/admin/lists/delete-confirmation";
import { adminErrorBoundary } from "~/components/admin/page";
import { deletePath, editPath, KINDS } from "~/kinds/registry";
import { getProgressUpdate } from "~/models/progress.server";
import { deleteContent } from "~/services/content-deletion.server";
import { formatDay } from "~/utils/dates";
import type { Route } from "./+types/delete-progress";

const QUESTION = "Are you sure you want to delete this progress update?";
const FAILURE = "Failed to delete the progress update. Please try again.";

export function loader({ params }: Route.LoaderArgs) {
  const update = getProgressUpdate(params.id);
  if (!update) throw data(null, { status: 404 });
  return {
    title: update.title,
    details: `${formatDay(update.date)} · ${update.percent}% done`,
    projectPath: editPath("project", update.projectId),
  };
}

export function action({ request, params }: Route.ActionArgs) {
  const projectPath = editPath("project", getProgressUpdate(params.id)?.projectId ?? "");
  return answerDelete(request, params.id, {
    kind: "progress",
    // Back to the project's editor, where its updates are listed.
    listPath: projectPath,
    // Not confirmed yet: this page asks first (an update has no list of its own).
    askAt: deletePath("progress", params.id),
    titleOf: (id) => getProgressUpdate(id)?.title ?? null,
    remove: (id) => deleteContent(request, "progress", id),
    deletedMessage: KINDS.progress.flash.deleted,
    failure: FAILURE,
  });
}

export default function DeleteProgress({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <DeleteConfirmation
      heading="Delete Progress Update"
      question={QUESTION}
      itemTitle={loaderData.title}
      details={loaderData.details}
      cancelTo={loaderData.projectPath}
      error={actionData?.error}
    />
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "Failed to load the progress update. Please try again.",
  back: { to: "/manage-projects", label: "Back to Projects" },
});
