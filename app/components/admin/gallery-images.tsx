/**
 * The images of a gallery on its edit form. Deleting one takes effect on the
 * server at once (docs/product.md#deleting-gallery-images). Without JavaScript the delete control is a
 * link to a confirmation page; with it, a confirm dialog and a fetcher post
 * to that page's action.
 */
import { useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { CONFIRM_IMAGE_DELETE } from "./existing-images";
import { PhotoList, type AnyForm, type ExistingImage, type PhotoField } from "./photo-list";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { MESSAGE_MS, Notice } from "./editor-form";

export const IMAGE_DELETED_MESSAGE = "Image deleted successfully";
export const IMAGE_DELETE_FAILED_MESSAGE = "Failed to delete image. Please try again.";
export const LAST_IMAGE_MESSAGE =
  "A gallery keeps at least one image. Add another image first, or delete the whole gallery from the gallery list.";

export type DeleteImageAnswer = { ok: boolean; message: string };

export function deleteImagePath(galleryId: string, fileName: string) {
  return `/edit-gallery/${encodeURIComponent(galleryId)}/delete-image/${encodeURIComponent(fileName)}`;
}

export function GalleryImageList({
  form,
  galleryId,
  images,
  photos,
}: {
  form: AnyForm;
  galleryId: string;
  images: ExistingImage[];
  /** The form's `photos` field list: the photos' details, in their order. */
  photos: PhotoField[];
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<DeleteImageAnswer>();
  const [showAnswer, setShowAnswer] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const deleting = fetcher.state !== "idle" ? fetcher.formAction : null;

  async function deleteImage(fileName: string) {
    if (!window.confirm(CONFIRM_IMAGE_DELETE)) return;
    clearTimeout(timer.current);
    setShowAnswer(false);
    try {
      await fetcher.submit(
        { intent: "inline" },
        { method: "post", action: deleteImagePath(galleryId, fileName) },
      );
    } finally {
      setShowAnswer(true);
      timer.current = setTimeout(() => setShowAnswer(false), MESSAGE_MS);
    }
  }

  const answer = showAnswer && fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <div className="space-y-3">
      {showAnswer && fetcher.state === "idle" ? (
        <Notice tone={answer?.ok ? "success" : "error"}>
          {answer?.message || IMAGE_DELETE_FAILED_MESSAGE}
        </Notice>
      ) : null}
      {images.length === 1 ? (
        <p className="text-sm text-slate-600">
          A gallery keeps at least one image, so its only image cannot be deleted.
        </p>
      ) : null}
      <PhotoList form={form} photos={photos} images={images} coverIsFirst>
        {(image) => {
          if (images.length < 2) return null;
          const path = deleteImagePath(galleryId, image.fileName);
          return hydrated ? (
            <button
              type="button"
              disabled={deleting !== null}
              onClick={() => deleteImage(image.fileName)}
              className={buttonClass("danger-outline", "w-full", "sm")}
            >
              {deleting === path ? "Deleting..." : "Delete image"}
            </button>
          ) : (
            <Link to={path} className={buttonClass("danger-outline", "w-full", "sm")}>
              Delete image
            </Link>
          );
        }}
      </PhotoList>
    </div>
  );
}
