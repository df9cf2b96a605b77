import { deleteGallery, getGallery } from "~/models/gallery.server";
import { NOT_FOUND, submitGalleryUpdate } from "~/services/submissions.server";
import {
  adminApiAction,
  apiError,
  apiJson,
  apiRead,
  galleryJson,
  requireWellFormedId,
  submissionResponse,
} from "~/http/api.server";
import type { Route } from "./+types/gallery";

/** docs/api.md#get-gallery: one object under the field `galleries`. */
export function loader({ params }: Route.LoaderArgs) {
  const gallery = getGallery(requireWellFormedId(params.id, NOT_FOUND.gallery));
  return gallery ? apiRead({ galleries: galleryJson(gallery) }) : apiError(NOT_FOUND.gallery, 404);
}

export const action = adminApiAction(
  ["PUT", "DELETE"],
  async ({ request, params }: Route.ActionArgs) => {
    const id = requireWellFormedId(params.id, NOT_FOUND.gallery);
    if (request.method === "DELETE") {
      return (await deleteGallery(id))
        ? apiJson({ message: "Gallery deleted successfully" })
        : apiError(NOT_FOUND.gallery, 404);
    }
    const result = await submitGalleryUpdate(request, id);
    return submissionResponse(result, 200, "Gallery updated successfully!", "gallery", galleryJson);
  },
  ["GET", "PUT", "DELETE"],
);
