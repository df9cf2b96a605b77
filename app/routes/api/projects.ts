import { listProjects, pageOfProjects } from "~/models/project.server";
import {
  apiRead,
  projectJson,
  listHeaders,
  methodNotAllowed,
  readApiPaging,
} from "~/http/api.server";
import type { Route } from "./+types/projects";

/** The whole list as always, or with `?page=`/`?limit=` one page of it (docs/api.md). */
export function loader({ request }: Route.LoaderArgs) {
  const paging = readApiPaging(request);
  if (!paging) {
    const all = listProjects();
    return apiRead({ projects: all.map(projectJson) }, listHeaders(request, all.length));
  }
  const page = pageOfProjects(paging);
  return apiRead({ projects: page.items.map(projectJson) }, listHeaders(request, page.total, page));
}

export function action() {
  return methodNotAllowed(["GET"]);
}
