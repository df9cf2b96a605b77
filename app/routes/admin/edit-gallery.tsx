import { data, useActionData, useLoaderData } from "react-router";
import { EditorError } from "~/components/admin/editor/editor-page";
import { HistoryPanel } from "~/components/admin/editor/history-panel";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import { getGallery } from "~/models/gallery.server";
import { formConstraint } from "~/schemas/common";
import { galleryUpdateSchema } from "~/schemas/gallery";
import { historyOf } from "~/services/history.server";
import { submitUpdate } from "~/services/submissions.server";
import { publishFormValues } from "~/content/publish-state";
import { GalleryEditor } from "./+editors/gallery-editor";
import type { Route } from "./+types/edit-gallery";
import { editPath } from "~/kinds/registry";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export function loader({ request, params }: Route.LoaderArgs) {
  const gallery = getGallery(params.id);
  if (!gallery) throw data(null, { status: 404 });
  return {
    record: gallery,
    publish: publishFormValues(gallery.publishedAt),
    history: historyOf("gallery", gallery.id),
    constraint: formConstraint(galleryUpdateSchema(gallery.images.map((image) => image.fileName))),
    restored: new URL(request.url).searchParams.get("restored") ?? "",
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return answerEditorForm({ request, context }, { kind: "gallery", outcome: "saved" }, () =>
    submitUpdate(request, "gallery", params.id),
  );
}

export default function EditGallery() {
  const edited = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <>
      {/* A restored version opens as a fresh form (docs/product/admin-forms.md#history). */}
      <GalleryEditor
        key={edited.restored}
        edited={edited}
        failure={failure}
        constraint={edited.constraint}
      />
      <HistoryPanel
        editPath={editPath("gallery", edited.record.id)}
        record={edited.record}
        history={edited.history}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EditorError kind="gallery" error={error} />;
}
