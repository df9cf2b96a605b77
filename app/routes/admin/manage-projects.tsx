import { ContentTable } from "~/components/admin/lists/content-table";
import { ManagedList } from "~/components/admin/lists/managed-list";
import { adminErrorBoundary } from "~/components/admin/page";
import { loadAdminPage } from "~/http/admin-list.server";
import { countProjects, pageOfProjects } from "~/models/project.server";
import { projectCategoryLabel } from "~/schemas/form-choices";
import { listQueryString } from "~/utils/list-params";
import { describePublishState, siteLink } from "~/content/publish-state";
import { markdownToPlainText } from "~/text/markdown-plain-text";
import { truncate } from "~/text/text";
import type { Route } from "./+types/manage-projects";

export function loader({ request }: Route.LoaderArgs) {
  const { items, page } = loadAdminPage(request, {
    kind: "project",
    pageOf: pageOfProjects,
    countAll: countProjects,
  });
  const projects = items.map((project) => ({
    id: project.id,
    title: project.title,
    category: projectCategoryLabel(project.category),
    subtitle: project.location,
    description: truncate(markdownToPlainText(project.description), 50),
    cover: project.cover ?? project.gallery[0] ?? null,
    createdAt: project.createdAt,
    publish: describePublishState(project.publishedAt),
    site: siteLink("project", project),
  }));
  return { projects, page };
}

export default function ManageProjects({ loaderData }: Route.ComponentProps) {
  const { projects, page } = loaderData;
  return (
    <ManagedList kind="project" page={page} rowCount={projects.length}>
      <ContentTable kind="project" rows={projects} listState={listQueryString(page.params)} />
    </ManagedList>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "Failed to load projects. Please try again.",
  back: { to: "/dashboard", label: "Back to Dashboard" },
});
