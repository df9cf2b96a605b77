import { useState } from "react";
import { data, useActionData, useLoaderData, useSearchParams } from "react-router";
import {
  FormPage,
  FormSection,
  Notice,
  UploadForm,
  useAdminForm,
} from "~/components/admin/editor-form";
import { GalleryFields } from "~/components/admin/gallery-fields";
import { GalleryImageList, IMAGE_DELETED_MESSAGE } from "~/components/admin/gallery-images";
import { ImagePicker } from "~/components/admin/image-picker";
import { AdminRouteError } from "~/components/admin/page";
import { getGallery } from "~/models/gallery.server";
import { submitGalleryUpdate } from "~/services/submissions.server";
import { useRootData } from "~/components/use-root-data";
import { galleryUpdateSchema, NO_IMAGES_MESSAGE } from "~/schemas/gallery";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import type { Route } from "./+types/edit-gallery";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export function loader({ params }: Route.LoaderArgs) {
  const gallery = getGallery(params.id);
  if (!gallery) throw data(null, { status: 404 });
  return { gallery };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return answerEditorForm(
    { request, context },
    {
      submit: () => submitGalleryUpdate(request, params.id),
      redirectTo: "/manage-gallery?saved=gallery-updated",
      fallbackMessage: "Update failed. Please try again.",
    },
  );
}

export default function EditGallery() {
  const { gallery } = useLoaderData<typeof loader>();
  const { site } = useRootData();
  const [searchParams] = useSearchParams();
  const [newCount, setNewCount] = useState(0);
  const admin = useAdminForm(galleryUpdateSchema(gallery.images.length), {
    failure: useActionData<typeof action>(),
    defaultValue: {
      title: gallery.title,
      description: gallery.description,
      category: gallery.category,
      slug: gallery.slug,
      photos: gallery.images.map((image) => ({ name: image.fileName, alt: image.alt })),
    },
  });
  const imageCount = gallery.images.length + newCount;
  return (
    <FormPage
      title="Add/Edit Gallery"
      intro={`Change the details of “${gallery.title || "Gallery Image"}”, add photos or delete them.`}
      backTo="/manage-gallery"
      backLabel="Back to gallery"
    >
      <title>{`Add/Edit Gallery | ${site.name}`}</title>
      {searchParams.get("deleted") === "image" ? (
        <div className="mb-6">
          <Notice tone="success">{IMAGE_DELETED_MESSAGE}</Notice>
        </div>
      ) : null}
      <UploadForm
        admin={admin}
        managePath="/manage-gallery"
        fallbackError="Update failed. Please try again."
        submitLabel="Update Gallery"
        busyLabel="Uploading..."
        successMessage="Gallery updated successfully!"
        blockedReason={imageCount === 0 ? NO_IMAGES_MESSAGE : null}
      >
        <GalleryFields fields={admin.fields} />
        <FormSection
          title="Current images"
          description="Deleting an image takes effect at once; alt text changes are saved with the form."
        >
          <GalleryImageList
            galleryId={gallery.id}
            images={gallery.images}
            photos={admin.fields.photos.getFieldList()}
          />
        </FormSection>
        <FormSection title="Add images">
          <ImagePicker meta={admin.fields.gallery} label="New images" onCountChange={setNewCount} />
        </FormSection>
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
