import { data } from "react-router";
import { adminErrorBoundary, AdminPageHeader } from "~/components/admin/page";
import { Button, ButtonLink } from "~/components/ui/button";
import { redirectWithFlash } from "~/http/flash.server";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/http/form-body.server";
import { recordActivity } from "~/models/activity.server";
import {
  deleteProjectDocument,
  documentOfProject,
  listProjectDocuments,
} from "~/models/project-document.server";
import { getProject } from "~/models/project.server";
import { receiveProjectDocument } from "~/services/project-documents.server";
import { editPath, KINDS } from "~/kinds/registry";
import { MAX_DOCUMENT_MB } from "~/schemas/client-documents";
import { isPrivate } from "~/utils/project-visibility";
import { TEXT_LIMITS } from "~/utils/limits";
import type { Route } from "./+types/project-documents";

function privateProject(id: string) {
  const project = getProject(id);
  if (!project || !isPrivate(project)) throw data(null, { status: 404 });
  return project;
}

const documentsPath = (id: string) => `${editPath("project", id)}/documents`;

/** A private project's PDFs for its client (docs/product/client-documents.md). */
export function loader({ params }: Route.LoaderArgs) {
  const project = privateProject(params.id);
  return {
    title: project.title,
    editorPath: editPath("project", project.id),
    documents: listProjectDocuments(project.id).map((document) => ({
      id: document.id,
      title: document.title,
      titleTa: document.titleTa,
      fileName: document.fileName,
      size: document.size,
      createdAt: document.createdAt,
    })),
  };
}

/**
 * Adds a PDF (multipart, streamed with its limit) or deletes one (`delete` names it). Both are
 * whole-page posts that need no script.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const project = privateProject(params.id);
  const subject = { kind: "project" as const, id: project.id, label: project.title };
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    const form = await readFormBody(request);
    const document = documentOfProject(project.id, String(form?.get("delete") ?? ""));
    if (!form || !document) throw data(UNREADABLE_FORM_MESSAGE, { status: 400 });
    await deleteProjectDocument(document);
    recordActivity({
      action: "saved",
      subject,
      request,
      detail: `document deleted: ${document.title}`,
    });
    return redirectWithFlash(documentsPath(project.id), {
      message: `“${document.title}” was deleted. The client can no longer download it.`,
    });
  }
  const outcome = await receiveProjectDocument(request, project.id);
  if (!outcome.ok) {
    return data({ message: outcome.message, field: outcome.field }, { status: outcome.status });
  }
  recordActivity({
    action: "saved",
    subject,
    request,
    detail: `document added: ${outcome.document.title}`,
  });
  return redirectWithFlash(documentsPath(project.id), {
    message: `“${outcome.document.title}” was added. The client can download it from their page.`,
  });
}

function sizeText(bytes: number) {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const input =
  "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-orange-600 focus:ring-orange-600";

export default function ProjectDocuments({ loaderData, actionData }: Route.ComponentProps) {
  const { title, editorPath, documents } = loaderData;
  return (
    <div className="space-y-8">
      <AdminPageHeader
        title="Client documents"
        description={`PDFs for the client of ${title}: only their link downloads them.`}
        actions={
          <ButtonLink to={editorPath} variant="secondary">
            Back to the project
          </ButtonLink>
        }
      />
      <form
        method="post"
        encType="multipart/form-data"
        className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 className="text-lg font-bold text-slate-900">Add a document</h2>
        {actionData ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-red-800">
            {actionData.message}
          </p>
        ) : null}
        <label className="block">
          <span className="font-semibold text-slate-800">PDF file</span>
          <input
            type="file"
            name="file"
            required
            accept="application/pdf,.pdf"
            className="mt-1 block w-full text-base"
          />
          <span className="mt-1 block text-sm text-slate-600">
            A PDF up to {MAX_DOCUMENT_MB} MB, not locked with a password.
          </span>
        </label>
        <label className="block">
          <span className="font-semibold text-slate-800">Title</span>
          <input name="title" required maxLength={TEXT_LIMITS.title} className={input} />
        </label>
        <label className="block">
          <span className="font-semibold text-slate-800">Title in Tamil (optional)</span>
          <input name="ta.title" lang="ta" maxLength={TEXT_LIMITS.title} className={input} />
        </label>
        <Button type="submit">Add document</Button>
      </form>
      <section
        aria-labelledby="documents-heading"
        className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <h2
          id="documents-heading"
          className="border-b border-slate-200 px-5 py-4 text-lg font-bold text-slate-900 sm:px-6"
        >
          Documents ({documents.length})
        </h2>
        {documents.length === 0 ? (
          <p className="px-5 py-6 text-slate-600 sm:px-6">No documents yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {documents.map((document) => (
              <li
                key={document.id}
                className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:px-6"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-slate-900">{document.title}</p>
                  {document.titleTa ? (
                    <p lang="ta" className="break-words text-slate-700">
                      {document.titleTa}
                    </p>
                  ) : null}
                  <p className="text-sm break-all text-slate-600">
                    {document.fileName} · {sizeText(document.size)} · added{" "}
                    {document.createdAt.slice(0, 10)}
                  </p>
                </div>
                <form method="post">
                  <input type="hidden" name="delete" value={document.id} />
                  <Button type="submit" variant="danger-outline" size="sm">
                    Delete <span className="sr-only">{document.title}</span>
                  </Button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "The documents could not be loaded. Please try again.",
  back: { to: KINDS.project.paths.list, label: KINDS.project.list.backLabel },
});
