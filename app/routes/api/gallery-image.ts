import { deleteGalleryPhoto } from "~/services/content-deletion.server";
import { NOT_FOUND } from "~/services/submissions.server";
import {
  adminApiAction,
  apiError,
  apiJson,
  methodNotAllowed,
  requireWellFormedId,
} from "~/http/api.server";
import { isStoredFileName } from "~/media/upload-folder.server";
import type { Route } from "./+types/gallery-image";

const IMAGE_NOT_FOUND = "Image not found in this gallery";

export function loader() {
  return methodNotAllowed(["DELETE"]);
}

export const action = adminApiAction(["DELETE"], async ({ params, request }: Route.ActionArgs) => {
  const id = requireWellFormedId(params.id, NOT_FOUND.gallery);
  // Only names the server itself gave out can match: "../", encoded or
  // absolute paths never reach the file system.
  const imageName = params.imageName ?? "";
  if (!isStoredFileName(imageName)) return apiError(IMAGE_NOT_FOUND, 404);
  switch (await deleteGalleryPhoto(request, id, imageName)) {
    case "deleted":
      return apiJson({ message: "Image deleted successfully" });
    case "gallery-not-found":
      return apiError(NOT_FOUND.gallery, 404);
    case "image-not-found":
      return apiError(IMAGE_NOT_FOUND, 404);
    case "last-image":
      return apiError("A gallery keeps at least one image; delete the gallery instead.", 400);
  }
});
