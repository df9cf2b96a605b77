/**
 * Saving a section of the public pages (docs/product/content.md#site-content) from the admin
 * editor's form (with its photos) or from `PUT /api/site/{section}` (JSON): both are checked by the
 * section's schema, then by what the schema cannot know (a testimonial's project exists), and saved
 * by the one saveSection.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { receiveForm } from "~/media/receive-upload.server";
import { storeStagedImages } from "~/media/storage.server";
import { UploadError } from "~/media/upload-errors.server";
import { getProject } from "~/models/project.server";
import { EditConflict, saveSection, UnknownPhotoError } from "~/models/site-content.server";
import {
  SITE_SECTION_PHOTO_LISTS,
  SITE_SECTION_SCHEMAS,
  SITE_TEXT_LIMITS,
  type SiteSectionKey,
  type SiteSections,
} from "~/schemas/site-content";
import { formatSaveTime, savedVersionsNamed } from "~/content/edit-versions";
import { formLevelFailure, type SubmissionResult } from "./submissions.server";
import { PREVIEW_INTENT } from "~/content/preview-intent";

type SavedSection = { data: SiteSections[SiteSectionKey]; version: string };
/** The editor's Preview: the checked section, not saved. */
type PreviewedSection = { preview: SiteSections[SiteSectionKey] };

/** The value of the editor's Preview button (`intent`). */

/** The file field of the photo of item `index` of a section's photo list. */
function photoUploadField(list: string, index: number) {
  return `${list}[${index}].upload`;
}

/** The checkbox that removes item `index`'s saved photo. */
function photoRemoveField(list: string, index: number) {
  return `${list}[${index}].removePhoto`;
}

function uploadFields(key: SiteSectionKey): string[] {
  const list = SITE_SECTION_PHOTO_LISTS[key];
  if (!list) return [];
  return Array.from({ length: SITE_TEXT_LIMITS.items }, (_, index) =>
    photoUploadField(list, index),
  );
}

function sectionConflictMessage(savedAt: string) {
  return `Someone else saved this section at ${formatSaveTime(savedAt)}. Your changes are kept below: reload to see theirs, or save again to replace them.`;
}

const PROJECT_NOT_FOUND_MESSAGE = "Choose one of the projects";

/** What the schema cannot check: each testimonial's project still exists. */
function referenceErrors(key: SiteSectionKey, data: SiteSections[SiteSectionKey]) {
  const errors: Record<string, string[]> = {};
  if (key !== "testimonials") return errors;
  (data as SiteSections["testimonials"]).items.forEach((item, index) => {
    if (item.projectId && !getProject(item.projectId)) {
      errors[`items[${index}].projectId`] = [PROJECT_NOT_FOUND_MESSAGE];
    }
  });
  return errors;
}

async function save(
  key: SiteSectionKey,
  data: SiteSections[SiteSectionKey],
  request: Request,
  basedOn: string[] | undefined,
  newPhotos: string[],
  refuse: (status: 400 | 409, message: string, version?: string) => SubmissionResult<SavedSection>,
  restoring?: { when: string; savedAt: string },
): Promise<SubmissionResult<SavedSection>> {
  try {
    const saved = await saveSection({ key, data, request, basedOn, newPhotos, restoring });
    return { ok: true, value: saved };
  } catch (error) {
    if (error instanceof EditConflict) {
      return refuse(409, sectionConflictMessage(error.savedAt), error.savedAt);
    }
    if (error instanceof UnknownPhotoError) return refuse(400, error.message);
    throw error;
  }
}

/**
 * The editor's form: Conform's list buttons (add, remove, move up and down) come back as the
 * changed form without saving (status 200), so they work without JavaScript; a valid form
 * stores its new photos and saves.
 */
export async function submitSectionForm(
  request: Request,
  key: SiteSectionKey,
): Promise<SubmissionResult<SavedSection | PreviewedSection>> {
  let received;
  try {
    received = await receiveForm(request, uploadFields(key));
  } catch (error) {
    if (error instanceof UploadError) return formLevelFailure(error.status, error.message);
    throw error;
  }
  try {
    const { form, staged } = received;
    const submission = parseWithZod(form, { schema: SITE_SECTION_SCHEMAS[key] });
    const hideFields = uploadFields(key);
    if (submission.status === undefined) {
      return { ok: false, status: 200, message: "", reply: submission.reply({ hideFields }) };
    }
    if (submission.status !== "success") {
      const reply = submission.reply({ hideFields });
      const first = Object.values(reply.error ?? {})
        .flat()
        .find((text): text is string => typeof text === "string");
      return { ok: false, status: 400, message: first ?? "Please check the form", reply };
    }
    const data = submission.value as SiteSections[SiteSectionKey];
    const references = referenceErrors(key, data);
    if (Object.keys(references).length) {
      const reply = submission.reply({ fieldErrors: references, hideFields });
      return { ok: false, status: 400, message: PROJECT_NOT_FOUND_MESSAGE, reply };
    }
    // Preview shows the saved photos; new ones are stored by the save only.
    if (form.get("intent") === PREVIEW_INTENT) return { ok: true, value: { preview: data } };
    const list = SITE_SECTION_PHOTO_LISTS[key];
    let stored: Awaited<ReturnType<typeof storeStagedImages>> = [];
    if (list) {
      try {
        stored = await storeStagedImages(staged);
      } catch (error) {
        if (error instanceof UploadError) {
          return {
            ok: false,
            status: error.status as 413 | 415 | 507,
            message: error.message,
            reply: submission.reply({ formErrors: [error.message], hideFields }),
          };
        }
        throw error;
      }
      const items = (data as Record<string, { photo?: string }[]>)[list];
      items.forEach((item, index) => {
        if (form.get(photoRemoveField(list, index)) === "on") delete item.photo;
      });
      for (const image of stored) {
        const index = Number(/\[(\d+)\]/.exec(image.field)?.[1]);
        if (items[index]) items[index].photo = image.fileName;
      }
    }
    return save(
      key,
      data,
      request,
      savedVersionsNamed(request, form),
      stored.map((image) => image.fileName),
      (status, message, current) => ({
        ok: false,
        status,
        message,
        version: current,
        reply: submission.reply({ formErrors: [message], hideFields }),
      }),
    );
  } finally {
    await received.discard();
  }
}

/** A JSON refusal's field errors, named as the form names them (`items[0].price`). */
type SectionJsonFailure = {
  ok: false;
  status: 400 | 409;
  message: string;
  errors: Record<string, string>;
  version?: string;
};

function pathName(path: PropertyKey[]) {
  return path
    .map((part, index) =>
      typeof part === "number" ? `[${part}]` : `${index ? "." : ""}${String(part)}`,
    )
    .join("");
}

/**
 * `PUT /api/site/{section}`: the whole section as JSON, the same schema and checks as the
 * editor. Photos are named by stored file name (a photo the API uploads has no field here: it
 * keeps the photos the section has, or drops them).
 */
export async function submitSectionJson(
  request: Request,
  key: SiteSectionKey,
  body: unknown,
  basedOn: string[] | undefined,
  /** A restore from the History (its version's photos count as the section's own). */
  restoring?: { when: string; savedAt: string },
): Promise<{ ok: true; value: SavedSection } | SectionJsonFailure> {
  const parsed = SITE_SECTION_SCHEMAS[key].safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[pathName(issue.path)] ??= issue.message;
    return { ok: false, status: 400, message: parsed.error.issues[0].message, errors };
  }
  const data = parsed.data as SiteSections[SiteSectionKey];
  const references = referenceErrors(key, data);
  if (Object.keys(references).length) {
    const errors = Object.fromEntries(
      Object.entries(references).map(([name, messages]) => [name, messages[0]]),
    );
    return { ok: false, status: 400, message: PROJECT_NOT_FOUND_MESSAGE, errors };
  }
  const result = await save(
    key,
    data,
    request,
    basedOn,
    [],
    (status, message, version) => ({ ok: false, status, message, reply: {}, version }),
    restoring,
  );
  if (result.ok) return result;
  return {
    ok: false,
    status: result.status === 409 ? 409 : 400,
    message: result.message,
    errors: {},
    version: result.version,
  };
}
