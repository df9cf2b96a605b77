import { redirect } from "react-router";
import { ContentTable } from "~/components/admin/content-table";
import { AddButton, countLabel } from "~/components/admin/list-controls";
import { AdminPageHeader, AdminRouteError } from "~/components/admin/page";
import { ListSearch } from "~/components/list-search";
import { Pagination } from "~/components/pagination";
import { countProjects, pageOfProjects } from "~/models/project.server";
import { PROJECT_CATEGORIES } from "~/schemas/project";
import {
  ADMIN_PAGE_SIZE,
  lastPageQuery,
  listQueryString,
  parseListParams,
} from "~/utils/list-params";
import { describePublishState, isPublic, previewPath } from "~/utils/publish-state";
import { truncate } from "~/utils/text";
import { EmptyState } from "~/components/ui/empty-state";
import { publicPath } from "~/utils/public-paths";
import type { Route } from "./+types/manage-projects";

export function loader({ request }: Route.LoaderArgs) {
  const params = parseListParams(new URL(request.url).searchParams);
  const found = pageOfProjects({
    audience: "owner",
    search: params.q,
    sort: params.sort,
    page: params.page,
    perPage: ADMIN_PAGE_SIZE,
  });
  // A page emptied by a delete (or typed in) shows the last page there is.
  const last = lastPageQuery(params, found);
  if (last) throw redirect(`/manage-projects${last}`);
  const projects = found.items.map((project) => ({
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
    sitePath: publicPath("project", project.slug),
    previewPath: isPublic(project) ? null : previewPath(publicPath("project", project.slug)),
  }));
  return {
    projects,
    params,
    total: params.q ? countProjects() : found.total,
    matching: found.total,
    pageCount: found.pageCount,
  };
}

export default function ManageProjects({ loaderData }: Route.ComponentProps) {
  const { projects, params, total, matching, pageCount } = loaderData;
  const listState = listQueryString(params);
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manage Projects"
        description={`Total: ${countLabel(total, "project")}`}
        actions={<AddButton to="/addprojects">Add New Project</AddButton>}
      />
      {total === 0 ? (
        <EmptyState
          message="No projects found. Add your first project!"
          icon={null}
          surface="card"
        />
      ) : (
        <>
          <ListSearch
            params={params}
            searchLabel="Search projects by title"
            total={matching}
            noun={matching === 1 ? "project" : "projects"}
          />
          {projects.length === 0 ? (
            <EmptyState message="No projects match this search." icon={null} surface="card" />
          ) : (
            <ContentTable
              rows={projects}
              labels={{ item: "Project", description: "Description" }}
              editPath={(id) => `/edit-project/${id}`}
              deletePath={(id) => `/manage-projects/${id}/delete${listState}`}
              deleteQuestion="Are you sure you want to delete this project?"
              deleteFailure="Failed to delete project. Please try again."
            />
          )}
          <Pagination
            page={params.page}
            pageCount={pageCount}
            label="Project pages"
            hrefFor={(page) => `/manage-projects${listQueryString({ ...params, page })}`}
          />
        </>
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
