import { data } from "react-router";
import { answerDelete } from "~/http/delete-item.server";
import { DeleteConfirmation } from "~/components/admin/lists/delete-confirmation";
import { adminErrorBoundary } from "~/components/admin/page";
import { getProject } from "~/models/project.server";
import { deleteContent } from "~/services/content-deletion.server";
import { listStateOf } from "~/utils/list-params";
import type { Route } from "./+types/delete-project";
import { KINDS } from "~/kinds/registry";

const QUESTION = "Are you sure you want to delete this project?";
const FAILURE = "Failed to delete project. Please try again.";

export function loader({ request, params }: Route.LoaderArgs) {
  const project = getProject(params.id);
  if (!project) throw data(null, { status: 404 });
  return {
    listState: listStateOf(request.url),
    title: project.title,
    location: project.location,
    category: project.category,
  };
}

export function action({ request, params }: Route.ActionArgs) {
  return answerDelete(request, params.id, {
    kind: "project",
    listPath: KINDS.project.paths.list,
    titleOf: (id) => getProject(id)?.title ?? null,
    remove: (id) => deleteContent(request, "project", id),
    deletedMessage: KINDS.project.flash.deleted,
    failure: FAILURE,
  });
}

export default function DeleteProject({ loaderData, actionData }: Route.ComponentProps) {
  const details = [loaderData.category, loaderData.location].filter(Boolean).join(" · ");
  return (
    <DeleteConfirmation
      heading="Delete Project"
      question={QUESTION}
      itemTitle={loaderData.title}
      details={details || undefined}
      cancelTo={`${KINDS.project.paths.list}${loaderData.listState}`}
      error={actionData?.error}
    />
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "Failed to load project. Please try again.",
  back: { to: KINDS.project.paths.list, label: KINDS.project.list.backLabel },
});
