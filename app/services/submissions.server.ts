/**
 * One place that turns a submitted form (admin page or /api call) into a
 * saved record: read the body as a stream, validate it with the entity's
 * schema (app/schemas/, through Conform's parseWithZod), store the images,
 * then write. Both the admin actions and the /api resource routes call
 * these, so they cannot drift apart.
 */
import { parseWithZod, type SubmissionResult as FormReply } from "@conform-to/zod/v4";
import { z } from "zod";
import { BLOG_TAMIL_KEYS, BlogUpdateSchema, NewBlogSchema } from "~/schemas/blog";
import { PHOTO_TAMIL_KEYS, submittedSlug, withDetails } from "~/schemas/common";
import { GALLERY_TAMIL_KEYS, galleryUpdateSchema, NewGallerySchema } from "~/schemas/gallery";
import { NewProjectSchema, PROJECT_TAMIL_KEYS, ProjectUpdateSchema } from "~/schemas/project";
import { mergeTamil, sentTamil, type TamilTexts } from "~/i18n/tamil-texts";
import { receiveForm, type ReceivedForm, type StagedFile } from "~/media/receive-upload.server";
import { storeStagedImages, type StoredImage } from "~/media/storage.server";
import { UploadError } from "~/media/upload-errors.server";
import { createBlog, getBlog, updateBlog, type Blog } from "~/models/blog.server";
import { createGallery, getGallery, updateGallery, type Gallery } from "~/models/gallery.server";
import { createProject, getProject, updateProject, type Project } from "~/models/project.server";
import type { PhotoDetail } from "~/media/images.server";
import { EditConflict, type SaveBasis } from "~/models/save-versions.server";
import { EDITED_VERSION_FIELD, editConflictMessage, versionOf } from "~/content/edit-versions";
import { TEXT_LIMITS } from "~/utils/limits";
import { recordActivity } from "~/models/activity.server";
import { actorOf } from "~/utils/request-client.server";
import {
  formatPublishTime,
  publishedAtFor,
  publishStateOf,
  type PublishState,
} from "~/content/publish-state";
import { CONTENT_KINDS, KINDS, type ContentKind } from "~/kinds/registry";
import {
  attachNamedUploads,
  forgetLostUploads,
  oncePerKey,
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
async function withForm<T extends { id: string }>(
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
      // The admin forms name the refused file; /api/* answers as documented (docs/api.md).
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
    return await oncePerKey<SubmissionResult<T>>(
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
async function store(submission: Parsed, staged: StagedFile[]) {
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
function recordFields<
  T extends { slug?: string; status?: PublishState; publishAt?: string; ta?: TamilTexts },
>(
  request: Request,
  form: FormData,
  value: T,
  tamil: { keys: readonly string[]; stored?: TamilTexts | null },
  current?: string | null,
) {
  const { status, publishAt, ta, ...fields } = value;
  return {
    ...fields,
    ta: mergeTamil(tamil.stored, sentTamil(form, "ta", tamil.keys, ta)),
    // Kept with the version (docs/product.md#history).
    savedBy: actorOf(request)?.email ?? "",
    slug: submittedSlug(form, fields.slug),
    publishedAt: publishedAtFor({ status, publishAt }, current),
  };
}

/**
 * API clients written before photo details send `alt:<file name>` fields
 * (docs/api.md#alt-texts). They still set alt texts: when a save lists no
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
 * What a save was based on (docs/api.md#edit-conflicts): the versions an
 * `If-Match` header names (`*`: any), else the form's `updatedAt` field;
 * none for a client that sends neither, which saves as it always did.
 * `photos` are the saved photos the form showed.
 */
function saveBasis(request: Request, form: FormData, photos: PhotoDetail[]): SaveBasis {
  const header = request.headers.get("If-Match");
  const tags = (header ?? "")
    .split(",")
    .map((tag) =>
      tag
        .trim()
        .replace(/^W\//, "")
        .replace(/^"(.*)"$/, "$1"),
    )
    .filter(Boolean);
  const field = form.get(EDITED_VERSION_FIELD);
  const basedOn = tags.includes("*")
    ? undefined
    : tags.length
      ? tags
      : typeof field === "string" && field.trim()
        ? [field.trim()]
        : undefined;
  return { basedOn, known: photos.length ? photos.map((photo) => photo.name) : undefined };
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

function fileNamesOf(images: ({ fileName: string } | null | undefined)[]) {
  return images.flatMap((image) => (image ? [image.fileName] : []));
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
 * The audit log of a save (docs/product.md#activity): "created" or "saved", then the change of
 * publish state if there was one (a new item counts as coming from a draft). A new time for an
 * item that stays scheduled is a change too. No record (deleted meanwhile): the 404 of its kind.
 */
function recorded<T extends { id: string; title: string; publishedAt: string | null }>(
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

export function submitNewProject(request: Request): Promise<SubmissionResult<Project>> {
  const target = { kind: "project" as const, load: getProject };
  return withForm(request, ["coverImage", "gallery"], target, async ({ form, staged }) => {
    const submission = parseWithZod(form, { schema: NewProjectSchema });
    if (submission.status !== "success") return refused(submission);
    const {
      coverImage: _cover,
      gallery: _gallery,
      coverImageDetails,
      galleryDetails,
      ...fields
    } = submission.value;
    const files = [stagedOf(staged, "coverImage")[0], ...stagedOf(staged, "gallery")];
    const saved = await store(submission, files);
    if (!saved.ok) return saved.failure;
    const [cover, ...gallery] = saved.stored;
    const tamil = { keys: PROJECT_TAMIL_KEYS };
    const project = await createProject(recordFields(request, form, fields, tamil), {
      cover: withDetails([cover], coverImageDetails)[0],
      gallery: withDetails(gallery, galleryDetails),
    });
    return recorded(request, "project", project);
  });
}

export function submitProjectUpdate(
  request: Request,
  id: string,
): Promise<SubmissionResult<Project>> {
  const target = { kind: "project" as const, id, load: getProject };
  return withForm(request, ["coverImage", "gallery"], target, async ({ form, staged }) => {
    const submission = parseWithZod(form, { schema: ProjectUpdateSchema });
    const existing = getProject(id);
    if (!existing) return refused(submission, 404, NOT_FOUND.project);
    if (submission.status !== "success") return arranged(submission) ?? refused(submission);
    const {
      coverImage: _cover,
      gallery: _gallery,
      coverImageDetails,
      galleryDetails,
      removeCoverImage,
      keepGalleryImages,
      photos,
      cover: chosenCover,
      ...fields
    } = submission.value;
    const basis = saveBasis(request, form, photos);
    return saveUnlessConflicting(submission, "project", basis, existing, async () => {
      const cover = stagedOf(staged, "coverImage").slice(0, 1);
      const saved = await store(submission, [...cover, ...stagedOf(staged, "gallery")]);
      if (!saved.ok) return saved.failure;
      const newCover = cover.length ? saved.stored[0] : null;
      const updated = await updateProject(
        id,
        recordFields(
          request,
          form,
          fields,
          { keys: PROJECT_TAMIL_KEYS, stored: existing.ta },
          existing.publishedAt,
        ),
        {
          ...basis,
          removeCoverImage,
          keepGalleryImages,
          newCover: newCover ? withDetails([newCover], coverImageDetails)[0] : null,
          newGallery: withDetails(newCover ? saved.stored.slice(1) : saved.stored, galleryDetails),
          photos: photoDetailsOf(form, photos, fileNamesOf([existing.cover, ...existing.gallery])),
          cover: chosenCover,
        },
      );
      return recorded(request, "project", updated, existing);
    });
  });
}

export function submitNewBlog(request: Request): Promise<SubmissionResult<Blog>> {
  const target = { kind: "blog" as const, load: getBlog };
  return withForm(request, ["images"], target, async ({ form, staged }) => {
    const submission = parseWithZod(form, { schema: NewBlogSchema });
    if (submission.status !== "success") return refused(submission);
    const { images: _images, imagesDetails, ...fields } = submission.value;
    const saved = await store(submission, staged);
    if (!saved.ok) return saved.failure;
    const blog = await createBlog(
      recordFields(request, form, fields, { keys: BLOG_TAMIL_KEYS }),
      withDetails(saved.stored, imagesDetails),
    );
    return recorded(request, "blog", blog);
  });
}

export function submitBlogUpdate(request: Request, id: string): Promise<SubmissionResult<Blog>> {
  const target = { kind: "blog" as const, id, load: getBlog };
  return withForm(request, ["images"], target, async ({ form, staged }) => {
    const submission = parseWithZod(form, { schema: BlogUpdateSchema });
    const existing = getBlog(id);
    if (!existing) return refused(submission, 404, NOT_FOUND.blog);
    if (submission.status !== "success") return arranged(submission) ?? refused(submission);
    const {
      images: _images,
      imagesDetails,
      keepImages,
      photos,
      cover,
      ...fields
    } = submission.value;
    const basis = saveBasis(request, form, photos);
    return saveUnlessConflicting(submission, "blog", basis, existing, async () => {
      const saved = await store(submission, staged);
      if (!saved.ok) return saved.failure;
      const updated = await updateBlog(
        id,
        recordFields(
          request,
          form,
          fields,
          { keys: BLOG_TAMIL_KEYS, stored: existing.ta },
          existing.publishedAt,
        ),
        {
          ...basis,
          keepImages,
          newImages: withDetails(saved.stored, imagesDetails),
          photos: photoDetailsOf(form, photos, fileNamesOf(existing.images)),
          cover,
        },
      );
      return recorded(request, "blog", updated, existing);
    });
  });
}

export function submitNewGallery(request: Request): Promise<SubmissionResult<Gallery>> {
  const target = { kind: "gallery" as const, load: getGallery };
  return withForm(request, ["gallery"], target, async ({ form, staged }) => {
    const submission = parseWithZod(form, { schema: NewGallerySchema });
    if (submission.status !== "success") return refused(submission);
    const { gallery: _gallery, galleryDetails, ...fields } = submission.value;
    const saved = await store(submission, staged);
    if (!saved.ok) return saved.failure;
    const gallery = await createGallery(
      recordFields(request, form, fields, { keys: GALLERY_TAMIL_KEYS }),
      withDetails(saved.stored, galleryDetails),
    );
    return recorded(request, "gallery", gallery);
  });
}

export function submitGalleryUpdate(
  request: Request,
  id: string,
): Promise<SubmissionResult<Gallery>> {
  const target = { kind: "gallery" as const, id, load: getGallery };
  return withForm(request, ["gallery"], target, async ({ form, staged }) => {
    const existing = getGallery(id);
    const schema = galleryUpdateSchema(fileNamesOf(existing?.images ?? []));
    const submission = parseWithZod(form, { schema });
    if (!existing) return refused(submission, 404, NOT_FOUND.gallery);
    if (submission.status !== "success") return arranged(submission) ?? refused(submission);
    const {
      gallery: _gallery,
      galleryDetails,
      removeImages,
      photos,
      cover,
      ...fields
    } = submission.value;
    const { basedOn } = saveBasis(request, form, photos);
    return saveUnlessConflicting(submission, "gallery", { basedOn }, existing, async () => {
      const saved = await store(submission, staged);
      if (!saved.ok) return saved.failure;
      const updated = await updateGallery(
        id,
        recordFields(
          request,
          form,
          fields,
          { keys: GALLERY_TAMIL_KEYS, stored: existing.ta },
          existing.publishedAt,
        ),
        {
          basedOn,
          removeImages,
          newImages: withDetails(saved.stored, galleryDetails),
          photos: photoDetailsOf(form, photos, fileNamesOf(existing.images)),
          cover,
        },
      );
      return recorded(request, "gallery", updated, existing);
    });
  });
}

export { NOT_FOUND };
