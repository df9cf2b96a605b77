import { useState } from "react";
import { data, useActionData, useLoaderData } from "react-router";
import { FormPage, FormSection, UploadForm, useAdminForm } from "~/components/admin/editor-form";
import { GalleryFields } from "~/components/admin/gallery-fields";
import { GalleryImageList } from "~/components/admin/gallery-images";
import { ImagePicker } from "~/components/admin/image-picker";
import { AdminRouteError } from "~/components/admin/page";
import { getGallery } from "~/models/gallery.server";
import { submitGalleryUpdate } from "~/services/submissions.server";
import { PublishFields } from "~/components/admin/publish-fields";
import { useRootData } from "~/components/use-root-data";
import { galleryUpdateSchema, NO_IMAGES_MESSAGE } from "~/schemas/gallery";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import { publishFormValues, siteLink } from "~/utils/publish-state";
import { EDITORS } from "~/utils/editors";
import type { Route } from "./+types/edit-gallery";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export function loader({ params }: Route.LoaderArgs) {
  const gallery = getGallery(params.id);
  if (!gallery) throw data(null, { status: 404 });
  return { gallery, publish: publishFormValues(gallery.publishedAt) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return answerEditorForm({ request, context }, { kind: "gallery", outcome: "saved" }, () =>
    submitGalleryUpdate(request, params.id),
  );
}

export default function EditGallery() {
  const { gallery, publish } = useLoaderData<typeof loader>();
  const { site } = useRootData();
  const [newCount, setNewCount] = useState(0);
  const admin = useAdminForm(galleryUpdateSchema(gallery.images.length), {
    failure: useActionData<typeof action>(),
    defaultValue: {
      ...publish,
      title: gallery.title,
      description: gallery.description,
      category: gallery.category,
      slug: gallery.slug,
      photos: gallery.images.map((image) => ({
        name: image.fileName,
        alt: image.alt,
        caption: image.caption,
      })),
    },
  });
  const imageCount = gallery.images.length + newCount;
  return (
    <FormPage
      title="Add/Edit Gallery"
      intro={`Change the details of “${gallery.title || "Gallery Image"}”, add photos or delete them.`}
      backTo="/manage-gallery"
      backLabel="Back to gallery"
      site={siteLink("gallery", gallery)}
    >
      <title>{`Add/Edit Gallery | ${site.name}`}</title>
      <UploadForm
        admin={admin}
        managePath={EDITORS.gallery.listPath}
        fallbackError={EDITORS.gallery.failed.saved}
        submitLabel="Update Gallery"
        busyLabel="Uploading..."
        publishing={{ noun: "Gallery", saved: publish.status }}
        successMessage="Gallery updated successfully!"
        baseline={gallery.images.length}
        blockedReason={imageCount === 0 ? NO_IMAGES_MESSAGE : null}
      >
        <GalleryFields fields={admin.fields} />
        <FormSection
          title="Current images"
          description="Deleting an image takes effect at once; the order (the first photo is the cover), alt texts and captions are saved with the form."
        >
          <GalleryImageList
            form={admin.form}
            galleryId={gallery.id}
            images={gallery.images}
            photos={admin.fields.photos.getFieldList()}
          />
        </FormSection>
        <FormSection title="Add images">
          <ImagePicker
            meta={admin.fields.gallery}
            details={admin.fields.galleryDetails}
            label="New images"
            onCountChange={setNewCount}
          />
        </FormSection>
        <PublishFields fields={admin.fields} noun="gallery" />
      </UploadForm>
    </FormPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminRouteError
      error={error}
      failureMessage="Failed to load gallery data. Please try again."
      back={{ to: "/manage-gallery", label: "Back to gallery" }}
    />
  );
}
