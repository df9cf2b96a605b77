import { submitNew } from "~/services/submissions.server";
import { adminApiAction, blogJson, methodNotAllowed, submissionResponse } from "~/http/api.server";
import type { Route } from "./+types/add-blog";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export const action = adminApiAction(["POST"], async ({ request }: Route.ActionArgs) => {
  const result = await submitNew(request, "blog");
  return submissionResponse(result, 201, "Blog post created successfully", "blog", blogJson);
});
