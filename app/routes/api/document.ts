import {
  adminApiAction,
  apiError,
  apiJson,
  methodNotAllowed,
  requireWellFormedId,
} from "~/http/api.server";
import { DOCUMENT_NOT_FOUND } from "~/http/client-documents-api.server";
import { recordActivity } from "~/models/activity.server";
import { deleteProjectDocument, getProjectDocument } from "~/models/project-document.server";
import { getProject } from "~/models/project.server";
import type { Route } from "./+types/document";

export function loader() {
  return methodNotAllowed(["DELETE"]);
}

/** Deletes a document and its file (docs/product/client-documents.md#api). */
export const action = adminApiAction(["DELETE"], async ({ params, request }: Route.ActionArgs) => {
  const document = getProjectDocument(requireWellFormedId(params.id, DOCUMENT_NOT_FOUND));
  if (!document) return apiError(DOCUMENT_NOT_FOUND, 404);
  await deleteProjectDocument(document);
  recordActivity({
    action: "saved",
    subject: {
      kind: "project",
      id: document.projectId,
      label: getProject(document.projectId)?.title ?? "",
    },
    request,
    detail: `document deleted: ${document.title}`,
  });
  return apiJson({ message: "Document deleted" });
});
