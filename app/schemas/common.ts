/**
 * Building blocks of the entity schemas. Each schema is read three ways
 * from one definition: by the browser (Conform's getZodConstraint sets
 * required/maxLength, and the same checks run before anything uploads), by
 * the admin actions and by the /api handlers (parseWithZod on the streamed
 * form). Form values arrive as strings; Conform turns empty ones into
 * `undefined`, which is why optional text defaults to "".
 */
import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import {
  ACCEPTED_IMAGE_TYPES,
  FILE_TOO_LARGE_MESSAGE,
  MAX_FILES_PER_REQUEST,
  MAX_UPLOAD_BYTES,
  STAGED_FILE_PREFIX,
  TOO_MANY_FILES_MESSAGE,
  UNSUPPORTED_TYPE_MESSAGE,
} from "~/media/upload-limits";
import { withLfLineBreaks } from "~/text/text";
import { TEXT_LIMITS } from "~/utils/limits";
import { parsePublishTime, PUBLISH_STATES } from "~/content/publish-state";
import { isOneLine } from "~/utils/one-line";

function tooLong(label: string, max: number) {
  return `${label} must be at most ${max} characters`;
}

/**
 * A trimmed one-line string: a line break in it is refused with a message naming the field
 * (app/utils/one-line.ts). Every text field of the schemas is one line unless it is a
 * `paragraph` (a textarea or Markdown field).
 */
export function oneLine(label: string, params?: { error: string }) {
  return z
    .string(params)
    .trim()
    .refine(isOneLine, { error: `${label}${ONE_LINE_REFUSAL}` });
}

/** How a one-line field's refusal ends, whatever the field's label. */
export const ONE_LINE_REFUSAL = " must be on one line";

/** An optional one-line text field with an upper bound; missing means "". */
export function text(max: number, label: string) {
  return oneLine(label).max(max, tooLong(label, max)).default("");
}

/** A one-line text field that must not be empty. */
export function requiredText(max: number, label: string) {
  const required = `${label} is required`;
  return oneLine(label, { error: required }).min(1, required).max(max, tooLong(label, max));
}

/**
 * An optional text of several lines (a textarea, Markdown); missing means "". Its line breaks
 * are kept as LF however they arrive (a browser sends a textarea's as CR LF), so an unchanged
 * save compares equal and the limit counts them as the textarea's `maxLength` does.
 */
export function paragraph(max: number, label: string) {
  return z.string().overwrite(withLfLineBreaks).trim().max(max, tooLong(label, max)).default("");
}

/** A text of several lines that must not be empty. */
export function requiredParagraph(max: number, label: string) {
  const required = `${label} is required`;
  return z
    .string({ error: required })
    .overwrite(withLfLineBreaks)
    .trim()
    .min(1, required)
    .max(max, tooLong(label, max));
}

/**
 * Resolves a submitted category against a fixed list, ignoring case and
 * surrounding spaces, so API clients may send "residential".
 */
export function categoryOf<T extends readonly { value: string }[]>(
  options: T,
  fallback: T[number]["value"] | "",
  message: string,
) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return fallback;
      const match = options.find((option) => option.value.toLowerCase() === value.toLowerCase());
      if (!match) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return match.value as T[number]["value"];
    });
}

/** One submitted value or several, always as a list. */
export function toList(value: unknown): unknown[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/**
 * A repeated field (checkbox group, hidden inputs). Conform's parsing turns
 * one value or none into a list, so a single value is still a list here.
 */
export function list<T extends z.ZodType>(item: T) {
  return z.array(item);
}

/** "true" from a checkbox, a hidden input or an API client. */
export const flag = z
  .string()
  .optional()
  .transform((value) => value === "true");

function isImageValue(value: unknown): value is File | string {
  if (typeof value === "string") return value.startsWith(STAGED_FILE_PREFIX);
  return typeof File !== "undefined" && value instanceof File && value.size > 0;
}

/**
 * One image. In the browser it is the picked File (its size and declared
 * type are checked before the upload starts); on the server the upload
 * pipeline has already streamed, size-checked and sniffed it and left a
 * staged-file marker in its place.
 */
export function imageFile(missingMessage: string) {
  return z
    .custom<File | string>(isImageValue, { error: missingMessage })
    .refine((value) => typeof value === "string" || value.size <= MAX_UPLOAD_BYTES, {
      error: FILE_TOO_LARGE_MESSAGE,
    })
    .refine(
      (value) =>
        typeof value === "string" ||
        (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(value.type),
      { error: UNSUPPORTED_TYPE_MESSAGE },
    );
}

/** Several images from one picker, within the per-request file limit. */
export function imageFiles(options: { min?: number; minMessage?: string } = {}) {
  const files = z
    .array(imageFile(UNSUPPORTED_TYPE_MESSAGE))
    .max(MAX_FILES_PER_REQUEST, TOO_MANY_FILES_MESSAGE);
  return options.min ? files.min(options.min, options.minMessage) : files;
}

/**
 * The browser attributes of a schema's fields: Conform's constraints plus
 * the text lengths, which Conform does not read from this zod version.
 */
export function formConstraint(schema: z.ZodObject) {
  const constraint = getZodConstraint(schema);
  function walk(field: z.ZodType, name: string) {
    if (field instanceof z.ZodString) {
      const maxLength = field.maxLength;
      if (maxLength != null && constraint[name]) constraint[name].maxLength = maxLength;
    } else if (field instanceof z.ZodObject) {
      for (const [key, inner] of Object.entries(field.shape)) {
        walk(inner as z.ZodType, name ? `${name}.${key}` : key);
      }
    } else if (field instanceof z.ZodArray) {
      walk(field.element as z.ZodType, `${name}[]`);
    } else if (field instanceof z.ZodDefault || field instanceof z.ZodOptional) {
      walk(field.def.innerType as z.ZodType, name);
    } else if (field instanceof z.ZodPipe) {
      walk(field.def.in as z.ZodType, name);
      walk(field.def.out as z.ZodType, name);
    }
  }
  walk(schema, "");
  return constraint;
}

/**
 * The optional Tamil versions of some of a form's texts, sent as `ta.title`, `ta.content`...
 * (docs/decisions/051-tamil-texts-in-the-editors.md): each with the limit of its English field
 * and a message that names it as the Tamil one. `fields` maps each key to its limit and label.
 */
export function tamilTexts<Key extends string>(
  fields: Record<Key, { max: number; label: string; lines?: "many" }>,
) {
  const shape = Object.fromEntries(
    Object.entries<{ max: number; label: string; lines?: "many" }>(fields).map(
      ([key, { max, label, lines }]) => [
        key,
        (lines === "many" ? paragraph : text)(max, `${label} in Tamil`),
      ],
    ),
  ) as Record<Key, ReturnType<typeof text>>;
  return z.object(shape).optional();
}

/** The keys of a `tamilTexts` schema, in its order. */
export function tamilKeys<Key extends string>(schema: ReturnType<typeof tamilTexts<Key>>): Key[] {
  return Object.keys(schema.unwrap().shape) as Key[];
}

/** A photo's Tamil alt text and caption (`photos[0].ta.alt`). */
const PhotoTamilSchema = tamilTexts({
  alt: { max: TEXT_LIMITS.alt, label: "Alt text", lines: "many" },
  caption: { max: TEXT_LIMITS.caption, label: "Caption", lines: "many" },
});
export const PHOTO_TAMIL_KEYS = tamilKeys(PhotoTamilSchema);

/**
 * The details of a photo the record already has, in display order:
 * `photos[0].name`, `photos[0].alt`.
 */
export const existingPhotos = list(
  z.object({
    name: z.string(),
    alt: paragraph(TEXT_LIMITS.alt, "Alt text"),
    caption: paragraph(TEXT_LIMITS.caption, "Caption"),
    ta: PhotoTamilSchema,
  }),
);

/**
 * The alt text and caption of each file chosen in a picker, given before
 * it uploads (`galleryDetails[0].alt`), matched to the files by position.
 */
export const newPhotoDetails = list(
  z.object({
    alt: paragraph(TEXT_LIMITS.alt, "Alt text"),
    caption: paragraph(TEXT_LIMITS.caption, "Caption"),
    ta: PhotoTamilSchema,
  }),
);

/** The saved photo to make the cover (docs/decisions/027-photo-order-covers-captions.md). */
export const coverChoice = oneLine("Cover").optional();

/** Stored files with the details given for them before upload, by position. */
export function withDetails<T>(
  files: T[],
  details: { alt: string; caption: string; ta?: Partial<Record<string, string>> }[] | undefined,
): (T & { alt?: string; caption?: string; ta?: Partial<Record<string, string>> })[] {
  return files.map((file, index) => ({ ...file, ...details?.[index] }));
}

/** First value of a form field as a string ("" when missing or a file), for one-button forms. */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * What the owner may set for search results and share cards (docs/decisions/017-readable-urls.md).
 * The slug is settled by `submittedSlug` once the form is parsed.
 */
export const SeoFieldsSchema = z.object({
  slug: oneLine("URL name")
    .max(TEXT_LIMITS.slugInput, tooLong("URL name", TEXT_LIMITS.slugInput))
    .optional(),
  searchDescription: paragraph(TEXT_LIMITS.searchDescription, "Search summary"),
  shareImageAlt: text(TEXT_LIMITS.shareImageAlt, "Share image alt text"),
});

/**
 * The slug a save asks for: undefined keeps the current one (an API call
 * that does not send the field); an empty field makes one from the title.
 * Conform reads an empty field as missing, so the form itself decides.
 */
export function submittedSlug(form: FormData, parsed: string | undefined): string | undefined {
  return form.has("slug") ? (parsed ?? "") : undefined;
}

/**
 * The publish state a save asks for (docs/decisions/026-publish-state.md):
 * `status` published, draft or scheduled, and for scheduled the `publishAt`
 * time, in India time as typed ("5 Dec 2026, 10:00 am", "05-12-2026 18:30",
 * a datetime-local value) or ISO 8601 with an offset.
 * Neither sent (an API client from before publish states): a new item is
 * published and a saved one keeps its state.
 */
export const PublishFieldsSchema = z.object({
  status: z.enum(PUBLISH_STATES, { error: "Choose Published, Draft or Scheduled" }).optional(),
  publishAt: oneLine("Publish time")
    .max(TEXT_LIMITS.publishAt, tooLong("Publish time", TEXT_LIMITS.publishAt))
    .refine((value) => parsePublishTime(value) !== null, {
      error: "Enter a date and time, such as 5 Dec 2026, 10:00 am",
    })
    .optional(),
});

type PublishValues = z.infer<typeof PublishFieldsSchema>;

/** A scheduled save needs a time still to come (checked on the whole form, after its fields). */
export function checkSchedule(value: PublishValues, ctx: z.RefinementCtx) {
  if (value.status !== "scheduled") return;
  const at = value.publishAt ? parsePublishTime(value.publishAt) : null;
  if (!value.publishAt) {
    ctx.addIssue({
      code: "custom",
      path: ["publishAt"],
      message: "Choose the date and time to publish",
    });
  } else if (at !== null && at <= new Date().toISOString()) {
    ctx.addIssue({
      code: "custom",
      path: ["publishAt"],
      message: "Choose a time in the future, or Published to show it now",
    });
  }
}
