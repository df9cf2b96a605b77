/**
 * The one progress update editor (docs/decisions/036-one-editor-per-content-type.md,
 * docs/decisions/067-progress-updates.md): the form of a new update (opened from its project's
 * editor) and of an update's edit page. Its save is the one pipeline /api shares.
 */
import { KeptImages } from "~/components/admin/photos/existing-images";
import { BilingualFields, type BilingualText } from "~/components/admin/form/bilingual-fields";
import {
  controlProps,
  FieldFrame,
  FormSection,
  initialText,
  SelectField,
  TextField,
  useRefusedFirst,
} from "~/components/admin/form/form-fields";
import { useAdminForm } from "~/components/admin/form/admin-form";
import { EditorPage, type EditorProps } from "~/components/admin/editor/editor-page";
import { ImagePicker } from "~/components/admin/photos/image-picker";
import { photoValues } from "~/components/admin/photos/photo-list";
import { PublishFields } from "~/components/admin/form/publish-fields";
import type { Field } from "~/components/admin/form/form-fields";
import type { ProgressUpdate } from "~/models/progress.server";
import type { ProgressUpdateSchema } from "~/schemas/progress";
import { PROGRESS_PHOTOS_MOST } from "~/schemas/form-choices";
import { siteDay } from "~/utils/dates";

const UPDATE_TEXTS: BilingualText[] = [
  { name: "title", en: { label: "Title" }, ta: { label: "தலைப்பு" } },
  {
    name: "note",
    control: "markdown",
    rows: 6,
    en: { label: "Note" },
    ta: { label: "குறிப்பு" },
  },
];

export type ProgressEditorContext = {
  project: { id: string; title: string; editPath: string; site: { to: string; preview: boolean } };
  stages: { slug: string; name: string }[];
};

export function ProgressEditor({
  edited,
  failure,
  constraint,
  project,
  stages,
}: EditorProps<ProgressUpdate> & ProgressEditorContext) {
  const update = edited?.record;
  const today = siteDay();
  const admin = useAdminForm<typeof ProgressUpdateSchema>(
    () =>
      import("~/schemas/progress").then(
        (m) =>
          (update ? m.ProgressUpdateSchema : m.NewProgressSchema) as typeof m.ProgressUpdateSchema,
      ),
    {
      constraint,
      failure,
      defaultValue: update
        ? {
            ...edited.publish,
            projectId: update.projectId,
            date: update.date,
            stage: update.stage,
            percent: String(update.percent),
            title: update.title,
            note: update.note,
            ta: update.ta,
            keepImages: update.images.map((image) => image.fileName),
            photos: photoValues(update.images),
          }
        : { projectId: project.id, date: today, stage: stages[0]?.slug, status: "published" },
    },
  );
  const { fields } = admin;
  return (
    <EditorPage
      kind="progress"
      admin={admin}
      edited={edited}
      title={update ? "Edit Progress Update" : "Add Progress Update"}
      intro={`Construction progress of “${project.title}”.`}
      submitLabel={update ? "Save Changes" : "Add Update"}
      busyLabel="Saving..."
      noun="Update"
      parent={{ backTo: project.editPath, site: project.site }}
    >
      <input type="hidden" name="projectId" value={project.id} />
      <FormSection title="Progress">
        <div className="grid gap-5 sm:grid-cols-3">
          <DateField label="Date" meta={fields.date} max={today} />
          <SelectField
            label="Stage"
            meta={fields.stage}
            options={stages.map((stage) => ({ value: stage.slug, label: stage.name }))}
            hint="The stages are edited under Site Pages."
          />
          <TextField
            label="Work done (%)"
            meta={fields.percent}
            inputMode="numeric"
            hint="0 to 100."
          />
        </div>
        <BilingualFields
          label="Update text"
          fields={fields}
          texts={UPDATE_TEXTS}
          preview={failure?.preview}
        />
      </FormSection>
      <FormSection
        title="Photos"
        description={`Up to ${PROGRESS_PHOTOS_MOST} photos of the site, each with its alt text and caption.`}
      >
        {update ? (
          <KeptImages
            form={admin.form}
            images={update.images}
            photos={fields.photos.getFieldList()}
            keepField={fields.keepImages}
            emptyText="This update has no photos yet."
          />
        ) : null}
        <ImagePicker
          meta={fields.images}
          details={fields.imagesDetails}
          label={update ? "Add photos" : "Photos"}
        />
      </FormSection>
      <PublishFields fields={fields} noun="update" />
    </EditorPage>
  );
}

/** A day, at most `max` (the browser's own check; the server checks again). */
function DateField({ label, meta, max }: { label: string; meta: Field; max: string }) {
  const autoFocus = useRefusedFirst(meta);
  return (
    <FieldFrame {...{ label, meta }}>
      <input
        key={meta.key}
        type="date"
        max={max}
        defaultValue={initialText(meta)}
        {...controlProps(meta, undefined, autoFocus)}
      />
    </FieldFrame>
  );
}
