/**
 * The images a record already has, on its edit form, in the order of the
 * form's `photos[i]` details (alt text, caption; see photo-list.tsx for
 * moving them). Removal is applied on save, the same way in every editor
 * (docs/product/admin-forms.md#removing-photos): with JavaScript, Remove marks the photo
 * where it is (dimmed, "Removed") with Undo in place of the button, and a
 * message beside it; without it, a checkbox on each photo says what the save
 * does with it.
 */
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { TimedNotice, useTimedMessage } from "../timed-message";
import type { Field } from "../form/form-fields";
import {
  CoverChoice,
  PhotoDetails,
  PhotoList,
  PhotoThumbnail,
  type AnyForm,
  type ExistingImage,
  type PhotoField,
} from "./photo-list";

const IMAGE_REMOVED_MESSAGE = "Image removed. Save changes to confirm deletion.";
const COVER_REMOVED_MESSAGE = "Cover image removed. Save changes to confirm deletion.";
const IMAGE_KEPT_MESSAGE = "Image kept.";
/** The question of the no-JavaScript confirmation page that deletes one gallery image. */
export const CONFIRM_IMAGE_DELETE = "Are you sure you want to delete this image?";

/** Whether a list field (checkbox group) holds a value, as first shown or as last submitted. */
export function listHas(field: Field, value: string) {
  const initial = field.initialValue;
  return Array.isArray(initial) ? initial.includes(value) : initial === value;
}

/**
 * The photos marked for removal on save, and the message after each Remove or Undo, shown in
 * the card of the photo it is about. The focus moves from the button pressed to the one that
 * replaces it (Remove and Undo take turns), so a keyboard or screen reader stays in place.
 */
export function usePhotoRemovals(initial: () => string[]) {
  const [removed, setRemoved] = useState(initial);
  const [about, setAbout] = useState<string | null>(null);
  const timed = useTimedMessage();
  const show = timed[1];
  const boxRef = useRef<HTMLDivElement>(null);
  // The photo whose Remove or Undo button takes the focus once the page shows the change.
  const focusOn = useRef<string | null>(null);

  useEffect(() => {
    if (focusOn.current === null) return;
    boxRef.current
      ?.querySelector<HTMLElement>(`[data-removal="${CSS.escape(focusOn.current)}"]`)
      ?.focus({ preventScroll: true });
    focusOn.current = null;
  });

  function remove(fileName: string, message = IMAGE_REMOVED_MESSAGE) {
    setRemoved((current) => [...current, fileName]);
    setAbout(fileName);
    focusOn.current = fileName;
    show(message);
  }
  function undo(fileName: string) {
    setRemoved((current) => current.filter((name) => name !== fileName));
    setAbout(fileName);
    focusOn.current = fileName;
    show(IMAGE_KEPT_MESSAGE, "success");
  }
  return { removals: { removed, remove, undo, about, timed }, boxRef };
}

type PhotoRemovals = ReturnType<typeof usePhotoRemovals>["removals"];

/**
 * Remove, or, once removed, what the save will do and Undo; then the message about this photo.
 * `label` names the photo for screen readers ("Remove photo 2").
 */
function RemoveOrUndo({
  removals,
  fileName,
  isRemoved,
  removeLabel,
  label,
  removedText = "Deleted when you save.",
}: {
  removals: PhotoRemovals;
  fileName: string;
  isRemoved: boolean;
  removeLabel: string;
  label: string;
  removedText?: string;
}) {
  return (
    <>
      {isRemoved ? (
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm font-semibold text-slate-700">{removedText}</p>
          <button
            type="button"
            data-removal={fileName}
            aria-label={`Undo removing ${label}`}
            onClick={() => removals.undo(fileName)}
            className={buttonClass("secondary", "shrink-0", "sm")}
          >
            Undo
          </button>
        </div>
      ) : (
        <button
          type="button"
          data-removal={fileName}
          aria-label={`${removeLabel} (${label})`}
          onClick={() => removals.remove(fileName)}
          className={buttonClass("danger-outline", "w-full", "sm")}
        >
          {removeLabel}
        </button>
      )}
      {removals.about === fileName ? <TimedNotice timed={removals.timed} /> : null}
    </>
  );
}

/**
 * How a saved photo in a list is removed: with JavaScript (`removals` given), Remove or Undo and
 * the hidden field the save reads; without it, a checkbox. `field` lists either the photos kept
 * (`lists="kept"`, a project's or post's) or those removed (`lists="removed"`, a gallery's).
 */
export function SavedPhotoRemoval({
  removals,
  fileName,
  position = 0,
  isRemoved = false,
  field,
  lists,
}: {
  removals?: PhotoRemovals;
  fileName: string;
  position?: number;
  isRemoved?: boolean;
  field: Field;
  lists: "kept" | "removed";
}) {
  if (!removals) {
    return (
      <label className="flex min-h-11 items-center gap-3 rounded-lg bg-slate-50 px-3 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          name={field.name}
          value={fileName}
          defaultChecked={listHas(field, fileName)}
          className="size-5 accent-orange-700"
        />
        {lists === "kept"
          ? "Keep this image (untick to delete it on save)"
          : "Delete this image on save"}
      </label>
    );
  }
  const listed = lists === "kept" ? !isRemoved : isRemoved;
  return (
    <>
      {listed ? <input type="hidden" name={field.name} value={fileName} /> : null}
      <RemoveOrUndo
        removals={removals}
        fileName={fileName}
        isRemoved={isRemoved}
        removeLabel="Remove image"
        label={isRemoved ? fileName : `photo ${position}`}
      />
    </>
  );
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
  // After a refused save the form comes back with the photos it had removed still removed.
  const { removals, boxRef } = usePhotoRemovals(() =>
    images.map((image) => image.fileName).filter((name) => !listHas(keepField, name)),
  );

  return (
    <div ref={boxRef} className="space-y-3">
      {images.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">{emptyText}</p>
      ) : (
        <PhotoList
          form={form}
          photos={photos}
          images={images}
          first={first}
          coverIsFirst={coverIsFirst}
          removed={hydrated ? removals.removed : []}
        >
          {(image, position, isRemoved) =>
            hydrated ? (
              <>
                {coverField && !isRemoved ? (
                  <CoverChoice field={coverField} fileName={image.fileName} label="Make cover" />
                ) : null}
                <SavedPhotoRemoval
                  removals={removals}
                  fileName={image.fileName}
                  position={position}
                  isRemoved={isRemoved}
                  field={keepField}
                  lists="kept"
                />
              </>
            ) : (
              <>
                {coverField ? (
                  <CoverChoice field={coverField} fileName={image.fileName} label="Make cover" />
                ) : null}
                <SavedPhotoRemoval fileName={image.fileName} field={keepField} lists="kept" />
              </>
            )
          }
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
  const { removals, boxRef } = usePhotoRemovals(() =>
    cover && removeField.initialValue === "true" ? [cover.fileName] : [],
  );

  if (!cover) {
    return (
      <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
        This project has no cover image yet. Choose one below.
      </p>
    );
  }
  const removed = hydrated && removals.removed.includes(cover.fileName);
  return (
    <div
      ref={boxRef}
      className={`overflow-hidden rounded-xl sm:max-w-[calc(50%-0.5rem)] ${
        removed
          ? "ring-dashed bg-slate-100 ring-1 ring-slate-300"
          : "bg-white shadow-sm ring-1 ring-slate-200"
      }`}
    >
      <div className="relative">
        <div className={removed ? "opacity-40 grayscale" : undefined}>
          <PhotoThumbnail image={cover} />
        </div>
        {removed ? (
          <span className="absolute top-2 left-2 rounded-full bg-red-800 px-2.5 py-1 text-xs font-semibold text-white">
            Removed
          </span>
        ) : null}
      </div>
      <div className="space-y-2.5 p-2.5 sm:p-3">
        {removed ? (
          <>
            <input type="hidden" name={removeField.name} value="true" />
            <PhotoDetails photo={photo} fileName={cover.fileName} removed />
          </>
        ) : (
          <>
            <PhotoDetails
              photo={photo}
              fileName={cover.fileName}
              altLabel="Cover alt text (describes the image)"
            />
            <CoverChoice field={coverField} fileName={cover.fileName} label="Keep as cover" />
          </>
        )}
        {hydrated ? (
          <RemoveOrUndo
            removals={{
              ...removals,
              remove: (fileName) => removals.remove(fileName, COVER_REMOVED_MESSAGE),
            }}
            fileName={cover.fileName}
            isRemoved={removed}
            removeLabel="Remove cover image"
            label="the cover image"
            removedText="The cover is deleted when you save."
          />
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
  );
}
