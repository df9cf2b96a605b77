import { submitNewBlog } from "~/services/submissions.server";
import { blogJson, methodNotAllowed, requireApiAdmin, submissionResponse } from "~/http/api.server";
import type { Route } from "./+types/add-blog";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  requireApiAdmin(request);
  const result = await submitNewBlog(request);
  return submissionResponse(result, 201, "Blog post created successfully", "blog", blogJson);
}
