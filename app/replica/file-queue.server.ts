/**
 * The way of a folder's files to the off-site target (docs/decisions/061-off-site-copy.md): the
 * photos (UPLOADS_DIR to `<target>/uploads/`) and the private projects' documents (the documents
 * folder beside the database to `<target>/documents/`), one queue each, alike in all else.
 *
 * Each file to keep (for a photo, the original and its small copy, what a restore needs: the other
 * variants are made again from the original) is marked in `<folder>/.replica/` as it is stored:
 * one empty file `put.<name>` per file to send, one `delete.<name>` (holding the time of deletion)
 * per file deleted here. The marks are files, so the queue survives a restart or a crash; one
 * worker sends the files one at a time and waits longer after each failure (1 s, 2 s, … up to 5
 * minutes).
 *
 * A file is sent once: the mark goes when the target holds the file, and the first round after a
 * start lists the target and drops marks of files already there (sent just before a crash),
 * then marks any stored file the target lacks (files from before the copy was turned on).
 * A deleted file stays on the target for the retention, so a point in time within it still
 * finds every file its database names; then it is removed there.
 */
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { isStoredFileName } from "~/media/upload-folder.server";
import { thumbnailName } from "~/media/image-urls";
import { isStoredDocumentName } from "~/models/project-document.server";
import type { TargetFolder, TargetStore } from "./target-store.server";

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 5 * 60_000;
const DELETION_SWEEP_MS = 3600_000;

/** A local folder the target keeps a copy of, and which of its files it keeps. */
export type CopiedFolder = {
  /** Its folder on the target. */
  name: TargetFolder;
  /** The files the target keeps for a stored name (none for a name that is not a stored one). */
  copiedNames(storedName: string): string[];
  /** Whether a file found in the local folder is one the target keeps. */
  isCopied(fileName: string): boolean;
};

/** The photos: each stored image's original and its small copy. */
export const PHOTOS: CopiedFolder = {
  name: "uploads",
  copiedNames: (fileName) =>
    isStoredFileName(fileName) ? [fileName, thumbnailName(fileName)] : [],
  isCopied(fileName) {
    if (isStoredFileName(fileName)) return true;
    const original = fileName.replace(/\.w\d+\.webp$/, ".webp");
    return (
      original !== fileName && isStoredFileName(original) && thumbnailName(original) === fileName
    );
  },
};

/** The private projects' documents: each PDF as it is. */
export const DOCUMENTS: CopiedFolder = {
  name: "documents",
  copiedNames: (fileName) => (isStoredDocumentName(fileName) ? [fileName] : []),
  isCopied: isStoredDocumentName,
};

type FileQueueState = {
  waiting: number;
  /** When the oldest file still waiting was stored (null when none waits). */
  oldestWaitingSince: Date | null;
  lastCopiedAt: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
  /** Files sent since this process started. */
  sent: number;
};

type FileQueueOptions = {
  /** The local folder; its marks are kept in `<dir>/.replica/`. */
  dir: string;
  folder: CopiedFolder;
  /** The target's store opened on `folder.name`. */
  store: TargetStore;
  retentionDays: number;
  now?: () => number;
  onError?: (message: string) => void;
  onSent?: (name: string) => void;
};

/**
 * The files waiting to be sent, oldest first: in memory, and as one `put.<name>` mark each in the
 * marks folder, so the list survives a restart. Keeps the state's counts in step.
 */
function createWaitingList(marks: string, now: () => number, state: FileQueueState) {
  /** Each file to send, with when it was marked. */
  const waiting = new Map<string, number>();

  function refreshCounts() {
    state.waiting = waiting.size;
    const first = waiting.values().next();
    state.oldestWaitingSince = first.done ? null : new Date(first.value);
  }

  /** Reads the marks left by the previous run. */
  function load() {
    fs.mkdirSync(marks, { recursive: true });
    const found: { name: string; at: number }[] = [];
    for (const entry of fs.readdirSync(marks)) {
      if (!entry.startsWith("put.")) continue;
      found.push({ name: entry.slice(4), at: fs.statSync(path.join(marks, entry)).mtimeMs });
    }
    found.sort((a, b) => a.at - b.at);
    for (const { name, at } of found) waiting.set(name, at);
    refreshCounts();
  }

  /** Marks a file to send, unless it already waits (synchronously: the mark is on disk first). */
  function add(name: string) {
    if (waiting.has(name)) return;
    fs.writeFileSync(path.join(marks, `put.${name}`), "");
    waiting.set(name, now());
  }

  async function forget(name: string) {
    waiting.delete(name);
    await fsp.rm(path.join(marks, `put.${name}`), { force: true });
  }

  return {
    load,
    add,
    forget,
    refreshCounts,
    names: () => [...waiting.keys()],
    oldest: (): string | undefined => waiting.keys().next().value,
    size: () => waiting.size,
  };
}

/**
 * Removes from the target the files whose `delete.<name>` mark is dated at or before `limit`,
 * and their marks. Stops at the first file the target would not remove, and reports it.
 */
async function removeDeletedBefore(
  marks: string,
  store: TargetStore,
  limit: number,
  failed: (error: unknown) => void,
) {
  let entries: string[] = [];
  try {
    entries = await fsp.readdir(marks);
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!entry.startsWith("delete.")) continue;
    const file = path.join(marks, entry);
    const deletedAt = Date.parse(await fsp.readFile(file, "utf8"));
    if (!(deletedAt <= limit)) continue;
    try {
      await store.remove(entry.slice(7));
      await fsp.rm(file, { force: true });
    } catch (error) {
      failed(error);
      return;
    }
  }
}

export function createFileQueue(options: FileQueueOptions) {
  const { dir, folder, store, retentionDays } = options;
  const now = options.now ?? Date.now;
  const marks = path.join(dir, ".replica");
  const state: FileQueueState = {
    waiting: 0,
    oldestWaitingSince: null,
    lastCopiedAt: null,
    lastError: null,
    lastErrorAt: null,
    sent: 0,
  };
  const waiting = createWaitingList(marks, now, state);
  let reconciled = false;
  let running = false;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  let idle: Promise<void> = Promise.resolve();

  /** Marks stored files to send (synchronously: the mark is on disk before the save answers). */
  function enqueue(fileNames: string[]) {
    if (stopped) return;
    for (const name of fileNames.flatMap(folder.copiedNames)) waiting.add(name);
    waiting.refreshCounts();
    kick();
  }

  /** Marks deleted files: the target keeps them for the retention. */
  function markDeleted(fileNames: string[]) {
    if (stopped) return;
    for (const name of fileNames.flatMap(folder.copiedNames)) {
      fs.writeFileSync(path.join(marks, `delete.${name}`), new Date(now()).toISOString());
    }
  }

  function failed(error: unknown) {
    state.lastError = error instanceof Error ? error.message : String(error);
    state.lastErrorAt = new Date(now());
    options.onError?.(state.lastError);
  }

  /** The first round after a start: what the target already holds is not sent again. */
  async function reconcile() {
    const present = await store.list();
    for (const name of waiting.names()) {
      if (present.has(name)) await waiting.forget(name);
    }
    let local: string[] = [];
    try {
      local = await fsp.readdir(dir);
    } catch {
      local = [];
    }
    const missing = local.filter((name) => folder.isCopied(name) && !present.has(name));
    for (const name of missing) waiting.add(name);
    waiting.refreshCounts();
    reconciled = true;
  }

  async function sendNext(): Promise<boolean> {
    const name = waiting.oldest();
    if (name === undefined) return false;
    const local = path.join(dir, name);
    if (!fs.existsSync(local)) {
      // Deleted before it could be sent (a save that failed, say): nothing to copy.
      await waiting.forget(name);
      return true;
    }
    await store.put(name, local);
    await waiting.forget(name);
    state.sent++;
    state.lastCopiedAt = new Date(now());
    options.onSent?.(name);
    return true;
  }

  async function work() {
    try {
      if (!reconciled) await reconcile();
      while (!stopped && (await sendNext())) waiting.refreshCounts();
      waiting.refreshCounts();
      retryMs = FIRST_RETRY_MS;
      state.lastError = null;
    } catch (error) {
      waiting.refreshCounts();
      failed(error);
      if (!stopped) {
        retryTimer = setTimeout(() => {
          retryTimer = undefined;
          kick();
        }, retryMs);
        retryTimer.unref();
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      }
    }
  }

  function kick() {
    // While a retry waits out its backoff, that retry sends what is marked meanwhile.
    if (running || stopped || retryTimer) return;
    running = true;
    idle = work().finally(() => {
      running = false;
      // Files marked while the worker was finishing.
      if (!stopped && !retryTimer && waiting.size() > 0) kick();
    });
  }

  /** Removes from the target the files deleted here more than the retention ago. */
  async function removeExpired() {
    await removeDeletedBefore(marks, store, now() - retentionDays * 24 * 3600_000, failed);
  }

  return {
    state,
    enqueue,
    markDeleted,
    removeExpired,
    start() {
      waiting.load();
      kick();
      void removeExpired();
      sweepTimer = setInterval(() => void removeExpired(), DELETION_SWEEP_MS);
      sweepTimer.unref();
    },
    /** Resolves when the worker has nothing left to do (for tests and shutdown). */
    idle: () => idle,
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(sweepTimer);
      await idle.catch(() => {});
      await store.close();
    },
  };
}

export type FileQueue = ReturnType<typeof createFileQueue>;
