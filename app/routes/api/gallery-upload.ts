import { submitNewGallery } from "~/services/submissions.server";
import {
  galleryJson,
  methodNotAllowed,
  requireApiAdmin,
  submissionResponse,
} from "~/http/api.server";
import type { Route } from "./+types/gallery-upload";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  requireApiAdmin(request);
  const result = await submitNewGallery(request);
  return submissionResponse(result, 201, "Gallery uploaded successfully!", "gallery", galleryJson);
}
