/**
 * Deleting a project, post, gallery or one gallery photo, from the admin and from /api alike,
 * with the audit log's row (docs/product/admin.md#activity) written where the delete happens. A
 * delete moves the item to the trash (docs/decisions/044-history-and-trash.md); the trash's
 * own service restores it or deletes it for good.
 */
import { recordActivity } from "~/models/activity.server";
import type { ContentKind } from "~/kinds/registry";
import { KIND_MODELS } from "~/kinds/registry.server";
import { deleteGalleryImage, getGallery } from "~/models/gallery.server";
import { actorOf } from "~/utils/request-client.server";

/** Moves the item to the trash; false when there was no such item (or it is there already). */
export async function deleteContent(
  request: Request,
  kind: ContentKind,
  id: string,
): Promise<boolean> {
  const model = KIND_MODELS[kind];
  const title = model.get(id)?.title;
  if (title === undefined || !model.trash(id, actorOf(request)?.email ?? "")) return false;
  recordActivity({ action: "deleted", subject: { kind, id, label: title }, request });
  return true;
}

/** One photo of a gallery (a gallery keeps at least one): the model's outcome, recorded when deleted. */
export async function deleteGalleryPhoto(request: Request, galleryId: string, fileName: string) {
  const title = getGallery(galleryId)?.title ?? "";
  const outcome = await deleteGalleryImage(galleryId, fileName);
  if (outcome === "deleted") {
    recordActivity({
      action: "photo-deleted",
      subject: { kind: "gallery", id: galleryId, label: title },
      request,
      detail: fileName,
    });
  }
  return outcome;
}
