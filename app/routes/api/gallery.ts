import { getGallery } from "~/models/gallery.server";
import { deleteContent } from "~/services/content-deletion.server";
import { NOT_FOUND, submitUpdate } from "~/services/submissions.server";
import {
  adminApiAction,
  apiError,
  apiJson,
  apiRead,
  apiReader,
  galleryJson,
  requireWellFormedId,
  submissionResponse,
} from "~/http/api.server";
import type { Route } from "./+types/gallery";

/**
 * docs/api/content.md#get-gallery: one object under the field `galleries`; a draft or
 * scheduled collection is not found for an anonymous read.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const reader = apiReader(request);
  const gallery = getGallery(requireWellFormedId(params.id, NOT_FOUND.gallery));
  return gallery && reader.mayRead(gallery)
    ? apiRead({ galleries: reader.shape(gallery, galleryJson) }, reader.versionHeaders(gallery))
    : apiError(NOT_FOUND.gallery, 404);
}

export const action = adminApiAction(
  ["PUT", "DELETE"],
  async ({ request, params }: Route.ActionArgs) => {
    const id = requireWellFormedId(params.id, NOT_FOUND.gallery);
    if (request.method === "DELETE") {
      return (await deleteContent(request, "gallery", id))
        ? apiJson({ message: "Gallery deleted successfully" })
        : apiError(NOT_FOUND.gallery, 404);
    }
    const result = await submitUpdate(request, "gallery", id);
    return submissionResponse(result, 200, "Gallery updated successfully!", "gallery", galleryJson);
  },
  ["GET", "PUT", "DELETE"],
);
