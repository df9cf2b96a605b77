import { ContentTable } from "~/components/admin/content-table";
import { AddButton, countLabel } from "~/components/admin/list-controls";
import { AdminPageHeader, AdminRouteError } from "~/components/admin/page";
import { listProjects } from "~/models/project.server";
import { PROJECT_CATEGORIES } from "~/schemas/project";
import { truncate } from "~/utils/text";
import { EmptyState } from "~/components/ui/empty-state";
import type { Route } from "./+types/manage-projects";

export function loader() {
  const projects = listProjects().map((project) => ({
    id: project.id,
    title: project.title,
    category:
      PROJECT_CATEGORIES.find((option) => option.value === project.category)?.label ??
      project.category,
    subtitle: project.location,
    description: truncate(project.description, 50),
    cover: project.cover ?? project.gallery[0] ?? null,
    createdAt: project.createdAt,
  }));
  return { projects };
}

export default function ManageProjects({ loaderData }: Route.ComponentProps) {
  const { projects } = loaderData;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manage Projects"
        description={`Total: ${countLabel(projects.length, "project")}`}
        actions={<AddButton to="/addprojects">Add New Project</AddButton>}
      />
      {projects.length === 0 ? (
        <EmptyState
          message="No projects found. Add your first project!"
          icon={null}
          surface="card"
        />
      ) : (
        <ContentTable
          rows={projects}
          labels={{ item: "Project", description: "Description" }}
          editPath={(id) => `/edit-project/${id}`}
          deletePath={(id) => `/manage-projects/${id}/delete`}
          deleteQuestion="Are you sure you want to delete this project?"
          deleteFailure="Failed to delete project. Please try again."
        />
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminRouteError
      error={error}
      failureMessage="Failed to load projects. Please try again."
      back={{ to: "/dashboard", label: "Back to Dashboard" }}
    />
  );
}
