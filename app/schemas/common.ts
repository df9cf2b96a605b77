import { z } from "zod";

/** A trimmed single-line text field with an upper bound. */
export function text(max: number, label: string) {
  return z.string().trim().max(max, `${label} must be at most ${max} characters`);
}

/** A trimmed text field that must not be empty, with the message of docs/product.md#validation. */
export function requiredText(max: number, label: string) {
  return text(max, label).min(1, `${label} is required`);
}

/** First value of a form field as a string ("" when missing or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** Every string value of a repeated form field. */
export function fields(form: FormData, name: string): string[] {
  return form.getAll(name).filter((value): value is string => typeof value === "string");
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
    .transform((value, ctx) => {
      if (value === "") return fallback;
      const match = options.find((option) => option.value.toLowerCase() === value.toLowerCase());
      if (!match) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return match.value as T[number]["value"];
    });
}

export type FieldErrors = Record<string, string>;

/** Flattens zod issues into one message per field, first message wins. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Alt texts submitted as alt:<file name> fields, trimmed and bounded. */
export function altTexts(form: FormData): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (key.startsWith("alt:") && typeof value === "string") {
      result[key.slice(4)] = value.trim().slice(0, 200);
    }
  }
  return result;
}
