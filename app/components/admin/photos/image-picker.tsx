/**
 * A file input for images. Without JavaScript it is the browser's own
 * picker and the photos go with the form as file parts. With it, each
 * chosen photo is shrunk in the browser and sent on its own in a resumable
 * upload as soon as it is picked, with its own card (state, sizes, time
 * left, Retry, Remove); the file input stays empty and the form names the
 * finished uploads by id in `<field>Upload` fields
 * (docs/decisions/047-photos-shrunk-and-sent-resumably.md). Each card can
 * carry the photo's alt text and caption
 * (docs/decisions/027-photo-order-covers-captions.md), and, on a new project's form, the
 * choice of cover among the photos (docs/product/overview.md, Create New Project).
 * Limits and the hint come from the shared upload limits.
 */
import { useEffect, useState, type ChangeEvent, type ComponentProps } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/components/ui/use-hydrated";
import { IMAGE_ACCEPT, imageHint, MAX_ORIGINAL_MB } from "~/media/upload-limits";
import { FieldLabel, useRefusedFirst, type Field } from "../form/form-fields";
import { TimedNotice, useTimedMessage } from "../timed-message";
import type { PhotoUpload } from "./photo-upload-queue";
import {
  loadPhotoUploadQueue,
  ORIGINAL_TOO_LARGE,
  UPLOAD_ID_SUFFIX,
  usePhotoUploads,
  reportUnsent,
  startPicking,
  useReportUnsent,
} from "./photo-uploads";

/** What the picker's button says: it opens the browser's own file chooser. */
function chooseLabel(multiple: boolean, count: number) {
  if (multiple) return count > 0 ? "Add more photos" : "Choose photos";
  return count > 0 ? "Choose another photo" : "Choose a photo";
}

/**
 * The file input. Without JavaScript it is the browser's own control, whose text ("No file
 * chosen", "3 files") is then the truth: the files go with the form. With JavaScript the
 * chosen files leave the input at once for their uploads, so the input's own text would say
 * "No file chosen" beside the photos being sent: it is hidden (still focusable, and named by
 * the field's label) behind a button-like label whose words follow the count. The input stays
 * the same element through hydration, so photos chosen before it keep their place in it.
 */
function FilePickerInput({
  hydrated,
  count,
  ...props
}: { hydrated: boolean; count: number } & ComponentProps<"input">) {
  return (
    <div className={hydrated ? "flex flex-wrap items-center gap-3" : undefined}>
      <input
        {...props}
        className={
          hydrated
            ? "peer sr-only"
            : "block w-full text-sm text-slate-600 file:mr-4 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-orange-700 file:px-4 file:py-2.5 file:font-semibold file:text-white hover:file:bg-orange-800"
        }
      />
      {hydrated ? (
        <label
          htmlFor={props.id}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-orange-700 px-4 py-2.5 text-sm font-semibold text-white peer-focus-visible:ring-2 peer-focus-visible:ring-orange-700 peer-focus-visible:ring-offset-2 hover:bg-orange-800"
        >
          <Icon name="plus" className="size-4" />
          {chooseLabel(Boolean(props.multiple), count)}
        </label>
      ) : null}
    </div>
  );
}

/**
 * A new project's cover among the photos being sent (docs/api/content.md#create-project): a radio
 * on each card, the first photo by default, sent as `coverIndex`, the photo's position among the
 * form's uploads. Before any photo is chosen, and without JavaScript, the first photo is the cover.
 */
function useCoverChoice(uploads: PhotoUpload[]) {
  const [coverKey, setCoverKey] = useState<string | null>(null);
  const cover = uploads.find((item) => item.key === coverKey) ?? uploads[0];
  return { coverKey: cover?.key ?? null, setCoverKey };
}

/** The files already handed to a queue (a `File` is the same object however often it is read). */
const queuedFiles = new WeakSet<File>();

/** Whether the input still holds exactly the files chosen earlier. */
function sameFiles(files: FileList | null, chosen: File[]) {
  return files?.length === chosen.length && chosen.every((file, index) => files[index] === file);
}

export function ImagePicker({
  meta,
  details,
  label,
  required = false,
  coverIndexName,
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
  /** The field naming which chosen photo is the cover (a new project's `coverIndex`). */
  coverIndexName?: string;
  onCountChange?: (count: number) => void;
}) {
  const multiple = meta.multiple ?? false;
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const { queue, openQueue, uploads, cards } = usePhotoUploads(
    `photo-uploads:${pathname}:${meta.name}`,
    !multiple,
  );
  useReportUnsent(meta.formId, meta.name, uploads);
  const { coverKey, setCoverKey } = useCoverChoice(uploads);
  // A refusal of picked files (too large to shrink) stays 6 s or until dismissed.
  const skipped = useTimedMessage();
  const showNotice = skipped[1];
  const error = meta.errors?.[0];
  // Checked on submit like every field (the schema's "Please select at least one image."):
  // the message shows below the picker, and the focus goes to its file input.
  const autoFocus = useRefusedFirst(meta);

  const count = uploads.length;
  useEffect(() => onCountChange?.(count), [count, onCountChange]);

  /**
   * The photos in the file input join the queue: each travels in its own upload. They leave the
   * input once the queue has them; until then (its script loading), or if it cannot load, they
   * are still the input's and go with the form, as before the page was interactive.
   */
  function takeChosen(input: HTMLInputElement) {
    const chosen = Array.from(input.files ?? []);
    if (chosen.length === 0) return;
    // Save waits from this moment, not from when the queue's script has loaded and React has
    // drawn the photos: a tap in between would save without them.
    const picked = startPicking(meta.formId, chosen.length);
    openQueue().then(
      (opened) => {
        // The form only names the uploads (unless another choice replaced these meanwhile).
        if (sameFiles(input.files, chosen)) input.value = "";
        // A photo joins the queue once: a choice made while the page hydrated arrives both as
        // the replayed change event and through the input the first render finds.
        const fresh = chosen.filter((file) => !queuedFiles.has(file));
        if (fresh.length > 0) {
          fresh.forEach((file) => queuedFiles.add(file));
          const refused = opened.add(multiple ? fresh : fresh.slice(0, 1));
          if (refused.length > 0) showNotice(refused.map(ORIGINAL_TOO_LARGE).join(" "), "error");
          reportUnsent(meta.formId, meta.name, opened.getSnapshot());
        }
        picked();
      },
      () => {
        // The photos stay in the input and go with the form.
        picked();
        if (input.isConnected) {
          showNotice(
            "The photos could not be prepared for sending here: they will go with the form when you save.",
            "error",
          );
        }
      },
    );
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    takeChosen(event.currentTarget);
  }

  const inputId = meta.id;
  // Photos chosen on a slow line before the page's script ran are still in the input, with no
  // change event to come: they are shrunk, sent and shown like the ones chosen after.
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (input instanceof HTMLInputElement && input.files?.length) takeChosen(input);
    // Once, when the picker is first shown: later choices arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const hintId = meta.descriptionId;
  const errorId = meta.errorId;
  return (
    <div>
      <FieldLabel htmlFor={inputId} label={label} required={required} />
      <div
        className={`mt-1.5 rounded-xl border-2 border-dashed p-4 ${error ? "border-red-400 bg-red-50/40" : "border-slate-300 bg-slate-50"}`}
      >
        <FilePickerInput
          hydrated={hydrated}
          count={count}
          id={inputId}
          name={meta.name}
          form={meta.formId}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple={multiple}
          onChange={handleChange}
          // The queue's script loads while the device's own chooser is open.
          onClick={() => void loadPhotoUploadQueue().catch(() => undefined)}
          autoFocus={autoFocus || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ""].join(" ").trim()}
        />
        <p id={hintId} className="mt-2 text-sm text-slate-500">
          {imageHint(multiple)}
          {/* Shown from the first paint where scripts run (nothing moves when they arrive);
              without them the browser sends photos as they are. */}
          <span className="noscript:hidden">
            {` Larger photos, up to ${MAX_ORIGINAL_MB} MB, are shrunk before sending.`}
          </span>
        </p>
        {coverIndexName && (!hydrated || count === 0) ? (
          <>
            <input type="hidden" name={coverIndexName} form={meta.formId} value="0" />
            <p className="mt-1 text-sm text-slate-500">
              {hydrated
                ? "The first photo is the cover; you can choose another once they are chosen."
                : "The first photo is the cover; choose another after saving with Make cover."}
            </p>
          </>
        ) : null}
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
      {uploads.length > 0 && cards ? (
        <div className="mt-3">
          <p className="text-sm font-medium text-slate-700">
            {uploads.length === 1
              ? "1 new image selected"
              : `${uploads.length} new images selected`}
          </p>
          <ul
            className={`mt-2 grid gap-3 ${details ? "grid-cols-1 sm:grid-cols-2" : "grid-cols-2 sm:grid-cols-3"}`}
          >
            {uploads.map((item, index) => (
              <cards.PhotoUploadCard
                key={item.key}
                upload={item}
                onRemove={() => queue?.remove(item.key)}
                onRetry={() => queue?.retry(item.key)}
              >
                {item.uploadId ? (
                  <input
                    type="hidden"
                    name={`${meta.name}${UPLOAD_ID_SUFFIX}`}
                    form={meta.formId}
                    value={item.uploadId}
                  />
                ) : null}
                {coverIndexName ? (
                  <cards.NewCoverRadio
                    name={coverIndexName}
                    index={index}
                    fileName={item.name}
                    checked={item.key === coverKey}
                    onChoose={() => setCoverKey(item.key)}
                  />
                ) : null}
                {details ? (
                  <cards.NewPhotoDetails name={`${details.name}[${index}]`} fileName={item.name} />
                ) : null}
              </cards.PhotoUploadCard>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
