/**
 * The photos one image picker sends, without React: each is shrunk
 * (shrink-photo.ts) and then sent in its own resumable tus upload to
 * RESUMABLE_UPLOAD_PATH, one after another, while the next one is already
 * being shrunk (docs/decisions/047-photos-shrunk-and-sent-resumably.md).
 *
 * - An upload sends UPLOAD_CHUNK_BYTES per request, so a drop loses at most
 *   one chunk; tus-js-client retries a failed request itself.
 * - Going offline pauses the photo being sent; coming back online resumes it
 *   from the last byte the server has (a HEAD request asks for it).
 * - tus-js-client keeps each unfinished upload's address in localStorage
 *   under the original photo's name, size and date, so the same photo picked
 *   again after a reload or a closed tab continues where it stopped.
 * - Finished uploads (their ids) are kept in sessionStorage for the page they
 *   were sent from, so a reload keeps them; they are checked with the server
 *   when restored (a used or expired upload is gone there).
 *
 * This module, the shrinker and tus-js-client are imported when the first
 * photo is picked (photo-uploads.tsx): an editor opened without picking
 * photos never loads them.
 */
import type * as TusClient from "tus-js-client";
import { MAX_ORIGINAL_BYTES, UPLOAD_CHUNK_BYTES } from "~/media/upload-limits";

/** Where resumable uploads are created (docs/api/conventions.md#resumable-uploads). */
const RESUMABLE_UPLOAD_PATH = "/uploads/resumable/";

export type UploadState = "waiting" | "shrinking" | "sending" | "paused" | "failed" | "done";

export type PhotoUpload = {
  key: string;
  /** The picked file's name (the shrunk file may end in .jpg or .webp instead). */
  name: string;
  state: UploadState;
  /** Bytes the server has of the file being sent, and its size (after shrinking). */
  sent: number;
  total: number;
  /** The picked file's size, before shrinking. */
  originalSize: number;
  /** Seconds until the photo is sent, at the recent speed; null while unknown. */
  secondsLeft: number | null;
  /** Why it failed, as the server or the browser said it. */
  error?: string;
  /** False when sending the same bytes again cannot help (not an image, too large). */
  retryable: boolean;
  /** The tus upload id, once the server has checked the whole photo. */
  uploadId?: string;
  /** A preview: the picked file while it is shrunk, then the shrunk one. Absent after a reload. */
  previewUrl?: string;
};

type Entry = PhotoUpload & {
  original?: File;
  file?: File;
  // tus-js-client's Upload; typed loosely so its module loads only with the first photo.
  upload?: { start(): void; abort(terminate?: boolean): Promise<void>; url: string | null };
  samples: { at: number; sent: number }[];
};

type TusModule = typeof TusClient;

const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000];
let nextKey = 0;

function uploadIdOf(url: string | null | undefined) {
  return url ? decodeURIComponent(url.replace(/\/+$/, "").split("/").pop() ?? "") : undefined;
}

/** What went wrong, in the server's words where it gave any. */
function reasonOf(error: unknown): { text: string; retryable: boolean } {
  const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } })
    ?.originalResponse;
  const status = response?.getStatus() ?? 0;
  const body = response?.getBody()?.trim() ?? "";
  if (status >= 400 && status < 500 && body && body.length < 300) {
    // 401: signed out; 403: quota; 413/415: the photo itself. Only the first two can pass later.
    return { text: body, retryable: status !== 413 && status !== 415 };
  }
  if (status >= 500) {
    return { text: `The server could not take the photo (error ${status}).`, retryable: true };
  }
  return { text: "The connection to the server was lost.", retryable: true };
}

function storageGet(storage: "local" | "session", key: string): string | null {
  try {
    return (storage === "local" ? localStorage : sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

function storageSet(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Private mode or a full storage: a reload then loses the finished photos' ids.
  }
}

export class PhotoUploadQueue {
  private entries: Entry[] = [];
  private listeners = new Set<() => void>();
  private snapshot: PhotoUpload[] = [];
  private sending = false;
  private shrinking = false;
  private disposed = false;
  private tus: Promise<TusModule> | undefined;

  /**
   * @param storageKey where this picker's finished uploads are kept for a reload
   * @param single a new photo replaces the one before (a cover)
   */
  constructor(
    private storageKey: string,
    private single: boolean,
  ) {}

  /** Follows the device going offline and online; dispose() stops it and every upload. */
  start() {
    this.disposed = false;
    window.addEventListener("online", this.resume);
    window.addEventListener("offline", this.pause);
    this.work();
  }

  dispose() {
    this.disposed = true;
    window.removeEventListener("online", this.resume);
    window.removeEventListener("offline", this.pause);
    for (const entry of this.entries) {
      void entry.upload?.abort();
      if (entry.previewUrl) URL.revokeObjectURL(entry.previewUrl);
    }
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  private changed() {
    this.snapshot = this.entries.map(
      ({ original: _original, file: _file, upload: _upload, samples: _samples, ...shown }) => shown,
    );
    const finished = this.entries
      .filter((entry) => entry.state === "done" && entry.uploadId)
      .map(({ name, uploadId, total, originalSize }) => ({ name, uploadId, total, originalSize }));
    storageSet(this.storageKey, finished.length ? JSON.stringify(finished) : null);
    for (const listener of this.listeners) listener();
  }

  private update(entry: Entry, change: Partial<Entry>) {
    Object.assign(entry, change);
    this.changed();
  }

  /** Adds picked files; returns the names refused as too large even to shrink. */
  add(files: File[]): string[] {
    const refused = files.filter((file) => file.size > MAX_ORIGINAL_BYTES).map((f) => f.name);
    const added = files
      .filter((file) => file.size <= MAX_ORIGINAL_BYTES)
      .map((file): Entry => ({
        key: `photo-${nextKey++}`,
        name: file.name,
        state: "waiting",
        sent: 0,
        total: file.size,
        originalSize: file.size,
        secondsLeft: null,
        retryable: true,
        original: file,
        previewUrl: URL.createObjectURL(file),
        samples: [],
      }));
    if (added.length === 0) return refused;
    if (this.single) {
      for (const entry of this.entries) this.drop(entry);
      this.entries = added.slice(0, 1);
    } else {
      this.entries = [...this.entries, ...added];
    }
    this.changed();
    this.work();
    return refused;
  }

  /**
   * Shows the photos a reload left finished on the server: each is asked for
   * with a HEAD request, and only those the server still has come back.
   */
  async restore() {
    const kept = storageGet("session", this.storageKey);
    if (!kept) return;
    let listed: { name: string; uploadId: string; total: number; originalSize: number }[];
    try {
      listed = JSON.parse(kept);
    } catch {
      return;
    }
    const checked = await Promise.all(
      listed.map(async (item) => {
        try {
          const response = await fetch(RESUMABLE_UPLOAD_PATH + encodeURIComponent(item.uploadId), {
            method: "HEAD",
            headers: { "Tus-Resumable": "1.0.0" },
          });
          const offset = response.headers.get("Upload-Offset");
          const length = response.headers.get("Upload-Length");
          return response.ok && offset !== null && offset === length ? item : null;
        } catch {
          return null;
        }
      }),
    );
    if (this.disposed) return;
    const restored = checked
      .filter((item): item is NonNullable<typeof item> => item !== null)
      .filter((item) => !this.entries.some((entry) => entry.uploadId === item.uploadId))
      .map((item): Entry => ({
        key: `photo-${nextKey++}`,
        name: item.name,
        state: "done",
        sent: item.total,
        total: item.total,
        originalSize: item.originalSize,
        secondsLeft: 0,
        retryable: false,
        uploadId: item.uploadId,
        samples: [],
      }));
    if (restored.length === 0) return this.changed();
    this.entries = this.single ? restored.slice(-1) : [...restored, ...this.entries];
    this.changed();
  }

  remove(key: string) {
    const entry = this.entries.find((item) => item.key === key);
    if (!entry) return;
    this.drop(entry);
    this.entries = this.entries.filter((item) => item !== entry);
    this.changed();
    this.work();
  }

  /** Stops an entry's upload and deletes what the server has of it (tus termination). */
  private drop(entry: Entry) {
    void entry.upload?.abort(true).catch(() => undefined);
    entry.upload = undefined;
    entry.state = "failed";
    if (entry.previewUrl) URL.revokeObjectURL(entry.previewUrl);
  }

  retry(key: string) {
    const entry = this.entries.find((item) => item.key === key);
    if (!entry || entry.state !== "failed" || !entry.retryable) return;
    // A new tus Upload finds the unfinished one by its fingerprint and continues it.
    this.update(entry, { state: "waiting", error: undefined, upload: undefined });
    this.work();
  }

  /** Empties the list and what it kept, after the form that names these uploads is saved. */
  clear() {
    this.entries = [];
    this.changed();
  }

  private pause = () => {
    for (const entry of this.entries) {
      if (entry.state === "sending") {
        void entry.upload?.abort();
        this.update(entry, { state: "paused", secondsLeft: null, samples: [] });
      }
    }
  };

  private resume = () => {
    for (const entry of this.entries) {
      if (entry.state === "paused" && entry.upload) {
        this.update(entry, { state: "sending" });
        entry.upload.start();
      }
    }
    this.work();
  };

  /** Keeps one photo shrinking and one sending. */
  private work() {
    if (this.disposed) return;
    void this.shrinkNext();
    void this.sendNext();
  }

  private async shrinkNext() {
    if (this.shrinking) return;
    const entry = this.entries.find((item) => item.state === "waiting" && !item.file);
    if (!entry?.original) return;
    this.shrinking = true;
    this.update(entry, { state: "shrinking" });
    try {
      const { shrinkPhoto } = await import("./shrink-photo");
      const file = await shrinkPhoto(entry.original);
      if (file !== entry.original && entry.previewUrl) {
        URL.revokeObjectURL(entry.previewUrl);
        entry.previewUrl = URL.createObjectURL(file);
      }
      if (this.entries.includes(entry))
        this.update(entry, { file, total: file.size, state: "waiting" });
    } catch {
      // Shrinking is an optimisation: the server checks and re-encodes whatever arrives.
      this.update(entry, { file: entry.original, state: "waiting" });
    } finally {
      this.shrinking = false;
    }
    this.work();
  }

  private async sendNext() {
    if (this.sending) return;
    if (this.entries.some((item) => item.state === "sending" || item.state === "paused")) return;
    const entry = this.entries.find((item) => item.state === "waiting" && item.file);
    if (!entry?.file || !entry.original) return;
    this.sending = true;
    this.update(entry, { state: "sending", sent: 0, samples: [], secondsLeft: null });
    try {
      this.tus ??= import("tus-js-client");
      const { Upload } = await this.tus;
      const original = entry.original;
      const upload = new Upload(entry.file, {
        endpoint: RESUMABLE_UPLOAD_PATH,
        chunkSize: UPLOAD_CHUNK_BYTES,
        retryDelays: RETRY_DELAYS_MS,
        metadata: { filename: entry.file.name, filetype: entry.file.type },
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        // The picked photo names the upload: shrinking it again gives other dates.
        fingerprint: async () =>
          ["photo-upload", original.name, original.size, original.lastModified].join(":"),
        onProgress: (sent, total) => this.progress(entry, sent, total),
        onSuccess: () => {
          this.update(entry, {
            state: "done",
            sent: entry.total,
            secondsLeft: 0,
            uploadId: uploadIdOf(upload.url),
          });
          this.work();
        },
        onError: (error) => {
          if (!this.entries.includes(entry)) return;
          if (!navigator.onLine) {
            this.update(entry, { state: "paused", secondsLeft: null, samples: [] });
            return;
          }
          const reason = reasonOf(error);
          this.update(entry, {
            state: "failed",
            error: reason.text,
            retryable: reason.retryable,
          });
          this.work();
        },
      });
      entry.upload = upload;
      const previous = await upload.findPreviousUploads();
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      if (!this.entries.includes(entry)) return void upload.abort();
      if (!navigator.onLine) this.update(entry, { state: "paused" });
      else upload.start();
    } catch (error) {
      const reason = reasonOf(error);
      this.update(entry, { state: "failed", error: reason.text, retryable: true });
      this.work();
    } finally {
      this.sending = false;
    }
  }

  private progress(entry: Entry, sent: number, total: number) {
    const now = Date.now();
    // Speed over the last 20 seconds: steady on a mobile line, quick to follow a change.
    const samples = [...entry.samples, { at: now, sent }].filter((s) => now - s.at <= 20_000);
    const first = samples[0];
    const seconds = (now - first.at) / 1000;
    const rate = seconds >= 1 ? (sent - first.sent) / seconds : 0;
    this.update(entry, {
      sent,
      total,
      samples,
      secondsLeft: rate > 0 ? Math.ceil((total - sent) / rate) : null,
    });
  }
}
