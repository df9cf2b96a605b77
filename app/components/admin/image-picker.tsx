/**
 * A file input for images. Without JavaScript it is the browser's own
 * picker. With it, chosen files show as previews with remove buttons,
 * further picks add to the list, and files over the size limit are
 * skipped with a message; the input's FileList is rebuilt with a
 * DataTransfer so the form always sends exactly what the previews show.
 * Each preview can carry the file's alt text and caption
 * (docs/decisions/027-photo-order-covers-captions.md).
 * Limits and the hint come from the shared upload limits.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { Icon } from "~/components/ui/icon";
import {
  IMAGE_ACCEPT,
  imageHint,
  MAX_UPLOAD_BYTES,
  SKIPPED_FILES_MESSAGE,
} from "~/media/upload-limits";
import { TEXT_LIMITS } from "~/utils/limits";
import {
  FieldLabel,
  TimedNotice,
  useRefusedFirst,
  useTimedMessage,
  type Field,
} from "./editor-form";

type Picked = { key: string; file: File; url: string };

let nextKey = 0;

function formatSize(bytes: number) {
  return bytes >= 1_048_576
    ? `${(bytes / 1_048_576).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const DETAIL_CLASS =
  "mt-1 block w-full rounded-lg border-0 px-3 py-2.5 text-base text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-orange-700 focus:outline-none";

/**
 * The alt text and caption of one chosen file, sent before it uploads
 * (`galleryDetails[0].alt`); the names follow the previews' order, which is
 * the order the files are sent in.
 */
function NewPhotoDetails({ name, fileName }: { name: string; fileName: string }) {
  const altId = useId();
  const captionId = useId();
  return (
    <div className="space-y-2.5 border-t border-slate-100 p-2.5">
      <div>
        <label htmlFor={altId} className="block text-sm font-semibold text-slate-700">
          Alt text for {fileName}
        </label>
        <input
          id={altId}
          name={`${name}.alt`}
          type="text"
          maxLength={TEXT_LIMITS.alt}
          placeholder="Describes the image; the title when empty"
          className={DETAIL_CLASS}
        />
      </div>
      <div>
        <label htmlFor={captionId} className="block text-sm font-semibold text-slate-700">
          Caption for {fileName}
        </label>
        <textarea
          id={captionId}
          name={`${name}.caption`}
          rows={2}
          maxLength={TEXT_LIMITS.caption}
          className={DETAIL_CLASS}
        />
      </div>
    </div>
  );
}

export function ImagePicker({
  meta,
  details,
  label,
  required = false,
  onCountChange,
}: {
  meta: Field;
  /** The list field for each chosen file's alt text and caption (with JavaScript). */
  details?: Field;
  label: string;
  /**
   * Marks the field as required. The check itself is the schema's, so the
   * server's message shows (the input carries no `required` attribute).
   */
  required?: boolean;
  onCountChange?: (count: number) => void;
}) {
  const multiple = meta.multiple ?? false;
  const hint = imageHint(multiple);
  const inputRef = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked[]>([]);
  const skipped = useTimedMessage();
  const showNotice = skipped[1];
  const error = meta.errors?.[0];
  // Checked on submit like every field (the schema's "Please select at least one image."):
  // the message shows below the picker, and the focus goes to its file input.
  const autoFocus = useRefusedFirst(meta);
  const latest = useRef<Picked[]>([]);

  useEffect(() => {
    latest.current = picked;
  }, [picked]);
  useEffect(() => () => latest.current.forEach((item) => URL.revokeObjectURL(item.url)), []);

  function apply(next: Picked[]) {
    const transfer = new DataTransfer();
    for (const item of next) transfer.items.add(item.file);
    if (inputRef.current) inputRef.current.files = transfer.files;
    setPicked(next);
    onCountChange?.(next.length);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.currentTarget.files ?? []);
    const fitting = chosen.filter((file) => file.size <= MAX_UPLOAD_BYTES);
    if (fitting.length < chosen.length) showNotice(SKIPPED_FILES_MESSAGE);
    const added = fitting.map((file) => ({
      key: `picked-${nextKey++}`,
      file,
      url: URL.createObjectURL(file),
    }));
    if (multiple) {
      apply([...picked, ...added]);
    } else {
      // One file: a new pick replaces the old one, a skipped pick keeps it.
      if (added.length === 0) return apply(picked);
      picked.forEach((item) => URL.revokeObjectURL(item.url));
      apply(added.slice(0, 1));
    }
  }

  function remove(key: string) {
    const item = picked.find((entry) => entry.key === key);
    if (item) URL.revokeObjectURL(item.url);
    apply(picked.filter((entry) => entry.key !== key));
  }

  const inputId = meta.id;
  const hintId = meta.descriptionId;
  const errorId = meta.errorId;
  return (
    <div>
      <FieldLabel htmlFor={inputId} label={label} required={required} />
      <div
        className={`mt-1.5 rounded-xl border-2 border-dashed p-4 ${error ? "border-red-400 bg-red-50/40" : "border-slate-300 bg-slate-50"}`}
      >
        <input
          ref={inputRef}
          id={inputId}
          name={meta.name}
          form={meta.formId}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple={multiple}
          onChange={handleChange}
          autoFocus={autoFocus || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ""].join(" ").trim()}
          className="block w-full text-sm text-slate-600 file:mr-4 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-orange-700 file:px-4 file:py-2.5 file:font-semibold file:text-white hover:file:bg-orange-800"
        />
        <p id={hintId} className="mt-2 text-sm text-slate-500">
          {hint}
        </p>
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      {skipped[0] ? (
        <div className="mt-3">
          <TimedNotice timed={skipped} />
        </div>
      ) : null}
      {picked.length > 0 ? (
        <div className="mt-3">
          <p className="text-sm font-medium text-slate-700">
            {picked.length === 1 ? "1 new image selected" : `${picked.length} new images selected`}
          </p>
          <ul
            className={`mt-2 grid gap-3 ${details ? "grid-cols-1 sm:grid-cols-2" : "grid-cols-2 sm:grid-cols-3"}`}
          >
            {picked.map((item, index) => (
              <li
                key={item.key}
                className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200"
              >
                <img
                  src={item.url}
                  alt={`Preview of ${item.file.name}`}
                  className="aspect-[4/3] w-full object-cover"
                />
                <div className="flex items-center gap-2 p-2">
                  <p className="min-w-0 flex-1 text-xs text-slate-600">
                    <span className="block truncate font-medium text-slate-800">
                      {item.file.name}
                    </span>
                    {formatSize(item.file.size)}
                  </p>
                  <button
                    type="button"
                    onClick={() => remove(item.key)}
                    aria-label={`Remove ${item.file.name}`}
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 ring-1 ring-slate-200 hover:bg-red-50 hover:text-red-700"
                  >
                    <Icon name="close" className="size-5" />
                  </button>
                </div>
                {details ? (
                  <NewPhotoDetails name={`${details.name}[${index}]`} fileName={item.file.name} />
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
