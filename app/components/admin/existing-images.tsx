/**
 * The images a record already has, on its edit form. Each keeps an
 * editable alt text (the form's `photos[i]` details). Removal is applied on save: without
 * JavaScript a checked "Keep" box keeps the image; with it, a remove button
 * asks for confirmation (docs/product.md#project-form), hides the image and leaves it out of the kept list.
 */
import { useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { thumbnailUrl } from "~/utils/image-urls";
import { Notice, useTimedMessage, type Field } from "./editor-form";

export type ExistingImage = { fileName: string; width: number; height: number; alt: string };

export const IMAGE_REMOVED_MESSAGE = "Image removed. Save changes to confirm deletion.";
export const COVER_REMOVED_MESSAGE = "Cover image removed. Save changes to confirm deletion.";
export const CONFIRM_IMAGE_DELETE = "Are you sure you want to delete this image?";
export const CONFIRM_COVER_DELETE = "Are you sure you want to delete the cover image?";

/** The fields of one existing photo: its stored name (hidden) and its alt text. */
export type PhotoField = { getFieldset: () => Record<"name" | "alt", Field> };

export function PhotoDetails({
  photo,
  fileName,
  label,
  removed = false,
}: {
  photo: PhotoField | undefined;
  fileName: string;
  label: string;
  /** A photo marked for removal still sends its details, so the list keeps its order. */
  removed?: boolean;
}) {
  if (!photo) return null;
  const { name, alt } = photo.getFieldset();
  if (removed) {
    return (
      <>
        <input type="hidden" name={name.name} value={fileName} />
        <input type="hidden" name={alt.name} value="" />
      </>
    );
  }
  const error = alt.errors?.[0];
  return (
    <div>
      <input type="hidden" name={name.name} value={fileName} />
      <label htmlFor={alt.id} className="block text-xs font-semibold text-slate-700">
        {label}
      </label>
      <input
        key={alt.key}
        id={alt.id}
        name={alt.name}
        type="text"
        defaultValue={typeof alt.initialValue === "string" ? alt.initialValue : ""}
        maxLength={alt.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? alt.errorId : undefined}
        className="mt-1 block w-full rounded-lg border-0 px-3 py-2.5 text-base text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-orange-700 focus:outline-none sm:text-sm"
      />
      {error ? (
        <p id={alt.errorId} className="mt-1 text-xs font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Whether a list field (checkbox group) holds a value, as first shown or as last submitted. */
export function listHas(field: Field, value: string) {
  const initial = field.initialValue;
  return Array.isArray(initial) ? initial.includes(value) : initial === value;
}

function Thumbnail({ image }: { image: ExistingImage }) {
  return (
    <img
      src={thumbnailUrl(image.fileName)}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      className="aspect-[4/3] w-full bg-slate-100 object-cover"
    />
  );
}

/** Project gallery or blog images: kept unless removed, the removal applied on save. */
export function KeptImages({
  images,
  photos,
  keepField,
  emptyText,
  firstLabel,
}: {
  images: ExistingImage[];
  /** The photo detail fields, one per image in the same order. */
  photos: PhotoField[];
  keepField: Field;
  emptyText: string;
  /** A badge on the first image (a blog's first image is its cover). */
  firstLabel?: string;
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
        <ul hidden={shown.length === 0} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {images.map((image, index) => (
            <li
              key={image.fileName}
              hidden={removed.includes(image.fileName)}
              className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
            >
              <div className="relative">
                <Thumbnail image={image} />
                {firstLabel && image.fileName === shown[0]?.fileName ? (
                  <span className="absolute top-2 left-2 rounded-full bg-slate-900/80 px-2.5 py-1 text-xs font-semibold text-white">
                    {firstLabel}
                  </span>
                ) : null}
              </div>
              <div className="space-y-2.5 p-2.5 sm:p-3">
                <PhotoDetails
                  photo={photos[index]}
                  fileName={image.fileName}
                  label="Alt text (describes the image)"
                  removed={removed.includes(image.fileName)}
                />
                {removed.includes(image.fileName) ? null : hydrated ? (
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
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The current cover of a project: kept unless removed or replaced by a new file. */
export function CoverImageEditor({
  cover,
  photo,
  removeField,
}: {
  cover: ExistingImage | null;
  photo: PhotoField | undefined;
  removeField: Field;
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
          <PhotoDetails photo={photo} fileName={cover.fileName} label="" removed />
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
        <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 sm:max-w-sm">
          <Thumbnail image={cover} />
          <div className="space-y-2.5 p-2.5 sm:p-3">
            <PhotoDetails
              photo={photo}
              fileName={cover.fileName}
              label="Cover alt text (describes the image)"
            />
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
