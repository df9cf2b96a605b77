import { data, useActionData, useLoaderData } from "react-router";
import { EditorError } from "~/components/admin/editor/editor-page";
import { HistoryPanel } from "~/components/admin/editor/history-panel";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import { editPath } from "~/kinds/registry";
import { getProgressUpdate } from "~/models/progress.server";
import { formConstraint } from "~/schemas/common";
import { ProgressUpdateSchema } from "~/schemas/progress";
import { historyOf } from "~/services/history.server";
import { progressEditorContext } from "~/services/progress-editor.server";
import { submitUpdate } from "~/services/submissions.server";
import { publishFormValues } from "~/content/publish-state";
import { ProgressEditor } from "./+editors/progress-editor";
import type { Route } from "./+types/edit-progress";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export function loader({ request, params }: Route.LoaderArgs) {
  const update = getProgressUpdate(params.id);
  if (!update) throw data(null, { status: 404 });
  return {
    ...progressEditorContext(update.projectId),
    record: update,
    publish: publishFormValues(update.publishedAt),
    history: historyOf("progress", update.id),
    constraint: formConstraint(ProgressUpdateSchema),
    restored: new URL(request.url).searchParams.get("restored") ?? "",
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return answerEditorForm(
    { request, context },
    {
      kind: "progress",
      outcome: "saved",
      schema: ProgressUpdateSchema,
      returnTo: (saved) => `${editPath("project", saved.projectId)}#progress`,
    },
    () => submitUpdate(request, "progress", params.id),
  );
}

export default function EditProgress() {
  const edited = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <>
      {/* A restored version opens as a fresh form (docs/product/admin-forms.md#history). */}
      <ProgressEditor
        key={edited.restored}
        edited={edited}
        failure={failure}
        constraint={edited.constraint}
        project={edited.project}
        stages={edited.stages}
      />
      <HistoryPanel
        editPath={editPath("progress", edited.record.id)}
        record={edited.record}
        history={edited.history}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EditorError kind="progress" error={error} />;
}
