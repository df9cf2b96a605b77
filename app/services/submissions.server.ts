/**
 * One place that turns a submitted form (admin page or /api call) into a
 * saved record: read the body as a stream, validate it with the entity's
 * schema (app/schemas/, through Conform's parseWithZod), store the images,
 * then write. Both the admin actions and the /api resource routes call
 * these, so they cannot drift apart.
 */
import { parseWithZod, type SubmissionResult as FormReply } from "@conform-to/zod/v4";
import { BlogUpdateSchema, NewBlogSchema } from "~/schemas/blog";
import { altTexts, submittedSlug } from "~/schemas/common";
import { galleryUpdateSchema, NewGallerySchema } from "~/schemas/gallery";
import { NewProjectSchema, ProjectUpdateSchema } from "~/schemas/project";
import {
  receiveForm,
  storeStagedImages,
  UploadError,
  type ReceivedForm,
  type StagedFile,
} from "~/utils/uploads.server";
import { createBlog, getBlog, updateBlog, type Blog } from "~/models/blog.server";
import { createGallery, getGallery, updateGallery, type Gallery } from "~/models/gallery.server";
import { createProject, getProject, updateProject, type Project } from "~/models/project.server";

export type { FormReply };

export type SubmissionFailure = {
  ok: false;
  status: 400 | 404 | 413 | 415 | 500 | 507;
  message: string;
  /** Conform's answer for the form: the errors by field and what was typed. */
  reply: FormReply;
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

const NOT_FOUND = {
  project: "Project not found",
  blog: "Blog post not found",
  gallery: "Gallery not found",
};

/**
 * Receives the body, runs `handle` and makes sure staged uploads never
 * outlive the request, whatever the outcome.
 */
async function withForm<T>(
  request: Request,
  fileFields: string[],
  handle: (received: ReceivedForm) => Promise<SubmissionResult<T>>,
): Promise<SubmissionResult<T>> {
  let received: ReceivedForm;
  try {
    received = await receiveForm(request, fileFields);
  } catch (error) {
    if (error instanceof UploadError) return formLevelFailure(error.status, error.message);
    throw error;
  }
  try {
    return await handle(received);
  } finally {
    await received.discard();
  }
}

/** Stores the staged files; a file that fails to decode refuses the form with what was typed. */
async function store(submission: Parsed, staged: StagedFile[]) {
  try {
    return { ok: true as const, stored: await storeStagedImages(staged) };
  } catch (error) {
    if (error instanceof UploadError) {
      return { ok: false as const, failure: refused(submission, error.status, error.message) };
    }
    throw error;
  }
}

function stagedOf(staged: StagedFile[], field: string) {
  return staged.filter((file) => file.field === field);
}

export function submitNewProject(request: Request): Promise<SubmissionResult<Project>> {
  return withForm(request, ["coverImage", "gallery"], async ({ form, staged }) => {
    const submission = parseWithZod(form, { schema: NewProjectSchema });
    if (submission.status !== "success") return refused(submission);
    const { coverImage: _cover, gallery: _gallery, ...fields } = submission.value;
    const files = [stagedOf(staged, "coverImage")[0], ...stagedOf(staged, "gallery")];
    const saved = await store(submission, files);
    if (!saved.ok) return saved.failure;
    const [cover, ...gallery] = saved.stored;
    return {
      ok: true,
      value: await createProject(
        { ...fields, slug: submittedSlug(form, fields.slug) },
        { cover, gallery },
      ),
    };
  });
}

export function submitProjectUpdate(
  request: Request,
  id: string,
): Promise<SubmissionResult<Project>> {
  return withForm(request, ["coverImage", "gallery"], async ({ form, staged }) => {
    const submission = parseWithZod(form, { schema: ProjectUpdateSchema });
    if (!getProject(id)) return refused(submission, 404, NOT_FOUND.project);
    if (submission.status !== "success") return refused(submission);
    const {
      coverImage: _cover,
      gallery: _gallery,
      removeCoverImage,
      keepGalleryImages,
      photos,
      ...fields
    } = submission.value;
    const cover = stagedOf(staged, "coverImage").slice(0, 1);
    const saved = await store(submission, [...cover, ...stagedOf(staged, "gallery")]);
    if (!saved.ok) return saved.failure;
    const newCover = cover.length ? saved.stored[0] : null;
    const updated = await updateProject(
      id,
      { ...fields, slug: submittedSlug(form, fields.slug) },
      {
        removeCoverImage,
        keepGalleryImages,
        newCover,
        newGallery: newCover ? saved.stored.slice(1) : saved.stored,
        alts: altTexts(photos),
      },
    );
    return updated ? { ok: true, value: updated } : formLevelFailure(404, NOT_FOUND.project);
  });
}

export function submitNewBlog(request: Request): Promise<SubmissionResult<Blog>> {
  return withForm(request, ["images"], async ({ form, staged }) => {
    const submission = parseWithZod(form, { schema: NewBlogSchema });
    if (submission.status !== "success") return refused(submission);
    const { images: _images, ...fields } = submission.value;
    const saved = await store(submission, staged);
    if (!saved.ok) return saved.failure;
    return {
      ok: true,
      value: await createBlog({ ...fields, slug: submittedSlug(form, fields.slug) }, saved.stored),
    };
  });
}

export function submitBlogUpdate(request: Request, id: string): Promise<SubmissionResult<Blog>> {
  return withForm(request, ["images"], async ({ form, staged }) => {
    const submission = parseWithZod(form, { schema: BlogUpdateSchema });
    if (!getBlog(id)) return refused(submission, 404, NOT_FOUND.blog);
    if (submission.status !== "success") return refused(submission);
    const { images: _images, keepImages, photos, ...fields } = submission.value;
    const saved = await store(submission, staged);
    if (!saved.ok) return saved.failure;
    const updated = await updateBlog(
      id,
      { ...fields, slug: submittedSlug(form, fields.slug) },
      {
        keepImages,
        newImages: saved.stored,
        alts: altTexts(photos),
      },
    );
    return updated ? { ok: true, value: updated } : formLevelFailure(404, NOT_FOUND.blog);
  });
}

export function submitNewGallery(request: Request): Promise<SubmissionResult<Gallery>> {
  return withForm(request, ["gallery"], async ({ form, staged }) => {
    const submission = parseWithZod(form, { schema: NewGallerySchema });
    if (submission.status !== "success") return refused(submission);
    const { gallery: _gallery, ...fields } = submission.value;
    const saved = await store(submission, staged);
    if (!saved.ok) return saved.failure;
    return {
      ok: true,
      value: await createGallery(
        { ...fields, slug: submittedSlug(form, fields.slug) },
        saved.stored,
      ),
    };
  });
}

export function submitGalleryUpdate(
  request: Request,
  id: string,
): Promise<SubmissionResult<Gallery>> {
  return withForm(request, ["gallery"], async ({ form, staged }) => {
    const existing = getGallery(id);
    const schema = galleryUpdateSchema(existing?.images.length ?? 0);
    const submission = parseWithZod(form, { schema });
    if (!existing) return refused(submission, 404, NOT_FOUND.gallery);
    if (submission.status !== "success") return refused(submission);
    const { gallery: _gallery, photos, ...fields } = submission.value;
    const saved = await store(submission, staged);
    if (!saved.ok) return saved.failure;
    const updated = await updateGallery(
      id,
      { ...fields, slug: submittedSlug(form, fields.slug) },
      saved.stored,
      altTexts(photos),
    );
    return updated ? { ok: true, value: updated } : formLevelFailure(404, NOT_FOUND.gallery);
  });
}

export { NOT_FOUND };
