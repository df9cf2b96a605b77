/**
 * Helpers for tests of the pages' own content (docs/api/site.md#site-content): the public answer of
 * `GET /api/site`, and a section's value as the Site Pages editor's form names its fields.
 */
import { expect } from "vitest";
import { json } from "./api";

export type Section = Record<string, unknown> & { items?: Record<string, unknown>[] };
export type SiteAnswer<S extends Section = Section> = {
  settings: Record<string, unknown>;
  sections: Record<string, S>;
  versions: Record<string, string>;
};

/** `GET /api/site`, checked to answer 200 (`S`: the sections a test reads, e.g. with `items`). */
export async function fetchSite<S extends Section = Section>(
  baseURL: string,
): Promise<SiteAnswer<S>> {
  const response = await fetch(`${baseURL}/api/site`);
  expect(response.status).toBe(200);
  return json<SiteAnswer<S>>(response);
}

/** The section's fields as the editor's form names them (`items[0].price`). */
export function formFields(value: unknown, prefix = "", out: [string, string][] = []) {
  if (Array.isArray(value)) {
    if (prefix.endsWith("features")) out.push([prefix, value.join("\n")]);
    else value.forEach((item, index) => formFields(item, `${prefix}[${index}]`, out));
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value))
      formFields(inner, prefix ? `${prefix}.${key}` : key, out);
  } else if (typeof value === "boolean") {
    if (value) out.push([prefix, "on"]);
  } else if (value !== undefined && value !== null) out.push([prefix, String(value)]);
  return out;
}
