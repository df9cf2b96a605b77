import { listProjects, pageOfProjects } from "~/models/project.server";
import { apiList, projectJson, methodNotAllowed } from "~/http/api.server";
import type { Route } from "./+types/projects";

/** The whole list as always, or with `?page=`/`?limit=` one page of it (docs/api.md). */
export function loader({ request }: Route.LoaderArgs) {
  return apiList(request, { all: listProjects, page: pageOfProjects }, (items) => ({
    projects: items.map(projectJson),
  }));
}

export function action() {
  return methodNotAllowed(["GET"]);
}
