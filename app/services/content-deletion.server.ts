/**
 * Deleting a project, post, gallery or one gallery photo, from the admin and from /api alike,
 * with the audit log's row (docs/product.md#activity) written where the delete happens.
 */
import { recordActivity } from "~/models/activity.server";
import { deleteBlog, getBlog } from "~/models/blog.server";
import { deleteGallery, deleteGalleryImage, getGallery } from "~/models/gallery.server";
import { deleteProject, getProject } from "~/models/project.server";
import type { ContentKind } from "~/utils/public-paths";

const MODELS: Record<
  ContentKind,
  { titleOf: (id: string) => string | undefined; remove: (id: string) => Promise<boolean> }
> = {
  project: { titleOf: (id) => getProject(id)?.title, remove: deleteProject },
  blog: { titleOf: (id) => getBlog(id)?.title, remove: deleteBlog },
  gallery: { titleOf: (id) => getGallery(id)?.title, remove: deleteGallery },
};

/** Deletes the item with its files; false when there was no such item. */
export async function deleteContent(
  request: Request,
  kind: ContentKind,
  id: string,
): Promise<boolean> {
  const model = MODELS[kind];
  const title = model.titleOf(id);
  if (title === undefined || !(await model.remove(id))) return false;
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
