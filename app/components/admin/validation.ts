/**
 * The server's own checks (the entity schemas and their messages, docs/product.md#validation),
 * run in the browser before any image is uploaded.
 */
import { readBlogFields } from "~/schemas/blog";
import { fieldErrors, type FieldErrors } from "~/schemas/common";
import { MISSING_COVER_MESSAGE, readProjectFields } from "~/schemas/project";

function hasFile(form: FormData, name: string) {
  return form.getAll(name).some((value) => value instanceof File && value.size > 0);
}

export function validateProject(form: FormData, coverRequired: boolean): FieldErrors {
  const parsed = readProjectFields(form);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (coverRequired && !hasFile(form, "coverImage")) errors.coverImage = MISSING_COVER_MESSAGE;
  return errors;
}

export function validateBlog(form: FormData): FieldErrors {
  const parsed = readBlogFields(form);
  return parsed.success ? {} : fieldErrors(parsed.error);
}
