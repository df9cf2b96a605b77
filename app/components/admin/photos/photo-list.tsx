/**
 * The saved photos of a record on its edit form, in the order the form's
 * `photos` list gives (docs/decisions/027-photo-order-covers-captions.md).
 * Each card holds the photo's alt text and caption and can be moved: by
 * dragging (native drag events), with Move up / Move down (buttons, so the
 * keyboard works too) or, where the first photo is the cover, Make cover.
 * With JavaScript the moves change Conform's form state in place; without
 * it the same buttons submit the form, which comes back rearranged and
 * unsaved. The order is saved with the rest of the form.
 */
import type { FormMetadata } from "@conform-to/react";
import {
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type DragEvent,
  type ReactNode,
} from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { Field } from "../form/form-fields";
import { Thumbnail } from "./thumbnail";

export type ExistingImage = {
  fileName: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
  ta?: { alt?: string; caption?: string };
};

/** The `photos` values of an edit form: each saved photo's name, alt text and caption, in order. */
export function photoValues(images: ExistingImage[]) {
  return images.map((image) => ({
    name: image.fileName,
    alt: image.alt,
    caption: image.caption,
    ta: image.ta ?? {},
  }));
}

/** Move up / Move down of one photo card; `props` move it (or submit the reorder without JavaScript). */
function MoveButton({
  direction,
  photoLabel,
  ...props
}: { direction: "up" | "down"; photoLabel: string } & ComponentProps<"button">) {
  return (
    <Button
      variant="secondary"
      size="sm"
      data-move={direction}
      aria-label={`Move ${photoLabel} ${direction}`}
      {...props}
    >
      <Icon name={`arrow-${direction}`} className="size-4" />
      {`Move ${direction}`}
    </Button>
  );
}

/** The fields of one saved photo: its stored name (hidden), alt text and caption. */
export type PhotoField = {
  key?: string;
  getFieldset: () => Record<"name" | "alt" | "caption", Field> & {
    /** The Tamil alt text and caption (`photos[0].ta.alt`), on forms that have them. */
    ta?: { getFieldset: () => Partial<Record<"alt" | "caption", Field>> };
  };
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any entity's form
export type AnyForm = FormMetadata<any, string[]>;

/** The file name a photo field stands for. */
function photoName(photo: PhotoField): string {
  const value = photo.getFieldset().name.initialValue;
  return typeof value === "string" ? value : "";
}

const FIELD_CLASS =
  "mt-1 block w-full rounded-lg border-0 px-3 py-2.5 text-base text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-orange-700 focus:outline-none";

function initial(field: Field) {
  return typeof field.initialValue === "string" ? field.initialValue : "";
}

/**
 * A photo's alt text and caption. A photo marked for removal, or one that
 * is gone, still sends its name so the list keeps its shape.
 */
export function PhotoDetails({
  photo,
  fileName,
  altLabel = "Alt text (describes the image)",
  removed = false,
}: {
  photo: PhotoField | undefined;
  fileName: string;
  altLabel?: string;
  removed?: boolean;
}) {
  if (!photo) return null;
  const { name, alt, caption, ta } = photo.getFieldset();
  const tamil = ta?.getFieldset();
  if (removed) {
    return (
      <>
        <input type="hidden" name={name.name} value={fileName} />
        <input type="hidden" name={alt.name} value="" />
        <input type="hidden" name={caption.name} value="" />
      </>
    );
  }
  const errors = [alt, caption, tamil?.alt, tamil?.caption].flatMap((field) =>
    field?.errors?.[0] ? [{ id: field.errorId, text: field.errors[0] }] : [],
  );
  return (
    <div className="space-y-2.5">
      <input type="hidden" name={name.name} value={fileName} />
      <div>
        <label htmlFor={alt.id} className="block text-sm font-semibold text-slate-700">
          {altLabel}
        </label>
        <input
          key={alt.key}
          id={alt.id}
          name={alt.name}
          type="text"
          defaultValue={initial(alt)}
          maxLength={alt.maxLength}
          aria-invalid={alt.errors?.[0] ? true : undefined}
          aria-describedby={alt.errors?.[0] ? alt.errorId : undefined}
          className={FIELD_CLASS}
        />
      </div>
      <div>
        <label htmlFor={caption.id} className="block text-sm font-semibold text-slate-700">
          Caption (shown under the photo)
        </label>
        <textarea
          key={caption.key}
          id={caption.id}
          name={caption.name}
          rows={2}
          defaultValue={initial(caption)}
          maxLength={caption.maxLength}
          aria-invalid={caption.errors?.[0] ? true : undefined}
          aria-describedby={caption.errors?.[0] ? caption.errorId : undefined}
          className={FIELD_CLASS}
        />
      </div>
      {tamil?.alt && tamil.caption ? (
        <TamilPhotoDetails alt={tamil.alt} caption={tamil.caption} />
      ) : null}
      {errors.map((error) => (
        <p key={error.id} id={error.id} className="text-xs font-semibold text-red-700">
          {error.text}
        </p>
      ))}
    </div>
  );
}

/**
 * A photo's Tamil alt text and caption, optional, under the English ones
 * (docs/decisions/051-tamil-texts-in-the-editors.md).
 */
function TamilPhotoDetails({ alt, caption }: { alt: Field; caption: Field }) {
  return (
    <div className="space-y-2.5 rounded-lg bg-slate-50 p-2.5">
      {[
        { field: alt, label: "மாற்று உரை (தமிழ்)", rows: 0 },
        { field: caption, label: "படக் குறிப்பு (தமிழ்)", rows: 2 },
      ].map(({ field, label, rows }) => {
        const props = {
          id: field.id,
          name: field.name,
          lang: "ta",
          defaultValue: initial(field),
          maxLength: field.maxLength,
          "aria-invalid": field.errors?.[0] ? true : undefined,
          "aria-describedby": field.errors?.[0] ? field.errorId : undefined,
          className: FIELD_CLASS,
        };
        return (
          <div key={field.name}>
            <label
              htmlFor={field.id}
              lang="ta"
              className="block text-sm leading-relaxed font-semibold text-slate-700"
            >
              {label}
            </label>
            {rows ? (
              <textarea key={field.key} rows={rows} {...props} />
            ) : (
              <input key={field.key} type="text" {...props} />
            )}
          </div>
        );
      })}
    </div>
  );
}

/** A photo card's picture: a card is the list's width on a phone and half of it from `sm` up. */
export function PhotoThumbnail({ image }: { image: ExistingImage }) {
  return (
    <Thumbnail
      image={image}
      alt={image.alt}
      sizes="(min-width: 640px) 45vw, 100vw"
      className="aspect-[4/3] w-full"
    />
  );
}

type Move = "up" | "down" | "cover";

/**
 * Moves photos in the form's `photos` list and keeps the keyboard focus on
 * the control that moved it (React moves the card's element, which drops focus).
 */
function useMoves(form: AnyForm, photos: PhotoField[]) {
  const [pending, setPending] = useState<{ name: string; control: Move } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!pending || !listRef.current) return;
    const card = listRef.current.querySelector<HTMLElement>(
      `[data-photo="${CSS.escape(pending.name)}"]`,
    );
    const wanted = card?.querySelector<HTMLButtonElement>(`[data-move="${pending.control}"]`);
    const fallback = card?.querySelector<HTMLButtonElement>("[data-move]:not(:disabled)");
    (wanted && !wanted.disabled ? wanted : (fallback ?? card))?.focus();
    setPending(null);
  }, [pending, photos]);

  function move(from: number, to: number, control: Move, first: number) {
    if (from === to || to < first || to >= photos.length) return;
    const name = photoName(photos[from]);
    form.reorder({ name: "photos", from, to });
    setPending({ name, control });
    setAnnouncement(
      `Photo moved to position ${to - first + 1} of ${photos.length - first}. Save to keep the order.`,
    );
  }
  return { move, listRef, announcement };
}

/** Drag and drop between cards (native drag events): the card dragged, the one under it. */
function useDragMoves(move: (from: number, to: number) => void) {
  const dragFrom = useRef<number | null>(null);
  const dropTo = useRef<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);

  /** The card's drop target side. */
  function targetProps(index: number) {
    return {
      onDragOver: (event: DragEvent) => {
        if (dragFrom.current === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setDropAt(index);
      },
      onDragLeave: () => setDropAt((current) => (current === index ? null : current)),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        dropTo.current = index;
      },
    };
  }

  /** The card's picture, which is dragged. */
  function handleProps(index: number, name: string) {
    return {
      onDragStart: (event: DragEvent) => {
        dragFrom.current = index;
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", name);
      },
      onDragEnd: () => {
        const from = dragFrom.current;
        const to = dropTo.current;
        dragFrom.current = null;
        dropTo.current = null;
        setDropAt(null);
        // The move submits Conform's reorder intent, and Chromium does
        // not submit a form while a drag is under way: move once it ends.
        if (from !== null && to !== null) setTimeout(() => move(from, to));
      },
    };
  }
  return { dropAt, targetProps, handleProps };
}

/** A photo marked for removal: dimmed where it was, its details sent empty, its actions (Undo). */
function RemovedPhotoCard({
  photo,
  image,
  children,
}: {
  photo: PhotoField;
  image: ExistingImage;
  children?: ReactNode;
}) {
  return (
    <li
      data-photo={image.fileName}
      className="ring-dashed overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-300"
    >
      <div className="relative">
        <div className="opacity-40 grayscale">
          <PhotoThumbnail image={image} />
        </div>
        <span className="absolute top-2 left-2 rounded-full bg-red-800 px-2.5 py-1 text-xs font-semibold text-white">
          Removed
        </span>
      </div>
      <div className="space-y-3 p-3">
        <PhotoDetails photo={photo} fileName={image.fileName} removed />
        {children}
      </div>
    </li>
  );
}

/**
 * The ordered cards. `first` is the index of the first movable photo in
 * the form's `photos` list (a project's cover comes before its gallery).
 */
export function PhotoList({
  form,
  photos,
  images,
  first = 0,
  coverIsFirst = false,
  removed = [],
  children,
}: {
  form: AnyForm;
  /** The whole `photos` field list. */
  photos: PhotoField[];
  /** The saved images, looked up by file name. */
  images: ExistingImage[];
  first?: number;
  /** Posts and gallery collections: the first photo is the cover, and others can be made it. */
  coverIsFirst?: boolean;
  /**
   * File names marked for removal on save: each stays where it was, dimmed, its details sent
   * empty, with only its actions (Undo) under it (docs/product/admin-forms.md#removing-photos).
   */
  removed?: string[];
  /** The actions under each card (remove or undo, make cover...). */
  children?: (image: ExistingImage, position: number, removed: boolean) => ReactNode;
}) {
  const hydrated = useHydrated();
  const { move, listRef, announcement } = useMoves(form, photos);
  const drag = useDragMoves((from, to) => move(from, to, "up", first));
  const byName = new Map(images.map((image) => [image.fileName, image]));
  const entries = photos.map((photo, index) => ({ photo, index })).slice(first);
  const shown = entries.filter(({ photo }) => {
    const name = photoName(photo);
    return byName.has(name) && !removed.includes(name);
  });
  const firstShown = shown[0]?.index;

  function buttonProps(from: number, to: number | undefined, control: Move) {
    if (to === undefined) return { disabled: true };
    if (hydrated) return { onClick: () => move(from, to, control, first) };
    // Without JavaScript: Conform's reorder intent, answered by the server.
    return {
      ...form.reorder.getButtonProps({ name: "photos", from, to }),
      type: "submit" as const,
      formNoValidate: true,
    };
  }

  return (
    <div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ul ref={listRef} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {entries.map(({ photo, index }) => {
          const name = photoName(photo);
          const image = byName.get(name);
          if (!image) {
            return (
              <li key={photo.key ?? name} hidden>
                <PhotoDetails photo={photo} fileName={name} removed />
              </li>
            );
          }
          if (removed.includes(name)) {
            return (
              <RemovedPhotoCard key={photo.key ?? name} photo={photo} image={image}>
                {children?.(image, 0, true)}
              </RemovedPhotoCard>
            );
          }
          const at = shown.findIndex((entry) => entry.index === index);
          const position = at + 1;
          const isCover = coverIsFirst && index === firstShown;
          const label = `photo ${position}`;
          return (
            <li
              key={photo.key ?? name}
              data-photo={name}
              tabIndex={-1}
              {...drag.targetProps(index)}
              className={`overflow-hidden rounded-xl bg-white shadow-sm ring-1 outline-none ${
                drag.dropAt === index ? "ring-2 ring-orange-600" : "ring-slate-200"
              }`}
            >
              <div className="relative" draggable={hydrated} {...drag.handleProps(index, name)}>
                <PhotoThumbnail image={image} />
                <span className="absolute top-2 left-2 rounded-full bg-slate-900/80 px-2.5 py-1 text-xs font-semibold text-white">
                  {isCover ? "Cover" : `${position}`}
                </span>
                {hydrated ? <DragSign /> : null}
              </div>
              <div className="space-y-3 p-3">
                <PhotoDetails photo={photo} fileName={name} />
                <div className="grid grid-cols-2 gap-2">
                  <MoveButton
                    direction="up"
                    photoLabel={label}
                    {...buttonProps(index, shown[at - 1]?.index, "up")}
                  />
                  <MoveButton
                    direction="down"
                    photoLabel={label}
                    {...buttonProps(index, shown[at + 1]?.index, "down")}
                  />
                </div>
                {coverIsFirst && !isCover ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    className="w-full"
                    data-move="cover"
                    aria-label={`Make ${label} the cover`}
                    {...buttonProps(index, firstShown, "cover")}
                  >
                    Make cover
                  </Button>
                ) : null}
                {children?.(image, position, false)}
              </div>
            </li>
          );
        })}
      </ul>
      {hydrated ? null : (
        <p className="mt-3 text-sm text-slate-500">
          Moving a photo reloads the form without saving; new files you chose are not kept, so
          choose them after arranging.
        </p>
      )}
    </div>
  );
}

/** The sign on a card's picture that it can be dragged (with JavaScript). */
function DragSign() {
  return (
    <span
      title="Drag to reorder"
      className="absolute top-2 right-2 flex cursor-grab items-center gap-1 rounded-full bg-white/90 px-2 py-1 text-xs font-semibold text-slate-700 shadow-sm"
    >
      <Icon name="grip" className="size-4" />
      Drag
    </span>
  );
}

/** A radio that makes a project's gallery photo its cover on save. */
export function CoverChoice({
  field,
  fileName,
  label,
}: {
  field: Field;
  fileName: string;
  label: string;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 rounded-lg bg-slate-50 px-3 text-sm font-medium text-slate-800 ring-1 ring-slate-200 has-checked:bg-orange-50 has-checked:ring-orange-600">
      <input
        key={field.key}
        type="radio"
        name={field.name}
        value={fileName}
        defaultChecked={field.initialValue === fileName}
        className="size-5 accent-orange-700"
      />
      {label}
    </label>
  );
}
