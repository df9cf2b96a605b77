import { adminApiAction, apiJson } from "~/http/api.server";
import { documentJson, privateProjectForToken } from "~/http/client-documents-api.server";
import { listProjectDocuments } from "~/models/project-document.server";
import { recordActivity } from "~/models/activity.server";
import { receiveProjectDocument } from "~/services/project-documents.server";
import type { Route } from "./+types/project-documents";

/** A private project's documents, newest first (docs/product/client-documents.md#api): token only. */
export function loader({ params, request }: Route.LoaderArgs) {
  const project = privateProjectForToken(request, params.id);
  const documents = listProjectDocuments(project.id);
  return apiJson({ documents: documents.map(documentJson) }, 200, {
    "Cache-Control": "no-store",
    "X-Total-Count": String(documents.length),
  });
}

/** Adds a PDF: multipart `file`, `title`, `ta.title`. */
export const action = adminApiAction(
  ["POST"],
  async ({ params, request }: Route.ActionArgs) => {
    const project = privateProjectForToken(request, params.id);
    const outcome = await receiveProjectDocument(request, project.id);
    if (!outcome.ok) {
      return apiJson(
        { message: outcome.message, ...(outcome.field ? { field: outcome.field } : {}) },
        outcome.status,
      );
    }
    recordActivity({
      action: "saved",
      subject: { kind: "project", id: project.id, label: project.title },
      request,
      detail: `document added: ${outcome.document.title}`,
    });
    return apiJson({ document: documentJson(outcome.document) }, 201);
  },
  ["GET", "POST"],
);
