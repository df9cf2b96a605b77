/**
 * The React side of the photo uploads (photo-upload-queue.ts): one queue per
 * image picker (its photos' cards in photo-upload-card.tsx), the form fields
 * that name the finished uploads, and the message the editors' Save shows
 * while photos are still on their way
 * (docs/decisions/047-photos-shrunk-and-sent-resumably.md).
 *
 * The queue's module loads when it is first needed: when a photo is picked, or when a reload
 * left finished uploads to show again (docs/decisions/084-browser-words-and-parts-on-first-use.md). An editor opened
 * to change its text never loads it.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { MAX_ORIGINAL_MB, STAGED_FILE_PREFIX } from "~/media/upload-limits";
import type * as PhotoUploadCards from "./photo-upload-card";
import type { PhotoUpload, PhotoUploadQueue } from "./photo-upload-queue";

/** `gallery` → `galleryUpload`: the field naming uploads by id instead of file parts. */
export const UPLOAD_ID_SUFFIX = "Upload";

/** Why a picked photo is not taken: too large even to shrink (the queue refuses it). */
export const ORIGINAL_TOO_LARGE = (name: string) =>
  `“${name}” is larger than ${MAX_ORIGINAL_MB} MB, too large to prepare for sending. Choose a smaller photo.`;

const NO_UPLOADS: PhotoUpload[] = [];
const noSubscription = () => () => {};

type Loaded = { PhotoUploadQueue: typeof PhotoUploadQueue; cards: typeof PhotoUploadCards };
let loading: Promise<Loaded> | undefined;

/**
 * The queue and its photos' cards, loaded once for every picker (a card shows only once a photo
 * is in the queue); a failed load is tried again next time.
 */
export function loadPhotoUploadQueue() {
  loading ??= Promise.all([import("./photo-upload-queue"), import("./photo-upload-card")]).then(
    ([queue, cards]) => ({ PhotoUploadQueue: queue.PhotoUploadQueue, cards }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether a reload left finished uploads of this picker (the queue keeps them in sessionStorage). */
function hasKeptUploads(storageKey: string) {
  try {
    return sessionStorage.getItem(storageKey) !== null;
  } catch {
    return false;
  }
}

/**
 * One picker's queue, made in the browser when first needed (the server renders the plain file
 * input): `openQueue()` loads and makes it, at once when a reload left finished uploads to show.
 * `cards` draws the photos of `uploads` (there are none before the queue is there).
 */
export function usePhotoUploads(storageKey: string, single: boolean) {
  // A picker keeps its field (and so its storage key) for as long as it is shown.
  const [queue, setQueue] = useState<PhotoUploadQueue | null>(null);
  const [cards, setCards] = useState<Loaded["cards"] | null>(null);
  const opening = useRef<Promise<PhotoUploadQueue> | null>(null);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const openQueue = useCallback(() => {
    opening.current ??= loadPhotoUploadQueue().then(
      (loaded) => {
        // A picker gone while the module loaded gets no queue (nothing would stop its uploads).
        if (!shown.current) throw new Error("The photo picker is no longer shown.");
        const made = new loaded.PhotoUploadQueue(storageKey, single);
        setCards(loaded.cards);
        setQueue(made);
        return made;
      },
      (error: unknown) => {
        opening.current = null;
        throw error;
      },
    );
    return opening.current;
  }, [storageKey, single]);
  useEffect(() => {
    if (hasKeptUploads(storageKey)) openQueue().catch(() => undefined);
  }, [storageKey, openQueue]);
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
  return { queue, openQueue, uploads, cards };
}

// Photos not yet sent, per form and picker, for the form's Save.
const unsentByForm = new Map<string, Map<string, { unsent: number; failed: number }>>();
// Photos picked whose queue is still loading: not counted by any picker's uploads yet.
const pickingByForm = new Map<string, number>();
const unsentListeners = new Set<() => void>();
const snapshots = new Map<string, string | null>();

function unsentMessage(formId: string) {
  let unsent = pickingByForm.get(formId) ?? 0;
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

function announce(formId: string) {
  snapshots.set(formId, unsentMessage(formId));
  unsentListeners.forEach((listener) => listener());
}

function countsOf(uploads: PhotoUpload[]) {
  return {
    unsent: uploads.filter((item) => item.state !== "done" && item.state !== "failed").length,
    failed: uploads.filter((item) => item.state === "failed").length,
  };
}

/**
 * A picker's photos, counted the moment they change: called by the picker as its queue takes
 * photos, before React draws them, so that a Save tapped in between waits for them too.
 */
export function reportUnsent(formId: string, pickerId: string, uploads: PhotoUpload[]) {
  setUnsent(formId, pickerId, countsOf(uploads));
}

function setUnsent(formId: string, pickerId: string, counts: { unsent: number; failed: number }) {
  const pickers = unsentByForm.get(formId) ?? new Map();
  pickers.set(pickerId, counts);
  unsentByForm.set(formId, pickers);
  announce(formId);
}

/**
 * `count` photos are picked and on their way into their queue (its script may still be
 * loading): the form's Save waits until the returned function is called, once they are in it.
 */
export function startPicking(formId: string, count: number): () => void {
  pickingByForm.set(formId, (pickingByForm.get(formId) ?? 0) + count);
  announce(formId);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const left = (pickingByForm.get(formId) ?? 0) - count;
    if (left > 0) pickingByForm.set(formId, left);
    else pickingByForm.delete(formId);
    announce(formId);
  };
}

/** A picker reports how many of its photos are not sent yet. */
export function useReportUnsent(formId: string, pickerId: string, uploads: PhotoUpload[]) {
  const { unsent, failed } = countsOf(uploads);
  useEffect(() => {
    setUnsent(formId, pickerId, { unsent, failed });
    return () => {
      unsentByForm.get(formId)?.delete(pickerId);
      announce(formId);
    };
  }, [formId, pickerId, unsent, failed]);
}

/**
 * Why the form cannot be saved at this moment, read when Save is tapped: the button is disabled
 * only once React has drawn the photos' state, and a tap may come before that.
 */
export function photosNotSentNow(formId: string): string | null {
  return unsentMessage(formId);
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
