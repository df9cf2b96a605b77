import { submitNew } from "~/services/submissions.server";
import {
  adminApiAction,
  methodNotAllowed,
  projectOwnerJson,
  submissionResponse,
} from "~/http/api.server";
import type { Route } from "./+types/create-project";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export const action = adminApiAction(["POST"], async ({ request }: Route.ActionArgs) => {
  const result = await submitNew(request, "project");
  return submissionResponse(
    result,
    201,
    "Project created successfully",
    "project",
    projectOwnerJson,
  );
});
