/**
 * The React side of the photo uploads (photo-upload-queue.ts): one queue per
 * image picker, each photo's card with its state, sizes and time left, the
 * form fields that name the finished uploads, and the message the editors'
 * Save shows while photos are still on their way
 * (docs/decisions/047-photos-shrunk-and-sent-resumably.md).
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import { Icon } from "~/components/ui/icon";
import { STAGED_FILE_PREFIX } from "~/media/upload-limits";
import { PhotoUploadQueue, type PhotoUpload } from "./photo-upload-queue";

/** `gallery` → `galleryUpload`: the field naming uploads by id instead of file parts. */
export const UPLOAD_ID_SUFFIX = "Upload";

const NO_UPLOADS: PhotoUpload[] = [];
const noSubscription = () => () => {};

/** One picker's queue, made in the browser only (the server renders the plain file input). */
export function usePhotoUploads(storageKey: string, single: boolean) {
  // A picker keeps its field (and so its storage key) for as long as it is shown.
  const [queue] = useState(() =>
    typeof window === "undefined" ? null : new PhotoUploadQueue(storageKey, single),
  );
  useEffect(() => {
    if (!queue) return;
    queue.start();
    void queue.restore();
    return () => queue.dispose();
  }, [queue]);
  const uploads = useSyncExternalStore(
    queue?.subscribe ?? noSubscription,
    queue?.getSnapshot ?? (() => NO_UPLOADS),
    () => NO_UPLOADS,
  );
  return { queue, uploads };
}

// Photos not yet sent, per form and picker, for the form's Save.
const unsentByForm = new Map<string, Map<string, { unsent: number; failed: number }>>();
const unsentListeners = new Set<() => void>();
const snapshots = new Map<string, string | null>();

function unsentMessage(formId: string) {
  let unsent = 0;
  let failed = 0;
  for (const counts of unsentByForm.get(formId)?.values() ?? []) {
    unsent += counts.unsent;
    failed += counts.failed;
  }
  if (failed > 0) {
    return failed === 1
      ? "1 photo could not be sent: retry it or remove it before saving."
      : `${failed} photos could not be sent: retry them or remove them before saving.`;
  }
  if (unsent > 0) {
    return unsent === 1
      ? "Waiting for 1 photo to finish sending… Nothing is saved yet."
      : `Waiting for ${unsent} photos to finish sending… Nothing is saved yet.`;
  }
  return null;
}

/** A picker reports how many of its photos are not sent yet. */
export function useReportUnsent(formId: string, pickerId: string, uploads: PhotoUpload[]) {
  const unsent = uploads.filter((item) => item.state !== "done" && item.state !== "failed").length;
  const failed = uploads.filter((item) => item.state === "failed").length;
  useEffect(() => {
    const pickers = unsentByForm.get(formId) ?? new Map();
    pickers.set(pickerId, { unsent, failed });
    unsentByForm.set(formId, pickers);
    snapshots.set(formId, unsentMessage(formId));
    unsentListeners.forEach((listener) => listener());
    return () => {
      pickers.delete(pickerId);
      snapshots.set(formId, unsentMessage(formId));
      unsentListeners.forEach((listener) => listener());
    };
  }, [formId, pickerId, unsent, failed]);
}

/**
 * Why the form cannot be saved yet: photos still on their way or failed.
 * Save waits for them rather than saving the text first, so a saved item
 * always has all of its photos (docs/decisions/047-photos-shrunk-and-sent-resumably.md).
 */
export function usePhotosNotSent(formId: string): string | null {
  return useSyncExternalStore(
    (listener) => {
      unsentListeners.add(listener);
      return () => unsentListeners.delete(listener);
    },
    () => snapshots.get(formId) ?? null,
    () => null,
  );
}

/**
 * The form data the browser's checks see: each uploaded photo's id counts as
 * a file of its field, as it does on the server (docs/api/conventions.md#resumable-uploads).
 */
export function withUploadedPhotos(formData: FormData) {
  const seen = new FormData();
  for (const [name, value] of formData) {
    // The picker's file input stays empty with JavaScript; the browser still sends an empty part.
    if (typeof value !== "string" && value.size === 0 && !value.name) continue;
    if (name.endsWith(UPLOAD_ID_SUFFIX) && typeof value === "string" && value) {
      seen.append(name.slice(0, -UPLOAD_ID_SUFFIX.length), `${STAGED_FILE_PREFIX}${value}`);
    } else {
      seen.append(name, value);
    }
  }
  return seen;
}

function formatSize(bytes: number) {
  return bytes >= 1_048_576
    ? `${(bytes / 1_048_576).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function megabytes(bytes: number) {
  return (bytes / 1_048_576).toFixed(1);
}

function timeLeft(seconds: number | null) {
  if (seconds === null) return "";
  if (seconds < 60) return `, about ${Math.max(1, seconds)} s left`;
  return `, about ${Math.round(seconds / 60)} min left`;
}

/** What a photo's card says about it. */
function uploadStatusText(upload: PhotoUpload) {
  const shrunk =
    upload.total < upload.originalSize ? ` (shrunk from ${formatSize(upload.originalSize)})` : "";
  switch (upload.state) {
    case "waiting":
      return `Waiting to send${upload.total ? `: ${formatSize(upload.total)}${shrunk}` : ""}`;
    case "shrinking":
      return `Shrinking ${formatSize(upload.originalSize)} for sending…`;
    case "sending":
      return `Sending: ${megabytes(upload.sent)} of ${megabytes(upload.total)} MB${timeLeft(upload.secondsLeft)}`;
    case "paused":
      return `Paused (offline): ${megabytes(upload.sent)} of ${megabytes(upload.total)} MB sent. It resumes when the device is back online.`;
    case "failed":
      return `Failed: ${upload.error ?? "the photo could not be sent."}`;
    case "done":
      return `Sent: ${formatSize(upload.total)}${shrunk}`;
  }
}

const STATE_STYLE: Record<PhotoUpload["state"], string> = {
  waiting: "text-slate-600",
  shrinking: "text-slate-600",
  sending: "text-slate-700",
  paused: "text-amber-800",
  failed: "text-red-700 font-semibold",
  done: "text-green-800",
};

/** One photo's card: preview, name, state, progress, Retry and Remove. */
export function PhotoUploadCard({
  upload,
  onRemove,
  onRetry,
  children,
}: {
  upload: PhotoUpload;
  onRemove: () => void;
  onRetry: () => void;
  children?: React.ReactNode;
}) {
  const percent = upload.total ? Math.round((upload.sent / upload.total) * 100) : 0;
  const moving = upload.state === "sending" || upload.state === "paused";
  return (
    <li
      className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200"
      data-upload-state={upload.state}
    >
      {upload.previewUrl ? (
        <img
          src={upload.previewUrl}
          alt={`Preview of ${upload.name}`}
          className="aspect-[4/3] w-full object-cover"
        />
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center bg-slate-100 text-sm text-slate-500">
          Sent before the page was reloaded
        </div>
      )}
      <div className="flex items-start gap-2 p-2">
        <div className="min-w-0 flex-1 text-xs">
          <span className="block truncate font-medium text-slate-800">{upload.name}</span>
          <p className={STATE_STYLE[upload.state]}>{uploadStatusText(upload)}</p>
          {moving ? (
            <div
              role="progressbar"
              aria-label={`Sending ${upload.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className={`h-full rounded-full ${upload.state === "paused" ? "bg-amber-500" : "bg-orange-700"}`}
                style={{ width: `${percent}%` }}
              />
            </div>
          ) : null}
          {upload.state === "failed" && upload.retryable ? (
            <button
              type="button"
              onClick={onRetry}
              aria-label={`Retry ${upload.name}`}
              className="mt-1.5 inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-orange-700 ring-1 ring-orange-200 hover:bg-orange-50"
            >
              Retry
            </button>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${upload.name}`}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 ring-1 ring-slate-200 hover:bg-red-50 hover:text-red-700"
        >
          <Icon name="close" className="size-5" />
        </button>
      </div>
      {children}
    </li>
  );
}
