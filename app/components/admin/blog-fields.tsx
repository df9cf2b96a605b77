import { BLOG_CATEGORIES } from "~/schemas/blog";
import { FormSection, SelectField, TextField, type Field } from "./editor-form";
import { MarkdownField } from "./markdown-field";

type BlogTextFields = Record<"title" | "content" | "author" | "category" | "tags", Field>;

/** The text fields of the blog forms; values, limits and errors come from the form's schema. */
export function BlogFields({
  fields,
  preview,
}: {
  fields: BlogTextFields;
  preview?: Record<string, string>;
}) {
  return (
    <FormSection title="Post">
      <TextField label="Title" meta={fields.title} />
      <MarkdownField label="Content" meta={fields.content} rows={12} preview={preview?.content} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Author" meta={fields.author} />
        <SelectField label="Category" meta={fields.category} options={BLOG_CATEGORIES} />
      </div>
      <TextField
        label="Tags"
        meta={fields.tags}
        placeholder="e.g. foundation, monsoon, villa"
        hint="Separate tags with commas."
      />
    </FormSection>
  );
}
