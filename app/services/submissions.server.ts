/**
 * One place that turns a submitted form (admin page or /api call) into a
 * saved record: read the body as a stream, validate it with the entity's
 * schema (app/schemas/, through Conform's parseWithZod), store the images,
 * then write. Both the admin actions and the /api resource routes call
 * these, so they cannot drift apart.
 */
import { parseWithZod, type SubmissionResult as FormReply } from "@conform-to/zod/v4";
import { z } from "zod";
import type { $ZodType } from "zod/v4/core";
import { PHOTO_TAMIL_KEYS, submittedSlug, withDetails } from "~/schemas/common";
import { mergeTamil, sentTamil, type TamilTexts } from "~/i18n/tamil-texts";
import { receiveForm, type ReceivedForm, type StagedFile } from "~/media/receive-upload.server";
import { storeStagedImages, type StoredImage } from "~/media/storage.server";
import { UploadError } from "~/media/upload-errors.server";
import type { PhotoDetail } from "~/media/images.server";
import { EditConflict, type SaveBasis } from "~/models/save-versions.server";
import {
  EDITED_VERSION_FIELD,
  editConflictMessage,
  savedVersionsNamed,
  versionOf,
} from "~/content/edit-versions";
import { TEXT_LIMITS } from "~/utils/limits";
import { recordActivity } from "~/models/activity.server";
import { logger } from "~/utils/logger.server";
import { mailClientAboutUpdate } from "./client-update-mail.server";
import { actorOf } from "~/utils/request-client.server";
import {
  formatPublishTime,
  publishedAtFor,
  publishStateOf,
  type PublishState,
} from "~/content/publish-state";
import { CONTENT_KINDS, KINDS, type ContentKind } from "~/kinds/registry";
import {
  KIND_SAVES,
  type KindSave,
  type RecordInput,
  type SavedFiles,
  type SavedItem,
} from "~/kinds/registry.server";
import {
  attachNamedUploads,
  forgetLostUploads,
  saveOncePerIdempotencyKey,
  releaseNamedUploads,
  useUpNamedUploads,
} from "./saved-uploads.server";

export type { FormReply };

export type SubmissionFailure = {
  ok: false;
  /** 200: an unsaved rearrangement of the form (see arranged); 409: based on an older version. */
  status: 200 | 400 | 404 | 409 | 413 | 415 | 500 | 507;
  message: string;
  /** Conform's answer for the form: the errors by field and what was typed. */
  reply: FormReply;
  /** With a 409: the record's version now, which a save made again is based on. */
  version?: string;
};
export type SubmissionResult<T> = { ok: true; value: T } | SubmissionFailure;

const FILE_FIELDS = ["coverImage", "gallery", "images"];

/** A refusal with no parsed form behind it (the body could not be read, or the record is gone). */
export function formLevelFailure(
  status: SubmissionFailure["status"],
  message: string,
): SubmissionFailure {
  return { ok: false, status, message, reply: { status: "error", error: { "": [message] } } };
}

/** What every parsed submission offers, whatever its schema. */
type Parsed = {
  reply: (options?: { formErrors?: string[]; hideFields?: string[] }) => FormReply;
};

/** Refuses a parsed form: the first message leads, everything typed goes back. */
function refused(
  submission: Parsed,
  status: SubmissionFailure["status"] = 400,
  message?: string,
): SubmissionFailure {
  const reply = submission.reply({
    hideFields: FILE_FIELDS,
    ...(message ? { formErrors: [message] } : {}),
  });
  const first = Object.values(reply.error ?? {})
    .flat()
    .find((text): text is string => typeof text === "string");
  return { ok: false, status, message: message ?? first ?? "Invalid input", reply };
}

/**
 * Move up / Move down without JavaScript (docs/decisions/027-photo-order-covers-captions.md):
 * Conform's reorder intent comes back as the changed form, everything typed
 * kept and nothing saved. Null for a real save.
 */
function arranged(submission: Parsed & { status?: string }): SubmissionFailure | null {
  if (submission.status !== undefined) return null;
  return {
    ok: false,
    status: 200,
    message: "",
    reply: submission.reply({ hideFields: FILE_FIELDS }),
  };
}

/** Each kind's not-found message (app/kinds/registry.ts), which the /api routes answer too. */
const NOT_FOUND = Object.fromEntries(
  CONTENT_KINDS.map((kind) => [kind, KINDS[kind].notFound]),
) as Record<ContentKind, string>;

/** The save a form is for: its kind, the edited item (none for a new one), how to load an item. */
type SaveTarget<T> = { kind: ContentKind; id?: string; load: (id: string) => T | null };

/**
 * Receives the body, runs `handle` and makes sure staged uploads never
 * outlive the request, whatever the outcome. Photos the form names by upload id join its files
 * (saved-uploads.server.ts); a save sent again with the same idempotency key answers with the
 * item the first one gave, without saving again.
 */
async function receiveFormAndSaveOnce<T extends { id: string }>(
  request: Request,
  fileFields: string[],
  target: SaveTarget<T>,
  handle: (received: ReceivedForm) => Promise<SubmissionResult<T>>,
): Promise<SubmissionResult<T>> {
  let received: ReceivedForm;
  try {
    received = await receiveForm(request, fileFields);
  } catch (error) {
    if (error instanceof UploadError) {
      // The admin forms name the refused file; /api/* answers as documented (docs/api/README.md).
      const forForm = !new URL(request.url).pathname.startsWith("/api/");
      return formLevelFailure(error.status, (forForm && error.messageNamingFile) || error.message);
    }
    throw error;
  }
  const { form } = received;
  // An edit is repeated only when sent from the same version (a later save from the same page is new).
  const basedOn = form.get(EDITED_VERSION_FIELD);
  const scope = target.id
    ? `${target.kind}:${target.id}:${typeof basedOn === "string" ? basedOn : ""}`
    : `${target.kind}:new`;
  try {
    return await saveOncePerIdempotencyKey<SubmissionResult<T>>(
      request,
      form,
      scope,
      async () => {
        const named = attachNamedUploads(request, received, fileFields);
        if (!named.ok) return namedUploadRefused(form, named.field, named.message);
        try {
          const result = await handle(received);
          if (result.ok) useUpNamedUploads(named.ids);
          else await forgetLostUploads(received, named.ids);
          return result;
        } finally {
          releaseNamedUploads(named.ids);
        }
      },
      (result) => (result.ok ? result.value.id : null),
      (itemId) => {
        const item = target.load(itemId);
        return item ? { ok: true, value: item } : formLevelFailure(404, NOT_FOUND[target.kind]);
      },
    );
  } finally {
    await received.discard();
  }
}

/** A save naming an upload that cannot be used: the message beside the photo field, everything typed kept. */
function namedUploadRefused(form: FormData, field: string, message: string): SubmissionFailure {
  const submission = parseWithZod(form, { schema: z.object({}).loose() });
  const reply = submission.reply({ hideFields: FILE_FIELDS, fieldErrors: { [field]: [message] } });
  return { ok: false, status: 400, message, reply };
}

/**
 * Stores the staged files, in order; photos named by upload id are stored already. A file that
 * fails to decode refuses the form with what was typed.
 */
async function storeStagedImagesInOrder(submission: Parsed, staged: StagedFile[]) {
  try {
    const fresh = await storeStagedImages(staged.filter((file) => !file.stored));
    const stored: StoredImage[] = [];
    for (const file of staged) {
      stored.push(file.stored ? { ...file.stored, field: file.field } : fresh.shift()!);
    }
    return { ok: true as const, stored };
  } catch (error) {
    if (error instanceof UploadError) {
      return { ok: false as const, failure: refused(submission, error.status, error.message) };
    }
    throw error;
  }
}

/**
 * What a save stores besides its images: the typed fields, the slug asked
 * for (submittedSlug), the publish time asked for (publishedAtFor;
 * `current` is the stored one, none for a new item) and the Tamil texts,
 * the sent ones over the stored ones (`tamil`: the keys of the type and the
 * item's stored texts; docs/decisions/051-tamil-texts-in-the-editors.md).
 */
function fieldsToStore<
  T extends { slug?: string; status?: PublishState; publishAt?: string; ta?: TamilTexts },
>(
  request: Request,
  form: FormData,
  value: T,
  tamil: { keys: readonly string[]; stored?: TamilTexts | null },
  current?: string | null,
): RecordInput<T> {
  const { status, publishAt, ta, ...fields } = value;
  return {
    ...fields,
    ta: mergeTamil(tamil.stored, sentTamil(form, "ta", tamil.keys, ta)),
    // Kept with the version (docs/product/admin-forms.md#history).
    savedBy: actorOf(request)?.email ?? "",
    slug: submittedSlug(form, fields.slug),
    publishedAt: publishedAtFor({ status, publishAt }, current),
  } as RecordInput<T>;
}

/**
 * API clients written before photo details send `alt:<file name>` fields
 * (docs/api/content.md#alt-texts). They still set alt texts: when a save lists no
 * `photos[i]`, those fields become photo details in the record's current
 * order, so nothing moves and captions stay as they are.
 */
function photoDetailsOf(
  form: FormData,
  photos: PhotoDetail[],
  currentOrder: string[],
): PhotoDetail[] {
  if (photos.length) {
    // Only the Tamil texts a photo's fields sent change (an older client sends none).
    return photos.map((photo, index) => ({
      ...photo,
      ta: sentTamil(form, `photos[${index}].ta`, PHOTO_TAMIL_KEYS, photo.ta),
    }));
  }
  const alts = new Map<string, string>();
  for (const [key, value] of form) {
    if (key.startsWith("alt:") && typeof value === "string") {
      alts.set(key.slice(4), value.trim().slice(0, TEXT_LIMITS.alt));
    }
  }
  return currentOrder
    .filter((name) => alts.has(name))
    .map((name) => ({ name, alt: alts.get(name) }));
}

/**
 * What a save was based on (docs/api/conventions.md#edit-conflicts, savedVersionsNamed) and the
 * saved photos the form showed.
 */
function saveBasis(request: Request, form: FormData, photos: PhotoDetail[]): SaveBasis {
  return {
    basedOn: savedVersionsNamed(request, form),
    known: photos.length ? photos.map((photo) => photo.name) : undefined,
  };
}

/** A save based on an older version: everything typed comes back, with the newer version. */
function conflicted(submission: Parsed, kind: ContentKind, savedAt: string): SubmissionFailure {
  return { ...refused(submission, 409, editConflictMessage(kind, savedAt)), version: savedAt };
}

/**
 * Runs an update: refuses at once a save based on an older version than
 * `existing` (before its files are stored), and again if another save
 * commits first (the model checks inside its transaction, and the files
 * this save stored are deleted).
 */
async function saveUnlessConflicting<T>(
  submission: Parsed,
  kind: ContentKind,
  basis: SaveBasis,
  existing: { updatedAt: string | null; createdAt: string },
  save: () => Promise<SubmissionResult<T>>,
): Promise<SubmissionResult<T>> {
  const current = versionOf(existing);
  if (basis.basedOn && !basis.basedOn.includes(current)) {
    return conflicted(submission, kind, current);
  }
  try {
    return await save();
  } catch (error) {
    if (error instanceof EditConflict) return conflicted(submission, kind, error.savedAt);
    throw error;
  }
}

function stagedOf(staged: StagedFile[], field: string) {
  return staged.filter((file) => file.field === field);
}

const PUBLISH_ACTIONS = {
  published: "published",
  draft: "unpublished",
  scheduled: "scheduled",
} as const;

/**
 * The audit log of a save (docs/product/admin.md#activity): "created" or "saved", then the change
 * of publish state if there was one (a new item counts as coming from a draft). A new time for an
 * item that stays scheduled is a change too. No record (deleted meanwhile): the 404 of its kind.
 */
function recordSaveActivity<T extends { id: string; title: string; publishedAt: string | null }>(
  request: Request,
  kind: ContentKind,
  saved: T | null,
  before?: { publishedAt: string | null },
): SubmissionResult<T> {
  if (!saved) return formLevelFailure(404, NOT_FOUND[kind]);
  const subject = { kind, id: saved.id, label: saved.title };
  recordActivity({ action: before ? "saved" : "created", subject, request });
  const from = before?.publishedAt ?? null;
  const state = publishStateOf(saved.publishedAt);
  if (publishStateOf(from) !== state || (state === "scheduled" && from !== saved.publishedAt)) {
    const detail = state === "scheduled" ? `for ${formatPublishTime(saved.publishedAt!)}` : "";
    recordActivity({ action: PUBLISH_ACTIONS[state], subject, request, detail });
  }
  return { ok: true, value: saved };
}

/** The parsed form's photo details for the files of `field` (`<field>Details`, in order). */
function detailsOf(value: unknown, field: string) {
  return (value as Record<string, Parameters<typeof withDetails>[1]>)[`${field}Details`];
}

/**
 * Stores the files of a save in the order the kind lists its file fields, and hands them back by
 * field with the details the form sent for each. A file that fails to decode refuses the form.
 */
async function storeByField(
  submission: Parsed & { value?: unknown },
  files: KindSave<{ id: string }, $ZodType, $ZodType, never>["files"],
  staged: StagedFile[],
): Promise<{ ok: true; files: SavedFiles } | { ok: false; failure: SubmissionFailure }> {
  const taken = files.map(({ field, most }) => stagedOf(staged, field).slice(0, most));
  const saved = await storeStagedImagesInOrder(submission, taken.flat());
  if (!saved.ok) return saved;
  const byField: SavedFiles = {};
  let next = 0;
  files.forEach(({ field }, index) => {
    const stored = saved.stored.slice(next, (next += taken[index].length));
    byField[field] = withDetails(stored, detailsOf(submission.value, field));
  });
  return { ok: true, files: byField };
}

/** A kind's save, with its types loosened for the one pipeline that runs every kind's. */
type AnySave<Item extends { id: string }> = KindSave<Item, $ZodType, $ZodType, never>;

function saveOf<K extends ContentKind>(kind: K) {
  return KIND_SAVES[kind] as unknown as AnySave<SavedItem<K>>;
}

/**
 * A new item of any kind (admin form and `POST /api/...`): the kind's schema, its photos stored
 * in its order, its model's create, the audit log. `parentId`: for a kind that belongs to
 * another (app/kinds/registry.ts `parent`), the parent the address names, over any the form sent.
 */
export function submitNew<K extends ContentKind>(
  request: Request,
  kind: K,
  parentId?: string,
): Promise<SubmissionResult<SavedItem<K>>> {
  const save = saveOf(kind);
  const target = { kind, load: save.load };
  const parentField = KINDS[kind].parent?.field;
  return receiveFormAndSaveOnce(request, fileFieldsOf(save), target, async ({ form, staged }) => {
    if (parentField && parentId !== undefined) form.set(parentField, parentId);
    const submission = parseWithZod(form, { schema: save.newSchema });
    if (submission.status !== "success") return refused(submission);
    const stored = await storeByField(submission, save.files, staged);
    if (!stored.ok) return stored.failure;
    const fields = save.ownFields(submission.value as never, form);
    const item = await save.create(
      fieldsToStore(request, form, fields, { keys: save.tamilKeys }),
      stored.files,
      submission.value,
    );
    return runAfterSaveWork(kind, recordSaveActivity(request, kind, item));
  });
}

/**
 * A save of an existing item of any kind (admin form and `PUT /api/...`): refused when the item is
 * gone or the save is based on an older version (docs/api/conventions.md#edit-conflicts), a
 * rearranged form answered unsaved, else its photos stored and its model's update called.
 */
export function submitUpdate<K extends ContentKind>(
  request: Request,
  kind: K,
  id: string,
): Promise<SubmissionResult<SavedItem<K>>> {
  const save = saveOf(kind);
  const target = { kind, id, load: save.load };
  return receiveFormAndSaveOnce(request, fileFieldsOf(save), target, async ({ form, staged }) => {
    const existing = save.load(id);
    const submission = parseWithZod(form, { schema: save.updateSchema(existing) });
    if (!existing) return refused(submission, 404, NOT_FOUND[kind]);
    if (submission.status !== "success") return arranged(submission) ?? refused(submission);
    const value = submission.value as never;
    const { photos = [] } = submission.value as { photos?: PhotoDetail[] };
    const basis = saveBasis(request, form, photos);
    return saveUnlessConflicting(submission, kind, basis, existing, async () => {
      const stored = await storeByField(submission, save.files, staged);
      if (!stored.ok) return stored.failure;
      const tamil = { keys: save.tamilKeys, stored: existing.ta };
      const updated = await save.update(
        id,
        fieldsToStore(request, form, save.ownFields(value, form), tamil, existing.publishedAt),
        value,
        {
          files: stored.files,
          photos: photoDetailsOf(form, photos, save.savedPhotos(existing)),
          basis,
        },
      );
      return runAfterSaveWork(kind, recordSaveActivity(request, kind, updated, existing));
    });
  });
}

/**
 * What follows a stored save of a kind, beside its descriptor (app/kinds/ sits below the services
 * these call): a private project's client hears of each progress update once, at the first save
 * that publishes it.
 */
const AFTER_SAVE_WORK: { [K in ContentKind]?: (item: SavedItem<K>) => void } = {
  progress: mailClientAboutUpdate,
};

/**
 * Runs the kind's after-save work on a stored save (a progress update mails a private project's
 * client, AFTER_SAVE_WORK); a failure there never fails the save.
 */
function runAfterSaveWork<K extends ContentKind, T>(kind: K, result: SubmissionResult<T>) {
  const after = AFTER_SAVE_WORK[kind] as ((item: T) => void) | undefined;
  if (result.ok && after) {
    try {
      after(result.value);
    } catch (error) {
      logger.error({ err: error }, "after a save");
    }
  }
  return result;
}

function fileFieldsOf(save: { files: readonly { field: string }[] }) {
  return save.files.map((file) => file.field);
}

export { NOT_FOUND };
