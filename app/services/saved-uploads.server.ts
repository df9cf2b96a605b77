/**
 * What a save adds to the received form before it is validated
 * (app/services/submissions.server.ts): the photos it names by upload id instead of sending their
 * bytes, and the idempotency key that makes the same save sent twice answer once
 * (docs/api/conventions.md#resumable-uploads, docs/api/conventions.md#idempotent-saves,
 * docs/decisions/046-resumable-uploads-and-idempotent-saves.md).
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { ReceivedForm } from "~/media/receive-upload.server";
import { uploadsDir } from "~/media/upload-folder.server";
import { IDEMPOTENCY_FIELD, UPLOAD_GONE_MESSAGE, uploadIdField } from "~/media/upload-limits";
import { earlierSaveOf, rememberSave } from "~/models/idempotency-keys.server";
import {
  claimUploads,
  readyUploadsOf,
  removeResumableUpload,
} from "~/models/resumable-uploads.server";
import { actorOf } from "~/utils/request-client.server";
import { RESUMABLE_UPLOADS_PATH } from "./tus-uploads.server";

/** An upload id as sent: the id itself or the upload's URL (absolute or not). */
function uploadIdOf(value: string) {
  const trimmed = value.trim();
  const at = trimmed.lastIndexOf(`${RESUMABLE_UPLOADS_PATH}/`);
  const id = at >= 0 ? trimmed.slice(at + RESUMABLE_UPLOADS_PATH.length + 1) : trimmed;
  return id.replace(/\/+$/, "");
}

type NamedUploads = { ok: true; ids: string[] } | { ok: false; field: string; message: string };

/**
 * Puts the photos named by `<field>Upload` ids into the form as if their bytes had been sent
 * (after the field's own file parts, in the order named): a staged-file marker in the form, an
 * already stored image in `received.staged`. Each id must be a complete, checked upload of the
 * signed-in account that has not expired or been used; otherwise the field gets the message.
 */
export function attachNamedUploads(
  request: Request,
  received: ReceivedForm,
  fileFields: string[],
): NamedUploads {
  const adminId = actorOf(request)?.id;
  const attached: string[] = [];
  for (const field of fileFields) {
    const ids = received.form
      .getAll(uploadIdField(field))
      .filter((value): value is string => typeof value === "string" && value.trim() !== "")
      .map(uploadIdOf);
    if (!ids.length) continue;
    const uploads = adminId ? readyUploadsOf(adminId, ids) : ids.map(() => null);
    const taken = ids.some((id) => attaching.has(id)) || new Set(ids).size !== ids.length;
    if (uploads.includes(null) || taken) {
      return { ok: false, field, message: UPLOAD_GONE_MESSAGE };
    }
    for (const upload of uploads) {
      const ready = upload!;
      received.staged.push({
        field,
        path: "",
        type: "webp",
        stored: { fileName: ready.storedFileName, width: ready.width, height: ready.height },
      });
      received.form.append(field, `staged:${received.staged.length - 1}`);
      attached.push(ready.id);
    }
  }
  for (const id of attached) attaching.add(id);
  return { ok: true, ids: attached };
}

/**
 * Uploads a running save has attached: another save naming one meanwhile is refused, so one
 * stored image never ends up in two items (deleting one would take it from the other).
 */
const attaching = new Set<string>();

/** The save that attached these uploads is over, whatever its outcome. */
export function releaseNamedUploads(ids: string[]) {
  for (const id of ids) attaching.delete(id);
}

/** The named uploads a successful save used are used up. */
export function useUpNamedUploads(ids: string[]) {
  claimUploads(ids);
}

/**
 * After a refused save: an upload whose stored image the refusal removed (a save that lost
 * to another inside its transaction deletes the images it added) is forgotten, so a save naming
 * it again gets the field's message instead of a missing image.
 */
export async function forgetLostUploads(received: ReceivedForm, ids: string[]) {
  const lost = await Promise.all(
    received.staged.map(async (file) => {
      if (!file.stored) return false;
      return fs
        .access(path.join(uploadsDir(), file.stored.fileName))
        .then(() => false)
        .catch(() => true);
    }),
  );
  if (!lost.some(Boolean)) return;
  for (const id of ids) removeResumableUpload(id);
}

/** The save's idempotency key: the `Idempotency-Key` header (API clients) or the form's field. */
function idempotencyKeyOf(request: Request, form: FormData) {
  const header = request.headers.get("Idempotency-Key");
  const field = form.get(IDEMPOTENCY_FIELD);
  const key = (header ?? (typeof field === "string" ? field : "")).trim();
  return key && key.length <= 200 ? key : null;
}

/** Saves with a key still running, so a repeat arriving meanwhile waits for the first. */
const running = new Map<string, Promise<unknown>>();

/**
 * Runs `save` once per key and scope: a repeat of a save that succeeded (within a day) answers
 * `repeat` with the item the first one gave, and a repeat arriving while the first runs waits
 * for it. A refused save is not remembered: sent again, it is tried again.
 */
export async function saveOncePerIdempotencyKey<T extends { ok: boolean }>(
  request: Request,
  form: FormData,
  scope: string,
  save: () => Promise<T>,
  itemIdOf: (result: T) => string | null,
  repeat: (itemId: string) => T,
): Promise<T> {
  const adminId = actorOf(request)?.id;
  const key = idempotencyKeyOf(request, form);
  if (!adminId || !key) return save();
  const slot = `${adminId}\n${key}`;
  while (running.has(slot)) await running.get(slot)!.catch(() => undefined);
  const earlier = earlierSaveOf(adminId, key, scope);
  if (earlier) return repeat(earlier);
  const saving = save();
  running.set(slot, saving);
  try {
    const result = await saving;
    const itemId = itemIdOf(result);
    if (result.ok && itemId) rememberSave(adminId, key, scope, itemId);
    return result;
  } finally {
    running.delete(slot);
  }
}
