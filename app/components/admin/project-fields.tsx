import { PROJECT_CATEGORIES } from "~/schemas/project";
import { FormSection, SelectField, TextField, type Field } from "./editor-form";
import { MarkdownField } from "./markdown-field";

type ProjectTextFields = Record<"title" | "description" | "category" | "location", Field>;

/** The text fields of the project forms; values, limits and errors come from the form's schema. */
export function ProjectFields({
  fields,
  blankCategory,
  preview,
}: {
  fields: ProjectTextFields;
  preview?: Record<string, string>;
  /** The edit form lets a project keep "no category" (older records have none). */
  blankCategory?: string;
}) {
  return (
    <FormSection title="Project details">
      <TextField label="Title" meta={fields.title} placeholder="e.g. Green Villa, Anna Nagar" />
      <MarkdownField
        label="Description"
        meta={fields.description}
        rows={6}
        preview={preview?.description}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Category"
          meta={fields.category}
          options={PROJECT_CATEGORIES}
          blankLabel={blankCategory}
        />
        <TextField label="Location" meta={fields.location} placeholder="e.g. Adyar, Chennai" />
      </div>
    </FormSection>
  );
}
