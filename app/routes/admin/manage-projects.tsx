import { DeleteControl } from "~/components/admin/delete-control";
import {
  AddButton,
  CategoryBadge,
  countLabel,
  EditLink,
  EmptyState,
  formatDate,
} from "~/components/admin/list-parts";
import { AdminPageHeader, AdminRouteError } from "~/components/admin/page";
import { Thumbnail } from "~/components/admin/thumbnail";
import { listProjects } from "~/models/project.server";
import { PROJECT_CATEGORIES } from "~/schemas/project";
import { requireAdmin } from "~/utils/auth.server";
import { truncate } from "~/utils/text";
import type { Route } from "./+types/manage-projects";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const projects = listProjects().map((project) => ({
    id: project.id,
    title: project.title,
    category:
      PROJECT_CATEGORIES.find((option) => option.value === project.category)?.label ??
      project.category,
    location: project.location,
    description: truncate(project.description, 50),
    cover: project.cover ?? project.gallery[0] ?? null,
    createdAt: project.createdAt,
  }));
  return { projects };
}

type Row = Awaited<ReturnType<typeof loader>>["projects"][number];

function Actions({ project }: { project: Row }) {
  return (
    <div className="flex items-center justify-end gap-2">
      <EditLink to={`/edit-project/${project.id}`} itemTitle={project.title} />
      <DeleteControl
        action={`/manage-projects/${project.id}/delete`}
        itemTitle={project.title}
        question="Are you sure you want to delete this project?"
        failureMessage="Failed to delete project. Please try again."
      />
    </div>
  );
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
        <EmptyState message="No projects found. Add your first project!" />
      ) : (
        <>
          <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs font-semibold tracking-wider text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Project
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Category
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Description
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Added
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {projects.map((project) => (
                  <tr key={project.id} className="align-middle">
                    <td className="px-4 py-3">
                      <div className="flex items-center gap-3">
                        <Thumbnail image={project.cover} className="size-14 shrink-0 rounded-lg" />
                        <div className="min-w-0">
                          <p className="font-semibold text-slate-900">{project.title}</p>
                          {project.location ? (
                            <p className="text-slate-500">{project.location}</p>
                          ) : null}
                        </div>
                      </div>
                    </td>
                    <td className="px-4 py-3">
                      {project.category ? <CategoryBadge>{project.category}</CategoryBadge> : null}
                    </td>
                    <td className="max-w-xs px-4 py-3 text-slate-600">{project.description}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                      {formatDate(project.createdAt)}
                    </td>
                    <td className="px-4 py-3">
                      <Actions project={project} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <ul className="space-y-4 lg:hidden">
            {projects.map((project) => (
              <li
                key={project.id}
                className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              >
                <div className="flex gap-4">
                  <Thumbnail image={project.cover} className="size-20 shrink-0 rounded-lg" />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words text-slate-900">{project.title}</p>
                    {project.location ? (
                      <p className="text-sm text-slate-500">{project.location}</p>
                    ) : null}
                    {project.category ? (
                      <div className="mt-1">
                        <CategoryBadge>{project.category}</CategoryBadge>
                      </div>
                    ) : null}
                  </div>
                </div>
                {project.description ? (
                  <p className="mt-3 text-sm text-slate-600">{project.description}</p>
                ) : null}
                <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
                  <span className="text-sm text-slate-500">
                    Added {formatDate(project.createdAt)}
                  </span>
                  <Actions project={project} />
                </div>
              </li>
            ))}
          </ul>
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
