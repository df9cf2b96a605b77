import { data, useActionData, useLoaderData } from "react-router";
import { EditorError } from "~/components/admin/editor-page";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import { getGallery } from "~/models/gallery.server";
import { submitGalleryUpdate } from "~/services/submissions.server";
import { publishFormValues } from "~/utils/publish-state";
import { GalleryEditor } from "./+editors/gallery-editor";
import type { Route } from "./+types/edit-gallery";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export function loader({ params }: Route.LoaderArgs) {
  const gallery = getGallery(params.id);
  if (!gallery) throw data(null, { status: 404 });
  return { record: gallery, publish: publishFormValues(gallery.publishedAt) };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return answerEditorForm({ request, context }, { kind: "gallery", outcome: "saved" }, () =>
    submitGalleryUpdate(request, params.id),
  );
}

export default function EditGallery() {
  return (
    <GalleryEditor
      edited={useLoaderData<typeof loader>()}
      failure={useActionData<typeof action>()}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EditorError kind="gallery" error={error} />;
}
