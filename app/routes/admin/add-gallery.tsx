import { useActionData } from "react-router";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import { submitNewGallery } from "~/services/submissions.server";
import { GalleryEditor } from "./+editors/gallery-editor";
import type { Route } from "./+types/add-gallery";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export function action({ request, context }: Route.ActionArgs) {
  return answerEditorForm({ request, context }, { kind: "gallery", outcome: "created" }, () =>
    submitNewGallery(request),
  );
}

export default function AddGallery() {
  return <GalleryEditor failure={useActionData<typeof action>()} />;
}
