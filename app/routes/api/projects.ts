import { listProjects } from "~/models/project.server";
import { apiRead, methodNotAllowed, projectJson } from "~/http/api.server";

export function loader() {
  return apiRead({ projects: listProjects().map(projectJson) });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
