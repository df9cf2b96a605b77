/**
 * A construction progress update of a project (docs/decisions/067-progress-updates.md): the
 * schema the editor, its action and `/api/projects/:id/progress` share. The stages are the
 * owner's list (the `progress` site section): `progressSchemas(stages)` refuses a stage not on
 * it; the browser's copy (no list) checks the rest.
 */
import { z } from "zod";
import type { TamilTexts } from "~/i18n/tamil-texts";
import { siteDay } from "~/utils/dates";
import { TEXT_LIMITS } from "~/utils/limits";
import {
  checkSchedule,
  existingPhotos,
  imageFiles,
  list,
  newPhotoDetails,
  oneLine,
  paragraph,
  PublishFieldsSchema,
  requiredText,
  tamilKeys,
  tamilTexts,
} from "./common";
import { PROGRESS_PHOTOS_MOST } from "./form-choices";

export { PROGRESS_PHOTOS_MOST };

export const PROGRESS_MESSAGES = {
  date: "Enter the date as YYYY-MM-DD",
  futureDate: "The date cannot be in the future",
  stage: "Choose one of the stages",
  percent: "Enter the work done as a whole per cent from 0 to 100",
  photos: `At most ${TEXT_LIMITS.progressPhotos} photos per update`,
} as const;

const ProgressTamilSchema = tamilTexts({
  title: { max: TEXT_LIMITS.title, label: "Title" },
  note: { max: TEXT_LIMITS.progressNote, label: "Note", lines: "many" },
});
export const PROGRESS_TAMIL_KEYS = tamilKeys(ProgressTamilSchema);

/** A real calendar day, written YYYY-MM-DD. */
function isDay(value: string) {
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/** Empty or missing: today in Chennai (the editor fills it in too). */
const day = z.preprocess(
  (value) => (value === undefined || value === "" ? siteDay() : value),
  oneLine("Date")
    .refine(isDay, PROGRESS_MESSAGES.date)
    // Compared with the day in Chennai when the save is checked, not when the module loaded.
    .refine((value) => value <= siteDay(), PROGRESS_MESSAGES.futureDate),
);

const percent = z.preprocess(
  (value) => (typeof value === "string" && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: PROGRESS_MESSAGES.percent })
    .int(PROGRESS_MESSAGES.percent)
    .min(0, PROGRESS_MESSAGES.percent)
    .max(100, PROGRESS_MESSAGES.percent),
);

/** A stage's slug; on the server it must be one of the owner's (`stages`). */
function stageOf(stages: readonly string[] | null) {
  const stage = oneLine("Stage", { error: PROGRESS_MESSAGES.stage }).min(
    1,
    PROGRESS_MESSAGES.stage,
  );
  return stages ? stage.refine((value) => stages.includes(value), PROGRESS_MESSAGES.stage) : stage;
}

function textSchema(stages: readonly string[] | null) {
  return z.object({
    projectId: oneLine("Project", { error: "Choose the project" }).min(1, "Choose the project"),
    date: day,
    stage: stageOf(stages),
    percent,
    title: requiredText(TEXT_LIMITS.title, "Title"),
    note: paragraph(TEXT_LIMITS.progressNote, "Note"),
    ta: ProgressTamilSchema,
  });
}

function photoCount(value: { images: unknown[]; keepImages?: unknown[] }, ctx: z.RefinementCtx) {
  if (value.images.length + (value.keepImages?.length ?? 0) > PROGRESS_PHOTOS_MOST) {
    ctx.addIssue({ code: "custom", path: ["images"], message: PROGRESS_MESSAGES.photos });
  }
}

/**
 * The new and update schemas for the owner's stages (their slugs); `null` leaves the stage
 * unchecked, for the browser, which does not have the list at hand.
 */
export function progressSchemas(stages: readonly string[] | null) {
  const fields = textSchema(stages);
  const newSchema = fields
    .extend({
      ...PublishFieldsSchema.shape,
      images: imageFiles(),
      imagesDetails: newPhotoDetails,
    })
    .superRefine(checkSchedule)
    .superRefine(photoCount);
  // The project an update belongs to never changes: an update's save ignores `projectId`.
  const updateSchema = fields
    .extend({
      projectId: z.string().optional(),
      ...PublishFieldsSchema.shape,
      images: imageFiles(),
      imagesDetails: newPhotoDetails,
      cover: oneLine("Cover").optional(),
      keepImages: list(z.string()),
      photos: existingPhotos,
    })
    .superRefine(checkSchedule)
    .superRefine(photoCount);
  return { newSchema, updateSchema };
}

/** The browser's copy (no stage list): the editor's constraints and its own checks. */
export const { newSchema: NewProgressSchema, updateSchema: ProgressUpdateSchema } =
  progressSchemas(null);

/** The stored text of an update. */
export type ProgressFields = Omit<z.infer<ReturnType<typeof textSchema>>, "ta"> & {
  ta?: TamilTexts | null;
};
