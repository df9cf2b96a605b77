/**
 * The one gallery editor: the form of both the new gallery's page and a
 * gallery's edit page (app/kinds/registry.ts), which differ only in their loader and title
 * (docs/decisions/036-one-editor-per-content-type.md). Its save is the
 * submission in services/submissions.server.ts, which /api shares. Saved
 * photos are removed on save, as in the other editors.
 */
import { FormSection, TextField } from "~/components/admin/form/form-fields";
import { useAdminForm } from "~/components/admin/form/admin-form";
import { GalleryImageList } from "~/components/admin/photos/gallery-images";
import { EditorPage, type EditorProps } from "~/components/admin/editor/editor-page";
import { ImagePicker } from "~/components/admin/photos/image-picker";
import { photoValues } from "~/components/admin/photos/photo-list";
import { PublishFields } from "~/components/admin/form/publish-fields";
import type { Gallery } from "~/models/gallery.server";
import type { galleryUpdateSchema } from "~/schemas/gallery";
import { BilingualFields, type BilingualText } from "~/components/admin/form/bilingual-fields";

const ALBUM_TEXTS: BilingualText[] = [
  {
    name: "title",
    en: {
      label: "Title",
      placeholder: "e.g. Villa handover, Velachery",
      hint: "Optional. Shown with the photos on the website.",
    },
    ta: { label: "தலைப்பு", placeholder: "எ.கா. வில்லா ஒப்படைப்பு, வேளச்சேரி" },
  },
  {
    name: "description",
    control: "textarea",
    rows: 4,
    en: { label: "Description" },
    ta: { label: "விவரம்" },
  },
];

/** What the create and edit pages say. */
const CREATING = {
  title: "Add Gallery Images",
  intro: "Upload a set of photos; they appear together on the website's gallery.",
  submitLabel: "Upload Gallery",
  busyLabel: "Uploading...",
};
const EDITING = (gallery: Gallery) => ({
  title: "Add/Edit Gallery",
  intro: `Change the details of “${gallery.title || "Gallery Image"}”, add photos or remove them.`,
  submitLabel: "Update Gallery",
  busyLabel: "Uploading...",
});

export function GalleryEditor({ edited, failure, constraint }: EditorProps<Gallery>) {
  const gallery = edited?.record;
  // The update schema's fields include all of the new one's.
  const admin = useAdminForm<ReturnType<typeof galleryUpdateSchema>>(
    () =>
      import("~/schemas/gallery").then(
        (m) =>
          (gallery
            ? m.galleryUpdateSchema(gallery.images.map((image) => image.fileName))
            : m.NewGallerySchema) as ReturnType<typeof m.galleryUpdateSchema>,
      ),
    {
      constraint,
      failure,
      defaultValue: gallery
        ? {
            ...edited.publish,
            title: gallery.title,
            description: gallery.description,
            category: gallery.category,
            slug: gallery.slug,
            ta: gallery.ta,
            photos: photoValues(gallery.images),
          }
        : { category: "General", status: "published" },
    },
  );
  const { fields } = admin;
  return (
    <EditorPage
      kind="gallery"
      admin={admin}
      edited={edited}
      {...(gallery ? EDITING(gallery) : CREATING)}
      noun="Gallery"
      successMessage={gallery ? "Gallery updated successfully!" : "Gallery uploaded successfully!"}
    >
      <FormSection title="Gallery details">
        <BilingualFields label="Album text" fields={fields} texts={ALBUM_TEXTS} />
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
      {gallery ? (
        <>
          <FormSection
            title="Current images"
            description="The first photo is the cover. Order, captions and removals are saved with the form; a gallery keeps at least one image."
          >
            <GalleryImageList
              form={admin.form}
              images={gallery.images}
              photos={fields.photos.getFieldList()}
              removeField={fields.removeImages}
            />
          </FormSection>
          <FormSection title="Add images">
            <ImagePicker meta={fields.gallery} details={fields.galleryDetails} label="New images" />
          </FormSection>
        </>
      ) : (
        <FormSection title="Images" description="Choose at least one photo.">
          <ImagePicker
            meta={fields.gallery}
            details={fields.galleryDetails}
            label="Images"
            required
          />
        </FormSection>
      )}
      <PublishFields fields={fields} noun="gallery" />
    </EditorPage>
  );
}
