import { FormSection, TextAreaField, TextField } from "./editor-form";

/** The text fields of the gallery forms, filled with what was saved or typed. */
export function GalleryFields({ values }: { values: Record<string, string | undefined> }) {
  return (
    <FormSection title="Gallery details">
      <TextField
        label="Title"
        name="title"
        maxLength={150}
        defaultValue={values.title}
        placeholder="e.g. Villa handover, Velachery"
        hint="Optional. Shown with the photos on the website."
      />
      <TextAreaField
        label="Description"
        name="description"
        rows={4}
        maxLength={2000}
        defaultValue={values.description}
      />
      <TextField
        label="Category"
        name="category"
        maxLength={50}
        defaultValue={values.category || "General"}
        hint="For example General, Residential or Interiors."
      />
    </FormSection>
  );
}
