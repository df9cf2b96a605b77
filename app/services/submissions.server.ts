/**
 * One place that turns a submitted form (admin page or /api call) into a
 * saved record: read the body as a stream, validate with the entity's
 * schema, store the images, then write. Both the admin actions and the
 * /api resource routes call these, so they cannot drift apart.
 */
import type { z } from "zod";
import { readBlogFields } from "~/schemas/blog";
import { altTexts, fieldErrors, fields, type FieldErrors } from "~/schemas/common";
import { NO_IMAGES_MESSAGE, readGalleryFields } from "~/schemas/gallery";
import {
  MISSING_COVER_MESSAGE,
  readProjectFields,
  readProjectImageChanges,
} from "~/schemas/project";
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

export type SubmissionFailure = {
  ok: false;
  status: 400 | 404 | 413 | 415 | 507;
  message: string;
  errors: FieldErrors;
  /** What was typed, so a form can be shown again without losing it. */
  values: Record<string, string>;
};
export type SubmissionResult<T> = { ok: true; value: T } | SubmissionFailure;

const TEXT_FIELDS = ["title", "description", "category", "location", "content", "author", "tags"];

function typedValues(form: FormData | null): Record<string, string> {
  if (!form) return {};
  const values: Record<string, string> = {};
  for (const name of TEXT_FIELDS) {
    const all = fields(form, name);
    if (all.length) values[name] = all.join(", ").slice(0, 60_000);
  }
  return values;
}

function failure(
  status: SubmissionFailure["status"],
  message: string,
  form: FormData | null,
  errors: FieldErrors = {},
): SubmissionFailure {
  return { ok: false, status, message, errors, values: typedValues(form) };
}

function invalid(error: z.ZodError, form: FormData): SubmissionFailure {
  const errors = fieldErrors(error);
  return failure(400, Object.values(errors)[0] ?? "Invalid input", form, errors);
}

/** The submitted alt texts as photo details (in the order the form lists them). */
function altDetails(form: FormData) {
  return Object.entries(altTexts(form)).map(([name, alt]) => ({ name, alt }));
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
    if (error instanceof UploadError) return failure(error.status, error.message, null);
    throw error;
  }
  try {
    return await handle(received);
  } catch (error) {
    if (error instanceof UploadError) return failure(error.status, error.message, received.form);
    throw error;
  } finally {
    await received.discard();
  }
}

function stagedOf(staged: StagedFile[], field: string) {
  return staged.filter((file) => file.field === field);
}

export function submitNewProject(request: Request): Promise<SubmissionResult<Project>> {
  return withForm(request, ["coverImage", "gallery"], async ({ form, staged }) => {
    const parsed = readProjectFields(form);
    if (!parsed.success) return invalid(parsed.error, form);
    const cover = stagedOf(staged, "coverImage");
    if (cover.length === 0) {
      return failure(400, MISSING_COVER_MESSAGE, form, { coverImage: MISSING_COVER_MESSAGE });
    }
    const stored = await storeStagedImages([cover[0], ...stagedOf(staged, "gallery")]);
    const [coverImage, ...gallery] = stored;
    return { ok: true, value: await createProject(parsed.data, { cover: coverImage, gallery }) };
  });
}

export function submitProjectUpdate(
  request: Request,
  id: string,
): Promise<SubmissionResult<Project>> {
  return withForm(request, ["coverImage", "gallery"], async ({ form, staged }) => {
    if (!getProject(id)) return failure(404, NOT_FOUND.project, form);
    const parsed = readProjectFields(form);
    if (!parsed.success) return invalid(parsed.error, form);
    const cover = stagedOf(staged, "coverImage").slice(0, 1);
    const stored = await storeStagedImages([...cover, ...stagedOf(staged, "gallery")]);
    const newCover = cover.length ? stored[0] : null;
    const updated = await updateProject(id, parsed.data, {
      ...readProjectImageChanges(form),
      newCover,
      newGallery: newCover ? stored.slice(1) : stored,
      photos: altDetails(form),
    });
    return updated ? { ok: true, value: updated } : failure(404, NOT_FOUND.project, form);
  });
}

export function submitNewBlog(request: Request): Promise<SubmissionResult<Blog>> {
  return withForm(request, ["images"], async ({ form, staged }) => {
    const parsed = readBlogFields(form);
    if (!parsed.success) return invalid(parsed.error, form);
    const stored = await storeStagedImages(staged);
    return { ok: true, value: await createBlog(parsed.data, stored) };
  });
}

export function submitBlogUpdate(request: Request, id: string): Promise<SubmissionResult<Blog>> {
  return withForm(request, ["images"], async ({ form, staged }) => {
    if (!getBlog(id)) return failure(404, NOT_FOUND.blog, form);
    const parsed = readBlogFields(form);
    if (!parsed.success) return invalid(parsed.error, form);
    const stored = await storeStagedImages(staged);
    const updated = await updateBlog(id, parsed.data, {
      keepImages: fields(form, "keepImages"),
      newImages: stored,
      photos: altDetails(form),
    });
    return updated ? { ok: true, value: updated } : failure(404, NOT_FOUND.blog, form);
  });
}

export function submitNewGallery(request: Request): Promise<SubmissionResult<Gallery>> {
  return withForm(request, ["gallery"], async ({ form, staged }) => {
    const parsed = readGalleryFields(form);
    if (!parsed.success) return invalid(parsed.error, form);
    if (staged.length === 0) {
      return failure(400, NO_IMAGES_MESSAGE, form, { gallery: NO_IMAGES_MESSAGE });
    }
    const stored = await storeStagedImages(staged);
    return { ok: true, value: await createGallery(parsed.data, stored) };
  });
}

export function submitGalleryUpdate(
  request: Request,
  id: string,
): Promise<SubmissionResult<Gallery>> {
  return withForm(request, ["gallery"], async ({ form, staged }) => {
    const existing = getGallery(id);
    if (!existing) return failure(404, NOT_FOUND.gallery, form);
    const parsed = readGalleryFields(form);
    if (!parsed.success) return invalid(parsed.error, form);
    if (staged.length === 0 && existing.images.length === 0) {
      return failure(400, NO_IMAGES_MESSAGE, form, { gallery: NO_IMAGES_MESSAGE });
    }
    const stored = await storeStagedImages(staged);
    const updated = await updateGallery(id, parsed.data, {
      newImages: stored,
      photos: altDetails(form),
    });
    return updated ? { ok: true, value: updated } : failure(404, NOT_FOUND.gallery, form);
  });
}

export { NOT_FOUND };
