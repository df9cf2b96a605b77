import { ContentTable } from "~/components/admin/content-table";
import { countLabel } from "~/components/admin/list-controls";
import { ManagedList } from "~/components/admin/managed-list";
import { AdminRouteError } from "~/components/admin/page";
import { loadAdminPage } from "~/http/admin-list.server";
import { countProjects, pageOfProjects } from "~/models/project.server";
import { PROJECT_CATEGORIES } from "~/schemas/project";
import { listQueryString } from "~/utils/list-params";
import { describePublishState, siteLink } from "~/utils/publish-state";
import { truncate } from "~/utils/text";
import type { Route } from "./+types/manage-projects";

export function loader({ request }: Route.LoaderArgs) {
  const { items, page } = loadAdminPage(request, {
    path: "/manage-projects",
    pageOf: pageOfProjects,
    countAll: countProjects,
  });
  const projects = items.map((project) => ({
    id: project.id,
    title: project.title,
    category:
      PROJECT_CATEGORIES.find((option) => option.value === project.category)?.label ??
      project.category,
    subtitle: project.location,
    description: truncate(project.description, 50),
    cover: project.cover ?? project.gallery[0] ?? null,
    createdAt: project.createdAt,
    publish: describePublishState(project.publishedAt),
    site: siteLink("project", project),
  }));
  return { projects, page };
}

export default function ManageProjects({ loaderData }: Route.ComponentProps) {
  const { projects, page } = loaderData;
  const listState = listQueryString(page.params);
  return (
    <ManagedList
      page={page}
      path="/manage-projects"
      noun={{ one: "project", many: "projects" }}
      title="Manage Projects"
      description={`Total: ${countLabel(page.total, "project")}`}
      add={{ to: "/addprojects", label: "Add New Project" }}
      emptyMessage="No projects found. Add your first project!"
      rowCount={projects.length}
    >
      <ContentTable
        rows={projects}
        labels={{ item: "Project", description: "Description" }}
        editPath={(id) => `/edit-project/${id}`}
        deletePath={(id) => `/manage-projects/${id}/delete${listState}`}
        deleteQuestion="Are you sure you want to delete this project?"
        deleteFailure="Failed to delete project. Please try again."
      />
    </ManagedList>
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
