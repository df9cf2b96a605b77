import { useState } from "react";
import { useActionData } from "react-router";
import { FormPage, FormSection, UploadForm, useAdminForm } from "~/components/admin/editor-form";
import { GalleryFields } from "~/components/admin/gallery-fields";
import { ImagePicker } from "~/components/admin/image-picker";
import { submitNewGallery } from "~/services/submissions.server";
import { PublishFields } from "~/components/admin/publish-fields";
import { useRootData } from "~/components/use-root-data";
import { NewGallerySchema, NO_IMAGES_MESSAGE } from "~/schemas/gallery";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import { EDITORS } from "~/utils/editors";
import type { Route } from "./+types/add-gallery";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export async function action({ request, context }: Route.ActionArgs) {
  return answerEditorForm({ request, context }, { kind: "gallery", outcome: "created" }, () =>
    submitNewGallery(request),
  );
}

export default function AddGallery() {
  const { site } = useRootData();
  const admin = useAdminForm(NewGallerySchema, {
    failure: useActionData<typeof action>(),
    defaultValue: { category: "General", status: "published" },
  });
  const [imageCount, setImageCount] = useState(0);
  return (
    <FormPage
      title="Add Gallery Images"
      intro="Upload a set of photos; they appear together on the website's gallery."
      backTo="/manage-gallery"
      backLabel="Back to gallery"
    >
      <title>{`Add Gallery Images | ${site.name}`}</title>
      <UploadForm
        admin={admin}
        managePath={EDITORS.gallery.listPath}
        fallbackError={EDITORS.gallery.failed.created}
        submitLabel="Upload Gallery"
        busyLabel="Uploading..."
        publishing={{ noun: "Gallery" }}
        successMessage="Gallery uploaded successfully!"
        blockedReason={imageCount === 0 ? NO_IMAGES_MESSAGE : null}
      >
        <GalleryFields fields={admin.fields} />
        <FormSection title="Images" description="Choose at least one photo.">
          <ImagePicker
            meta={admin.fields.gallery}
            details={admin.fields.galleryDetails}
            label="Images"
            required
            onCountChange={setImageCount}
          />
        </FormSection>
        <PublishFields fields={admin.fields} noun="gallery" />
      </UploadForm>
    </FormPage>
  );
}
