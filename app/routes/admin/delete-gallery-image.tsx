import { data, Form, useActionData, useLoaderData } from "react-router";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/http/form-body.server";
import { redirectWithFlash } from "~/http/flash.server";
import { CONFIRM_IMAGE_DELETE } from "~/components/admin/photos/existing-images";
import { Notice } from "~/components/admin/notice";
import { EditorError } from "~/components/admin/editor/editor-page";
import { Button, ButtonLink } from "~/components/ui/button";
import {
  IMAGE_DELETED_MESSAGE,
  IMAGE_DELETE_FAILED_MESSAGE,
  LAST_IMAGE_MESSAGE,
  type DeleteImageAnswer,
} from "~/components/admin/photos/gallery-images";
import { getGallery } from "~/models/gallery.server";
import { deleteGalleryPhoto } from "~/services/content-deletion.server";
import { useRootData } from "~/components/use-root-data";
import type { Route } from "./+types/delete-gallery-image";
import { thumbnailUrl } from "~/media/image-urls";
import { editPath } from "~/kinds/registry";

export function loader({ params }: Route.LoaderArgs) {
  const gallery = getGallery(params.id);
  const image = gallery?.images.find((entry) => entry.fileName === params.fileName);
  if (!gallery || !image) throw data(null, { status: 404 });
  return { gallery, image };
}

/**
 * docs/product/admin-forms.md#deleting-gallery-images: the confirmation page's post deletes the
 * image. The edit page's fetcher sends intent=inline and gets the outcome as data; a plain post
 * goes back to the edit page.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await readFormBody(request);
  if (!form) return data<DeleteImageAnswer>({ ok: false, message: UNREADABLE_FORM_MESSAGE }, 400);
  const inline = form.get("intent") === "inline";
  let answer: DeleteImageAnswer;
  let status = 200;
  try {
    const outcome = await deleteGalleryPhoto(request, params.id, params.fileName);
    if (outcome === "deleted") {
      if (!inline) {
        return redirectWithFlash(editPath("gallery", params.id), {
          message: IMAGE_DELETED_MESSAGE,
        });
      }
      answer = { ok: true, message: IMAGE_DELETED_MESSAGE };
    } else if (outcome === "last-image") {
      answer = { ok: false, message: LAST_IMAGE_MESSAGE };
      status = 400;
    } else {
      answer = { ok: false, message: IMAGE_DELETE_FAILED_MESSAGE };
      status = 404;
    }
  } catch {
    answer = { ok: false, message: IMAGE_DELETE_FAILED_MESSAGE };
    status = 500;
  }
  return data(answer, { status });
}

export default function DeleteGalleryImage() {
  const { gallery, image } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { site } = useRootData();
  const editorPath = editPath("gallery", gallery.id);
  const lastImage = gallery.images.length <= 1;
  return (
    <div className="mx-auto w-full max-w-xl">
      <title>{`Delete Image | ${site.name}`}</title>
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Delete image</h1>
        <p className="mt-1 text-slate-600">
          From the gallery “{gallery.title || "Gallery Image"}”.
        </p>
        <img
          src={thumbnailUrl(image.fileName)}
          alt={image.alt}
          width={image.width}
          height={image.height}
          className="mt-5 aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover"
        />
        <div className="mt-5 space-y-5">
          {answer && !answer.ok ? <Notice tone="error">{answer.message}</Notice> : null}
          {lastImage ? (
            <Notice tone="info">{LAST_IMAGE_MESSAGE}</Notice>
          ) : (
            <p className="text-lg font-semibold text-slate-900">{CONFIRM_IMAGE_DELETE}</p>
          )}
          <Form method="post" className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <ButtonLink to={editorPath} variant="secondary" className="min-h-12">
              {lastImage ? "Back to the gallery" : "Cancel"}
            </ButtonLink>
            {lastImage ? null : (
              <Button type="submit" variant="danger-outline" className="min-h-12">
                Yes, delete image
              </Button>
            )}
          </Form>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EditorError kind="gallery" error={error} />;
}
