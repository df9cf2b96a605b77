/**
 * A photo's card while it is shrunk and sent (photo-upload-queue.ts): its preview, name, state,
 * sizes, time left, progress, Retry and Remove, and what the image picker adds to it (the alt
 * text and caption, the cover). Loaded with the queue, when the first photo is picked or a reload
 * left finished ones (photo-uploads.tsx).
 */
import { useId } from "react";
import { Icon } from "~/components/ui/icon";
import { TEXT_LIMITS } from "~/utils/limits";
import type { PhotoUpload } from "./photo-upload-queue";

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

/**
 * One photo's card: preview, name, state, progress, Retry and Remove.
 * @public loaded with `import()` by photo-uploads.tsx, which knip cannot follow.
 */
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

const DETAIL_CLASS =
  "mt-1 block w-full rounded-lg border-0 px-3 py-2.5 text-base text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-orange-700 focus:outline-none";

/**
 * The alt text and caption of one chosen file, sent before it uploads
 * (`galleryDetails[0].alt`); the names follow the previews' order, which is
 * the order the files are sent in.
 * @public loaded with `import()` by photo-uploads.tsx.
 */
export function NewPhotoDetails({ name, fileName }: { name: string; fileName: string }) {
  const altId = useId();
  const captionId = useId();
  const tamilAltId = useId();
  const tamilCaptionId = useId();
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
      <div>
        <label
          htmlFor={tamilAltId}
          className="block text-sm leading-relaxed font-semibold text-slate-700"
        >
          <span lang="ta">மாற்று உரை (தமிழ்)</span>, {fileName}
        </label>
        <input
          id={tamilAltId}
          name={`${name}.ta.alt`}
          type="text"
          lang="ta"
          maxLength={TEXT_LIMITS.alt}
          className={DETAIL_CLASS}
        />
      </div>
      <div>
        <label
          htmlFor={tamilCaptionId}
          className="block text-sm leading-relaxed font-semibold text-slate-700"
        >
          <span lang="ta">படக் குறிப்பு (தமிழ்)</span>, {fileName}
        </label>
        <textarea
          id={tamilCaptionId}
          name={`${name}.ta.caption`}
          rows={2}
          lang="ta"
          maxLength={TEXT_LIMITS.caption}
          className={DETAIL_CLASS}
        />
      </div>
    </div>
  );
}

/** @public loaded with `import()` by photo-uploads.tsx. */
export function NewCoverRadio({
  name,
  index,
  fileName,
  checked,
  onChoose,
}: {
  name: string;
  index: number;
  fileName: string;
  checked: boolean;
  onChoose: () => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 border-t border-slate-100 px-3 text-sm font-medium text-slate-800 has-checked:bg-orange-50">
      <input
        type="radio"
        name={name}
        value={index}
        checked={checked}
        onChange={onChoose}
        aria-label={checked ? `${fileName} is the cover` : `Make ${fileName} the cover`}
        className="size-5 accent-orange-700"
      />
      {checked ? "Cover" : "Make cover"}
    </label>
  );
}
