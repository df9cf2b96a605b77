/**
 * Photos sent one by one over the tus 1.0 protocol (docs/api/conventions.md#resumable-uploads,
 * docs/decisions/046-resumable-uploads-and-idempotent-saves.md): `@tus/server` speaks the
 * protocol and `@tus/file-store` keeps the bytes in UPLOADS_DIR/.partial while they arrive; this
 * module adds what the site needs around it. Each upload belongs to the account that started it
 * (the HTTP layer checks that before a request reaches here), and counts against that account's
 * quota until a save uses it or it expires a day after it was started. When the last byte
 * arrives the file is checked like a file part of a form (sniffed, decoded, re-encoded in the
 * encoder child by storage.server.ts); a file that is not an image is refused and deleted. An
 * upload a stop left with every byte in but unchecked is checked on its next HEAD or PATCH and
 * at start-up, since its client, seeing it complete, will not send it again.
 */
import fs from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import { EVENTS, Server, type Upload } from "@tus/server";
import { sniffImageType } from "~/media/receive-upload.server";
import { storeImage } from "~/media/storage.server";
import { UploadError } from "~/media/upload-errors.server";
import { partialUploadsDir } from "~/media/upload-folder.server";
import {
  ACCEPTED_IMAGE_LABEL,
  FILE_TOO_LARGE_MESSAGE,
  MAX_PENDING_UPLOAD_BYTES,
  MAX_PENDING_UPLOADS,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  PENDING_UPLOAD_LIFETIME_MS,
  PENDING_UPLOAD_QUOTA_MESSAGE,
} from "~/media/upload-limits";
import {
  addResumableUpload,
  getResumableUpload,
  markUploadReady,
  pendingUploadsOf,
  removeExpiredUploads,
  removeResumableUpload,
  resumableUploadIds,
  uncheckedUploadIds,
} from "~/models/resumable-uploads.server";
import { removeExpiredIdempotencyKeys } from "~/models/idempotency-keys.server";
import { logger } from "~/utils/logger.server";

export const RESUMABLE_UPLOADS_PATH = "/uploads/resumable";

/** A refusal the endpoint answers with this status and plain-text message. */
export class ResumableUploadRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
  /** The shape `@tus/server` answers for an error thrown by a hook. */
  get tus() {
    return { status_code: this.status, body: this.message };
  }
}

/** The file's name as the browser gave it, quoted for messages (“IMG_0001.jpg”), or “The photo”. */
function quotedFileName(name: string | null | undefined) {
  const clean = (name ?? "")
    .replace(/[\r\n"“”]/g, "")
    .trim()
    .slice(0, 120);
  return clean ? `“${clean}”` : "The photo";
}

/** Reads the `filename` entry of an Upload-Metadata header (base64 values, tus 1.0). */
function fileNameOfMetadata(header: string | undefined): string {
  for (const pair of (header ?? "").split(",")) {
    const [key, value] = pair.trim().split(" ");
    if (key === "filename" && value) return Buffer.from(value, "base64").toString("utf8");
  }
  return "";
}

/**
 * Refuses a request to start an upload before `@tus/server` reads it, with a message: a declared
 * length is required (deferring it is not offered: docs/api/conventions.md#resumable-uploads), at
 * most the per-file limit. The quota is checked as the upload is created (`recordNewUpload`).
 */
export function checkNewUploadRequest(headers: {
  length: string | undefined;
  deferLength: string | undefined;
  metadata: string | undefined;
}) {
  if (headers.deferLength !== undefined) {
    throw new ResumableUploadRefusal(
      400,
      "Upload-Defer-Length is not supported: send Upload-Length (the size of the photo).",
    );
  }
  const length = headers.length && /^\d+$/.test(headers.length) ? Number(headers.length) : null;
  checkDeclaredLength(length, fileNameOfMetadata(headers.metadata));
}

function checkDeclaredLength(
  length: number | null | undefined,
  fileName: string,
): asserts length is number {
  if (length == null || !Number.isSafeInteger(length) || length < 0) {
    throw new ResumableUploadRefusal(400, "Upload-Length is required (the size of the photo).");
  }
  if (length > MAX_UPLOAD_BYTES) {
    throw new ResumableUploadRefusal(
      413,
      `${quotedFileName(fileName)} is larger than ${MAX_UPLOAD_MB} MB. ${FILE_TOO_LARGE_MESSAGE}`,
    );
  }
}

/** How many bytes of an upload are on disk (none once it is checked: its partial file is gone). */
async function partialBytes(id: string): Promise<number> {
  try {
    return (await fs.stat(path.join(partialUploadsDir(), id))).size;
  } catch {
    return 0;
  }
}

/**
 * What an account has waiting: how many uploads, and their bytes, each upload counted as the
 * larger of its declared length and what is on disk, so bytes no declared length accounts for
 * count too.
 */
async function pendingUploadTotals(adminId: string) {
  const uploads = pendingUploadsOf(adminId);
  const sizes = await Promise.all(
    uploads.map(async (upload) => Math.max(upload.size, await partialBytes(upload.id))),
  );
  return { count: uploads.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

/** Refuses a new upload of `length` bytes that would take the account past its quota. */
async function checkUploadQuota(adminId: string, length: number) {
  const pending = await pendingUploadTotals(adminId);
  if (
    pending.count + 1 > MAX_PENDING_UPLOADS ||
    pending.bytes + length > MAX_PENDING_UPLOAD_BYTES
  ) {
    throw new ResumableUploadRefusal(403, PENDING_UPLOAD_QUOTA_MESSAGE);
  }
}

/**
 * Runs an account's tasks one after another, in memory: the site is one process
 * (docs/decisions/002-one-express-process.md).
 */
const accountQueues = new Map<string, Promise<unknown>>();
function oneAtATime<T>(adminId: string, task: () => Promise<T>): Promise<T> {
  const run = (accountQueues.get(adminId) ?? Promise.resolve()).catch(() => {}).then(task);
  accountQueues.set(adminId, run);
  void run
    .finally(() => {
      if (accountQueues.get(adminId) === run) accountQueues.delete(adminId);
    })
    .catch(() => {});
  return run;
}

/**
 * Every upload `@tus/server` creates, whatever the request, passes here before a byte is stored:
 * its length and the account's quota are checked and it is recorded, one upload of an account at
 * a time, so two requests at once cannot both take the last place.
 */
function recordNewUpload(adminId: string, upload: Upload) {
  const fileName = upload.metadata?.filename ?? "";
  return oneAtATime(adminId, async () => {
    checkDeclaredLength(upload.size, fileName);
    await checkUploadQuota(adminId, upload.size);
    const createdAt = now();
    addResumableUpload({
      id: upload.id,
      adminId,
      fileName,
      size: upload.size,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + PENDING_UPLOAD_LIFETIME_MS),
    });
  });
}

/**
 * What the HTTP layer established about a request before passing it on: the account, and the
 * upload it addresses ("" for the collection). `@tus/server` takes the upload id from here, never
 * from its own reading of the URL, so the id checked is the id acted on.
 */
type CheckedRequest = { adminId: string; uploadId: string };
const checkedRequests = new WeakMap<IncomingMessage, CheckedRequest>();

function checkedRequestOf(req: { runtime?: { node?: { req: IncomingMessage } } }) {
  const node = req.runtime?.node?.req;
  const checked = node ? checkedRequests.get(node) : undefined;
  if (!checked) throw new ResumableUploadRefusal(401, "Sign in to upload photos.").tus;
  return checked;
}

/** The clock of creation and expiry. */
const now = () => new Date();

let store: FileStore | null = null;
let server: Server | null = null;

function fileStore(): FileStore {
  if (store) return store;
  store = new FileStore({
    directory: partialUploadsDir(),
    expirationPeriodInMilliseconds: PENDING_UPLOAD_LIFETIME_MS,
  });
  // Every upload declares its length when it starts (docs/api/conventions.md#resumable-uploads): a
  // deferred length is neither advertised nor accepted, on creation or in a later PATCH.
  store.extensions = store.extensions.filter((name) => name !== "creation-defer-length");
  return store;
}

/** A refusal thrown where `@tus/server` answers it itself. */
function asTusError(error: unknown) {
  return error instanceof ResumableUploadRefusal ? error.tus : error;
}

function tusServer(): Server {
  if (server) return server;
  server = new Server({
    path: RESUMABLE_UPLOADS_PATH,
    datastore: fileStore(),
    relativeLocation: true,
    // The length was checked with a message before; this is the protocol's own backstop.
    maxSize: MAX_UPLOAD_BYTES,
    // Same-origin only: the endpoint sends no CORS permission to other sites.
    allowedOrigins: [],
    getFileIdFromRequest: (req) => checkedRequestOf(req as never).uploadId || undefined,
    async onUploadCreate(req, upload) {
      try {
        await recordNewUpload(checkedRequestOf(req as never).adminId, upload);
      } catch (error) {
        throw asTusError(error);
      }
      return {};
    },
    async onUploadFinish(_req, upload) {
      try {
        await finishUpload(upload);
      } catch (error) {
        throw asTusError(error);
      }
      return {};
    },
    onResponseError(_req, error) {
      if (!("status_code" in error)) logger.error({ err: error }, "resumable upload failed");
      return undefined;
    },
  });
  // A client that cancels an upload (DELETE) gets its quota back.
  server.on(EVENTS.POST_TERMINATE, (_req: unknown, _res: unknown, id: string) => {
    removeResumableUpload(id);
  });
  return server;
}

/** Checks of complete uploads under way, by id: a second caller waits for the first. */
const finishing = new Map<string, Promise<void>>();

/**
 * Checks a complete upload once: the last PATCH, a HEAD and start-up may all ask (the check is
 * not finished until the upload's record names its stored image). A refused or failed upload is
 * deleted.
 */
function finishUpload(upload: Upload): Promise<void> {
  let running = finishing.get(upload.id);
  if (!running) {
    running = checkUnlessReady(upload).finally(() => finishing.delete(upload.id));
    finishing.set(upload.id, running);
  }
  return running;
}

async function checkUnlessReady(upload: Upload) {
  const record = getResumableUpload(upload.id);
  if (!record) throw new ResumableUploadRefusal(404, "Upload not found");
  if (record.storedFileName) return;
  try {
    await checkFinishedUpload(upload);
  } catch (error) {
    await discardUpload(upload.id);
    throw error;
  }
}

/**
 * An upload whose bytes are all in but that was never checked (the server stopped during the
 * check, or between the last byte and the check) is checked now. Answers whether the upload is
 * still there, ready or still arriving; false if it was refused and deleted.
 */
export async function finishIfComplete(id: string): Promise<boolean> {
  let upload: Upload;
  try {
    upload = await fileStore().getUpload(id);
  } catch {
    return true; // no partial bytes: nothing to check (the protocol answers for itself)
  }
  if (upload.size === undefined || upload.offset !== upload.size) return true;
  try {
    await finishUpload(upload);
    return true;
  } catch (error) {
    if (error instanceof ResumableUploadRefusal) return false;
    throw error;
  }
}

/** At start-up: checks every upload a stop left complete but unchecked (`finishIfComplete`). */
export async function finishInterruptedUploads(at = now()): Promise<number> {
  let checked = 0;
  for (const id of uncheckedUploadIds(at)) {
    try {
      await finishIfComplete(id);
      if (getResumableUpload(id)?.storedFileName) checked++;
    } catch (error) {
      logger.error({ err: error, id }, "checking an interrupted resumable upload failed");
    }
  }
  return checked;
}

/** The complete file, checked like any upload; a good one becomes a stored image, ready to attach. */
async function checkFinishedUpload(upload: Upload) {
  const name = quotedFileName(upload.metadata?.filename);
  const filePath = path.join(partialUploadsDir(), upload.id);
  const head = Buffer.alloc(16);
  const file = await fs.open(filePath, "r");
  try {
    await file.read(head, 0, head.length, 0);
  } finally {
    await file.close();
  }
  const type = sniffImageType(head);
  if (!type) {
    throw new ResumableUploadRefusal(415, `${name} is not a ${ACCEPTED_IMAGE_LABEL} image.`);
  }
  try {
    const image = await storeImage(filePath, type === "gif");
    markUploadReady(upload.id, image);
  } catch (error) {
    if (error instanceof UploadError) {
      throw new ResumableUploadRefusal(error.status, `${name}: ${error.message}`);
    }
    throw error;
  }
  // The stored image is what counts now; the received bytes are not needed any more.
  await removePartialFiles(upload.id);
}

async function removePartialFiles(id: string) {
  const file = path.join(partialUploadsDir(), id);
  await Promise.all([fs.rm(file, { force: true }), fs.rm(`${file}.json`, { force: true })]);
}

/** Forgets an upload: its record, its partial bytes (not its stored image: see the model). */
export async function discardUpload(id: string) {
  removeResumableUpload(id);
  await removePartialFiles(id);
}

/**
 * Passes a request to `@tus/server`, once the HTTP layer checked the account and the upload it
 * addresses (`uploadId`, "" for the collection).
 */
export function handleResumableUpload(
  req: IncomingMessage,
  res: ServerResponse,
  checked: CheckedRequest,
): Promise<void> {
  checkedRequests.set(req, checked);
  return tusServer().handle(req, res);
}

/**
 * Removes expired uploads with their files, and partial files no record names (left by a
 * crash or a refused upload), and forgets idempotency keys older than a day. Returns how many
 * uploads went.
 */
export async function removeExpiredResumableUploads(at = now()): Promise<number> {
  removeExpiredIdempotencyKeys(at);
  const expired = await removeExpiredUploads(at);
  await Promise.all(expired.map(removePartialFiles));
  const known = resumableUploadIds();
  let entries: string[] = [];
  try {
    entries = await fs.readdir(partialUploadsDir());
  } catch {
    return expired.length;
  }
  const strays = entries.filter((entry) => !known.has(entry.replace(/\.json$/, "")));
  await Promise.all(
    strays.map((entry) => fs.rm(path.join(partialUploadsDir(), entry), { force: true })),
  );
  return expired.length;
}

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
let cleanupTimer: NodeJS.Timeout | null = null;

/** Removes expired uploads now (start-up) and then every hour. */
export function startResumableUploadCleanup() {
  const run = () =>
    removeExpiredResumableUploads().then(
      (count) => count && logger.info({ count }, "removed expired resumable uploads"),
      (error) => logger.error({ err: error }, "removing expired resumable uploads failed"),
    );
  void run();
  cleanupTimer ??= setInterval(run, CLEANUP_INTERVAL_MS);
  cleanupTimer.unref();
}

export function stopResumableUploadCleanup() {
  if (cleanupTimer) clearInterval(cleanupTimer);
  cleanupTimer = null;
}
