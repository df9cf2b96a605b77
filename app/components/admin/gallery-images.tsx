/**
 * The images of a gallery on its edit form. Deleting one takes effect on the
 * server at once (docs/product.md#deleting-gallery-images). Without JavaScript the delete control is a
 * link to a confirmation page; with it, a confirm dialog and a fetcher post
 * to that page's action.
 */
import { useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import {
  CONFIRM_IMAGE_DELETE,
  PhotoDetails,
  type ExistingImage,
  type PhotoField,
} from "./existing-images";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { MESSAGE_MS, Notice } from "./editor-form";
import { thumbnailUrl } from "~/utils/image-urls";

export const IMAGE_DELETED_MESSAGE = "Image deleted successfully";
export const IMAGE_DELETE_FAILED_MESSAGE = "Failed to delete image. Please try again.";
export const LAST_IMAGE_MESSAGE =
  "A gallery keeps at least one image. Add another image first, or delete the whole gallery from the gallery list.";

export type DeleteImageAnswer = { ok: boolean; message: string };

export function deleteImagePath(galleryId: string, fileName: string) {
  return `/edit-gallery/${encodeURIComponent(galleryId)}/delete-image/${encodeURIComponent(fileName)}`;
}

export function GalleryImageList({
  galleryId,
  images,
  photos,
}: {
  galleryId: string;
  images: ExistingImage[];
  /** The photo detail fields, one per image in the same order. */
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
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {images.map((image, index) => {
          const path = deleteImagePath(galleryId, image.fileName);
          return (
            <li
              key={image.fileName}
              className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
            >
              <img
                src={thumbnailUrl(image.fileName)}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading="lazy"
                className="aspect-[4/3] w-full bg-slate-100 object-cover"
              />
              <div className="space-y-2.5 p-2.5 sm:p-3">
                <PhotoDetails
                  photo={photos[index]}
                  fileName={image.fileName}
                  label="Alt text (describes the image)"
                />
                {images.length > 1 ? (
                  hydrated ? (
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
                  )
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
