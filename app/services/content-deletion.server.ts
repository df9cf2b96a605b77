/**
 * Deleting a project, post, gallery or one gallery photo, from the admin and from /api alike,
 * with the audit log's row (docs/product.md#activity) written where the delete happens. A
 * delete moves the item to the trash (docs/decisions/044-history-and-trash.md); the trash's
 * own service restores it or deletes it for good.
 */
import { recordActivity } from "~/models/activity.server";
import { getBlog, trashBlog } from "~/models/blog.server";
import { deleteGalleryImage, getGallery, trashGallery } from "~/models/gallery.server";
import { getProject, trashProject } from "~/models/project.server";
import type { ContentKind } from "~/utils/public-paths";
import { actorOf } from "~/utils/request-client.server";

const MODELS: Record<
  ContentKind,
  { titleOf: (id: string) => string | undefined; trash: (id: string, by: string) => boolean }
> = {
  project: { titleOf: (id) => getProject(id)?.title, trash: trashProject },
  blog: { titleOf: (id) => getBlog(id)?.title, trash: trashBlog },
  gallery: { titleOf: (id) => getGallery(id)?.title, trash: trashGallery },
};

/** Moves the item to the trash; false when there was no such item (or it is there already). */
export async function deleteContent(
  request: Request,
  kind: ContentKind,
  id: string,
): Promise<boolean> {
  const model = MODELS[kind];
  const title = model.titleOf(id);
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
