/**
 * Photos sent one by one over the tus 1.0 protocol (docs/api.md#resumable-uploads,
 * docs/decisions/046-resumable-uploads-and-idempotent-saves.md): `@tus/server` speaks the
 * protocol and `@tus/file-store` keeps the bytes in UPLOADS_DIR/.partial while they arrive; this
 * module adds what the site needs around it. Each upload belongs to the account that started it
 * (the HTTP layer checks that before a request reaches here), and counts against that account's
 * quota until a save uses it or it expires a day after it was started. When the last byte
 * arrives the file is checked like a file part of a form (sniffed, decoded, re-encoded in the
 * encoder child by storage.server.ts); a file that is not an image is refused and deleted.
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
  markUploadReady,
  pendingUploadTotals,
  removeExpiredUploads,
  removeResumableUpload,
  resumableUploadIds,
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
export function quotedFileName(name: string | null | undefined) {
  const clean = (name ?? "")
    .replace(/[\r\n"“”]/g, "")
    .trim()
    .slice(0, 120);
  return clean ? `“${clean}”` : "The photo";
}

/** Reads the `filename` entry of an Upload-Metadata header (base64 values, tus 1.0). */
export function fileNameOfMetadata(header: string | undefined): string {
  for (const pair of (header ?? "").split(",")) {
    const [key, value] = pair.trim().split(" ");
    if (key === "filename" && value) return Buffer.from(value, "base64").toString("utf8");
  }
  return "";
}

/**
 * Refuses a new upload before a byte is stored: a declared length is required, at most the
 * per-file limit, within the account's quota of uploads not yet saved.
 */
export function checkNewUpload(adminId: string, length: number | null, fileName: string) {
  if (length === null || !Number.isSafeInteger(length) || length < 0) {
    throw new ResumableUploadRefusal(400, "Upload-Length is required (the size of the photo).");
  }
  if (length > MAX_UPLOAD_BYTES) {
    throw new ResumableUploadRefusal(
      413,
      `${quotedFileName(fileName)} is larger than ${MAX_UPLOAD_MB} MB. ${FILE_TOO_LARGE_MESSAGE}`,
    );
  }
  const pending = pendingUploadTotals(adminId);
  if (
    pending.count + 1 > MAX_PENDING_UPLOADS ||
    pending.bytes + length > MAX_PENDING_UPLOAD_BYTES
  ) {
    throw new ResumableUploadRefusal(403, PENDING_UPLOAD_QUOTA_MESSAGE);
  }
}

/** Who started the request being handled, set by the HTTP layer for `@tus/server`'s hooks. */
const owners = new WeakMap<IncomingMessage, string>();

function ownerOf(req: { runtime?: { node?: { req: IncomingMessage } } }) {
  const node = req.runtime?.node?.req;
  const owner = node ? owners.get(node) : undefined;
  if (!owner) throw new ResumableUploadRefusal(401, "Sign in to upload photos.").tus;
  return owner;
}

/** The clock of creation and expiry; tests move it. */
let now = () => new Date();
export function setUploadClock(clock: () => Date) {
  now = clock;
}

let store: FileStore | null = null;
let server: Server | null = null;

function tusServer(): Server {
  if (server) return server;
  store = new FileStore({
    directory: partialUploadsDir(),
    expirationPeriodInMilliseconds: PENDING_UPLOAD_LIFETIME_MS,
  });
  const datastore = store;
  server = new Server({
    path: RESUMABLE_UPLOADS_PATH,
    datastore,
    relativeLocation: true,
    // The checks with messages (length, quota) ran before; this is the protocol's own backstop.
    maxSize: MAX_UPLOAD_BYTES,
    // Same-origin only: the endpoint sends no CORS permission to other sites.
    allowedOrigins: [],
    async onUploadCreate(req, upload) {
      const adminId = ownerOf(req as never);
      const createdAt = now();
      addResumableUpload({
        id: upload.id,
        adminId,
        fileName: upload.metadata?.filename ?? "",
        size: upload.size ?? 0,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + PENDING_UPLOAD_LIFETIME_MS),
      });
      return {};
    },
    async onUploadFinish(_req, upload) {
      try {
        await checkFinishedUpload(upload);
      } catch (error) {
        await discardUpload(upload.id);
        if (error instanceof ResumableUploadRefusal) throw error.tus;
        throw error;
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

/** Passes a request of an account to `@tus/server` (the HTTP layer checked the account). */
export function handleResumableUpload(
  req: IncomingMessage,
  res: ServerResponse,
  adminId: string,
): Promise<void> {
  owners.set(req, adminId);
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
