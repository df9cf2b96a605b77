/**
 * One-line fields refuse line breaks in every schema that forms and /api read
 * (docs/security/requests.md#one-line-fields): a break would draw extra lines where the text is
 * written out (an e-mail's `Name:` line, a log line). Texts of several lines (textareas,
 * Markdown) keep theirs.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { messagesFor } from "~/i18n/messages";
import {
  AddAdminSchema,
  ChangeEmailSchema,
  ChangeNameSchema,
  ForgotPasswordSchema,
} from "./account";
import { NewBlogSchema } from "./blog";
import { PublishFieldsSchema, SeoFieldsSchema } from "./common";
import { readContactFields, validateContact } from "./contact";
import { NewGallerySchema } from "./gallery";
import { progressSchemas } from "./progress";
import { NewProjectSchema } from "./project";
import { SITE_SECTION_SCHEMAS } from "./site-content";
import { SiteSettingsSchema } from "./site-settings";

const BREAKS = ["\n", "\r\n", "\r", "\u2028", "\u0085"];

/** An object with `value` at a dotted path ("client.name", "team.0.name"). */
function at(path: string, value: string): Record<string, unknown> {
  const [head, ...rest] = path.split(".");
  const inner = rest.length ? at(rest.join("."), value) : value;
  if (/^\d+$/.test(rest[0] ?? "")) {
    const list: unknown[] = [];
    list[Number(rest[0])] = rest.length > 1 ? at(rest.slice(1).join("."), value) : value;
    return { [head]: list };
  }
  return { [head]: inner };
}

/** The messages the schema gives the field at `path`. */
function messagesAt(schema: z.ZodType, path: string, value: string) {
  const result = schema.safeParse(at(path, value));
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path.join(".") === path)
    .map((issue) => issue.message);
}

const SCHEMAS: [name: string, schema: z.ZodType, oneLine: string[], several: string[]][] = [
  [
    "a blog post",
    NewBlogSchema,
    ["title", "author", "slug", "shareImageAlt", "ta.title", "ta.shareImageAlt", "tags.0"],
    ["content", "searchDescription", "ta.content", "imagesDetails.0.caption"],
  ],
  [
    "a project",
    NewProjectSchema,
    [
      "title",
      "location",
      "client.name",
      "client.phone",
      "client.email",
      "rera.registrationNumber",
      "rera.approvalNumber",
      "ta.title",
      "ta.location",
    ],
    ["description", "ta.description", "searchDescription"],
  ],
  ["a gallery", NewGallerySchema, ["title", "category", "ta.title"], ["description"]],
  [
    "a progress update",
    progressSchemas(["foundation"]).newSchema,
    ["title", "stage", "date", "projectId", "ta.title"],
    ["note", "ta.note"],
  ],
  ["the SEO fields", SeoFieldsSchema, ["slug", "shareImageAlt"], ["searchDescription"]],
  ["the publish fields", PublishFieldsSchema, ["publishAt"], []],
  [
    "the company settings",
    SiteSettingsSchema,
    ["name", "tagline", "phone", "email", "street", "city", "postalCode", "ta.name"],
    [],
  ],
  [
    "the home page",
    SITE_SECTION_SCHEMAS.home,
    ["headline", "badge", "stats.0.label", "stats.0.ta.label", "ta.headline"],
    ["introduction", "ta.introduction"],
  ],
  [
    "the about page",
    SITE_SECTION_SCHEMAS.about,
    ["storyTitle", "team.0.name", "team.0.role", "ta.storyTitle"],
    ["story", "mission", "ta.story"],
  ],
  ["an administrator", AddAdminSchema, ["email"], []],
  ["a new e-mail", ChangeEmailSchema, ["email"], []],
  ["a forgotten password", ForgotPasswordSchema, ["email"], []],
  ["a name", ChangeNameSchema, ["name"], []],
];

describe("one-line fields", () => {
  for (const [name, schema, oneLine, several] of SCHEMAS) {
    for (const path of oneLine) {
      it(`${name}: ${path} refuses a line break`, () => {
        for (const lineBreak of BREAKS) {
          expect(messagesAt(schema, path, `First${lineBreak}Bcc: someone@example.com`)).toEqual(
            expect.arrayContaining([expect.stringMatching(/must be on one line$/)]),
          );
        }
      });
    }
    for (const path of several) {
      it(`${name}: ${path} keeps its lines`, () => {
        const messages = messagesAt(schema, path, "First line\r\nSecond line");
        expect(messages.filter((message) => /one line/.test(message))).toEqual([]);
      });
    }
  }

  it("the contact form refuses a line break in every field but the message, in both languages", () => {
    for (const language of ["en", "ta"] as const) {
      const errors = messagesFor(language).contact.errors;
      const form = new FormData();
      form.set("name", "Priya\r\nBcc: someone@example.com");
      form.set("email", "priya@example.com\n");
      form.set("phone", "+91 98765\n43210");
      form.set("service", "Other\nBcc: x");
      form.set("package", "Basic\rBcc: x");
      form.set("message", "Two lines\nare fine here");
      const result = validateContact(readContactFields(form), undefined, errors);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.errors).toEqual({
        name: errors.oneLine,
        phone: errors.oneLine,
        service: errors.oneLine,
        package: errors.oneLine,
      });
    }
  });
});
