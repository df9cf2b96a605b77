import { useActionData, useLoaderData } from "react-router";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import { formConstraint } from "~/schemas/common";
import { NewGallerySchema } from "~/schemas/gallery";
import { submitNew } from "~/services/submissions.server";
import { GalleryEditor } from "./+editors/gallery-editor";
import type { Route } from "./+types/add-gallery";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export function loader() {
  return { constraint: formConstraint(NewGallerySchema) };
}

export function action({ request, context }: Route.ActionArgs) {
  return answerEditorForm({ request, context }, { kind: "gallery", outcome: "created" }, () =>
    submitNew(request, "gallery"),
  );
}

export default function AddGallery() {
  const { constraint } = useLoaderData<typeof loader>();
  return <GalleryEditor failure={useActionData<typeof action>()} constraint={constraint} />;
}
