import { BLOG_CATEGORIES } from "~/schemas/blog";
import { FormSection, SelectField, TextAreaField, TextField } from "./editor-form";

/** The text fields of the blog forms, filled with what was saved or typed. */
export function BlogFields({ values }: { values: Record<string, string | undefined> }) {
  return (
    <FormSection title="Post">
      <TextField label="Title" name="title" required maxLength={150} defaultValue={values.title} />
      <TextAreaField
        label="Content"
        name="content"
        required
        rows={12}
        maxLength={50000}
        defaultValue={values.content}
        hint="Leave an empty line between paragraphs."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Author"
          name="author"
          required
          maxLength={100}
          defaultValue={values.author}
        />
        <SelectField
          label="Category"
          name="category"
          options={BLOG_CATEGORIES}
          defaultValue={values.category || "General"}
        />
      </div>
      <TextField
        label="Tags"
        name="tags"
        defaultValue={values.tags}
        placeholder="e.g. foundation, monsoon, villa"
        hint="Separate tags with commas."
      />
    </FormSection>
  );
}
