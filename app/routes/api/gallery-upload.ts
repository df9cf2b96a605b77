import { submitNew } from "~/services/submissions.server";
import {
  adminApiAction,
  galleryJson,
  methodNotAllowed,
  submissionResponse,
} from "~/http/api.server";
import type { Route } from "./+types/gallery-upload";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export const action = adminApiAction(["POST"], async ({ request }: Route.ActionArgs) => {
  const result = await submitNew(request, "gallery");
  return submissionResponse(result, 201, "Gallery uploaded successfully!", "gallery", galleryJson);
});
