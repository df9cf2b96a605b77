import { submitNewProject } from "~/services/submissions.server";
import {
  methodNotAllowed,
  projectJson,
  requireApiAdmin,
  submissionResponse,
} from "~/http/api.server";
import type { Route } from "./+types/create-project";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  requireApiAdmin(request);
  const result = await submitNewProject(request);
  return submissionResponse(result, 201, "Project created successfully", "project", projectJson);
}
