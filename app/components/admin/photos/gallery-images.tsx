/**
 * The images of a gallery on its edit form. Like every editor's photos
 * (docs/product/admin-forms.md#removing-photos), a removed image is marked where it is,
 * with Undo beside it, and deleted when the form is saved (`removeImages`);
 * the save refuses to leave the gallery without images, with its message
 * below the picker for new images. Without JavaScript each image has a
 * "Delete this image on save" checkbox.
 */
import { listHas, SavedPhotoRemoval, usePhotoRemovals } from "./existing-images";
import { PhotoList, type AnyForm, type ExistingImage, type PhotoField } from "./photo-list";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { Field } from "../form/form-fields";

export const IMAGE_DELETED_MESSAGE = "Image deleted successfully";
export const IMAGE_DELETE_FAILED_MESSAGE = "Failed to delete image. Please try again.";
export const LAST_IMAGE_MESSAGE =
  "A gallery keeps at least one image. Add another image first, or delete the whole gallery from the gallery list.";

export type DeleteImageAnswer = { ok: boolean; message: string };

export function GalleryImageList({
  form,
  images,
  photos,
  removeField,
}: {
  form: AnyForm;
  images: ExistingImage[];
  /** The form's `photos` field list: the photos' details, in their order. */
  photos: PhotoField[];
  /** The form's `removeImages` list: the saved images to delete with the save. */
  removeField: Field;
}) {
  const hydrated = useHydrated();
  // After a refused save the form comes back with the photos it had removed still removed.
  const { removals, boxRef } = usePhotoRemovals(() =>
    images.map((image) => image.fileName).filter((name) => listHas(removeField, name)),
  );
  return (
    <div ref={boxRef} className="space-y-3">
      <PhotoList
        form={form}
        photos={photos}
        images={images}
        coverIsFirst
        removed={hydrated ? removals.removed : []}
      >
        {(image, position, isRemoved) =>
          hydrated ? (
            <>
              <SavedPhotoRemoval
                removals={removals}
                fileName={image.fileName}
                position={position}
                isRemoved={isRemoved}
                field={removeField}
                lists="removed"
              />
            </>
          ) : (
            <SavedPhotoRemoval fileName={image.fileName} field={removeField} lists="removed" />
          )
        }
      </PhotoList>
    </div>
  );
}
