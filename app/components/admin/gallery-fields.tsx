import { FormSection, TextAreaField, TextField, type Field } from "./editor-form";

type GalleryTextFields = Record<"title" | "description" | "category" | "slug", Field>;

/** The text fields of the gallery forms; values, limits and errors come from the form's schema. */
export function GalleryFields({ fields }: { fields: GalleryTextFields }) {
  return (
    <FormSection title="Gallery details">
      <TextField
        label="Title"
        meta={fields.title}
        placeholder="e.g. Villa handover, Velachery"
        hint="Optional. Shown with the photos on the website."
      />
      <TextAreaField label="Description" meta={fields.description} rows={4} />
      <TextField
        label="Category"
        meta={fields.category}
        hint="For example General, Residential or Interiors."
      />
      <TextField
        label="URL name"
        meta={fields.slug}
        hint="The album's address on the website (/gallery/…). Leave empty to make it from the title; earlier addresses keep working."
      />
    </FormSection>
  );
}
