import { data, redirect } from "react-router";
import { DeleteConfirmation } from "~/components/admin/delete-confirmation";
import { AdminRouteError } from "~/components/admin/page";
import { deleteProject, getProject } from "~/models/project.server";
import { field } from "~/schemas/common";
import { logger } from "~/utils/logger.server";
import type { Route } from "./+types/delete-project";

const QUESTION = "Are you sure you want to delete this project?";
const FAILURE = "Failed to delete project. Please try again.";

export function loader({ params }: Route.LoaderArgs) {
  const project = getProject(params.id);
  if (!project) throw data(null, { status: 404 });
  return { title: project.title, location: project.location, category: project.category };
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  // The list's x button without JavaScript posts no confirmation: ask first.
  if (field(form, "confirmed") !== "yes") {
    return redirect(`/manage-projects/${encodeURIComponent(params.id)}/delete`);
  }
  try {
    if (!(await deleteProject(params.id))) return data({ error: FAILURE }, { status: 404 });
  } catch (error) {
    logger.error({ err: error, projectId: params.id }, "project delete failed");
    return data({ error: FAILURE }, { status: 500 });
  }
  return redirect("/manage-projects");
}

export default function DeleteProject({ loaderData, actionData }: Route.ComponentProps) {
  const details = [loaderData.category, loaderData.location].filter(Boolean).join(" · ");
  return (
    <DeleteConfirmation
      heading="Delete Project"
      question={QUESTION}
      itemTitle={loaderData.title}
      details={details || undefined}
      cancelTo="/manage-projects"
      error={actionData?.error}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminRouteError
      error={error}
      failureMessage="Failed to load project. Please try again."
      back={{ to: "/manage-projects", label: "Back to Projects" }}
    />
  );
}
