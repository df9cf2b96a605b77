/**
 * The images a record already has, on its edit form, in the order of the
 * form's `photos[i]` details (alt text, caption; see photo-list.tsx for
 * moving them). Removal is applied on save: without JavaScript a checked
 * "Keep" box keeps the image; with it, a remove button asks for
 * confirmation (docs/product.md#project-form), hides the image and leaves
 * it out of the kept list.
 */
import { useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { Notice, useTimedMessage, type Field } from "./editor-form";
import {
  CoverChoice,
  PhotoDetails,
  PhotoList,
  PhotoThumbnail,
  type AnyForm,
  type ExistingImage,
  type PhotoField,
} from "./photo-list";

export type { ExistingImage, PhotoField } from "./photo-list";

export const IMAGE_REMOVED_MESSAGE = "Image removed. Save changes to confirm deletion.";
export const COVER_REMOVED_MESSAGE = "Cover image removed. Save changes to confirm deletion.";
export const CONFIRM_IMAGE_DELETE = "Are you sure you want to delete this image?";
export const CONFIRM_COVER_DELETE = "Are you sure you want to delete the cover image?";

/** Whether a list field (checkbox group) holds a value, as first shown or as last submitted. */
export function listHas(field: Field, value: string) {
  const initial = field.initialValue;
  return Array.isArray(initial) ? initial.includes(value) : initial === value;
}

/** Project gallery or blog images: kept unless removed, the removal and the order applied on save. */
export function KeptImages({
  form,
  images,
  photos,
  first = 0,
  keepField,
  coverField,
  emptyText,
  coverIsFirst = false,
}: {
  form: AnyForm;
  images: ExistingImage[];
  /** The form's whole `photos` field list. */
  photos: PhotoField[];
  /** Where these images start in `photos` (after a project's cover). */
  first?: number;
  keepField: Field;
  /** A project's cover choice: each gallery photo can be made the cover. */
  coverField?: Field;
  emptyText: string;
  /** A post: the first image is its cover. */
  coverIsFirst?: boolean;
}) {
  const hydrated = useHydrated();
  const [removed, setRemoved] = useState<string[]>([]);
  const [notice, showNotice] = useTimedMessage();
  const keepName = keepField.name;
  const shown = images.filter((image) => !removed.includes(image.fileName));

  function remove(fileName: string) {
    if (!window.confirm(CONFIRM_IMAGE_DELETE)) return;
    setRemoved((current) => [...current, fileName]);
    showNotice(IMAGE_REMOVED_MESSAGE);
  }

  return (
    <div className="space-y-3">
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {removed.length > 0 ? (
        <p className="text-sm text-slate-600">
          {removed.length === 1
            ? "1 image will be deleted when you save."
            : `${removed.length} images will be deleted when you save.`}{" "}
          <button
            type="button"
            onClick={() => setRemoved([])}
            className="min-h-11 font-semibold text-orange-700 underline hover:text-orange-800"
          >
            Undo
          </button>
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">{emptyText}</p>
      ) : null}
      {images.length === 0 ? null : (
        <PhotoList
          form={form}
          photos={photos}
          images={images}
          first={first}
          coverIsFirst={coverIsFirst}
          hidden={removed}
        >
          {(image) => (
            <>
              {coverField ? (
                <CoverChoice field={coverField} fileName={image.fileName} label="Make cover" />
              ) : null}
              {hydrated ? (
                <>
                  <input type="hidden" name={keepName} value={image.fileName} />
                  <button
                    type="button"
                    onClick={() => remove(image.fileName)}
                    className={buttonClass("danger-outline", "w-full", "sm")}
                  >
                    Remove image
                  </button>
                </>
              ) : (
                <label className="flex min-h-11 items-center gap-3 rounded-lg bg-slate-50 px-3 text-sm font-medium text-slate-800">
                  <input
                    type="checkbox"
                    name={keepName}
                    value={image.fileName}
                    defaultChecked={listHas(keepField, image.fileName)}
                    className="size-5 accent-orange-700"
                  />
                  Keep this image (untick to delete it on save)
                </label>
              )}
            </>
          )}
        </PhotoList>
      )}
    </div>
  );
}

/** The current cover of a project: kept unless removed or replaced by a new file. */
export function CoverImageEditor({
  cover,
  photo,
  removeField,
  coverField,
}: {
  cover: ExistingImage | null;
  photo: PhotoField | undefined;
  removeField: Field;
  /** The cover choice shared with the gallery photos' "Make cover". */
  coverField: Field;
}) {
  const hydrated = useHydrated();
  const [removed, setRemoved] = useState(false);
  const [notice, showNotice] = useTimedMessage();

  function remove() {
    if (!window.confirm(CONFIRM_COVER_DELETE)) return;
    setRemoved(true);
    showNotice(COVER_REMOVED_MESSAGE);
  }

  if (!cover) {
    return (
      <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
        This project has no cover image yet. Choose one below.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {removed ? (
        <>
          <input type="hidden" name={removeField.name} value="true" />
          <PhotoDetails photo={photo} fileName={cover.fileName} removed />
          <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
            The cover image will be deleted when you save.{" "}
            <button
              type="button"
              onClick={() => setRemoved(false)}
              className="min-h-11 font-semibold text-orange-700 underline hover:text-orange-800"
            >
              Undo
            </button>
          </p>
        </>
      ) : (
        <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 sm:max-w-[calc(50%-0.5rem)]">
          <PhotoThumbnail image={cover} />
          <div className="space-y-2.5 p-2.5 sm:p-3">
            <PhotoDetails
              photo={photo}
              fileName={cover.fileName}
              altLabel="Cover alt text (describes the image)"
            />
            <CoverChoice field={coverField} fileName={cover.fileName} label="Keep as cover" />
            {hydrated ? (
              <button
                type="button"
                onClick={remove}
                className={buttonClass("danger-outline", "w-full", "sm")}
              >
                Remove cover image
              </button>
            ) : (
              <label className="flex min-h-11 items-center gap-3 rounded-lg bg-slate-50 px-3 text-sm font-medium text-slate-800">
                <input
                  type="checkbox"
                  name={removeField.name}
                  value="true"
                  defaultChecked={removeField.initialValue === "true"}
                  className="size-5 accent-orange-700"
                />
                Delete the cover image on save
              </label>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
