import { ProgressPanel } from "~/routes/admin/+editors/progress-panel";
import { latestProgressOf, listProgressUpdates } from "~/models/progress.server";
import { progressStages } from "~/models/site-content.server";
import { data, useActionData, useLoaderData } from "react-router";
import { EditorError } from "~/components/admin/editor/editor-page";
import { HistoryPanel } from "~/components/admin/editor/history-panel";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import { getProject } from "~/models/project.server";
import { formConstraint } from "~/schemas/common";
import { ProjectUpdateSchema } from "~/schemas/project";
import { historyOf } from "~/services/history.server";
import { submitUpdate } from "~/services/submissions.server";
import { publishFormValues } from "~/content/publish-state";
import { ProjectEditor } from "./+editors/project-editor";
import type { Route } from "./+types/edit-project";
import { editPath } from "~/kinds/registry";
import { ClientLinkSection } from "~/routes/admin/+editors/client-link";
import { clientLinkOf } from "~/services/tracker-links.server";
import { isPrivate } from "~/utils/project-visibility";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export function loader({ request, params }: Route.LoaderArgs) {
  const project = getProject(params.id);
  if (!project) throw data(null, { status: 404 });
  return {
    record: project,
    publish: publishFormValues(project.publishedAt),
    history: historyOf("project", project.id),
    constraint: formConstraint(ProjectUpdateSchema),
    restored: new URL(request.url).searchParams.get("restored") ?? "",
    clientLink: isPrivate(project) ? clientLinkOf(project) : null,
    progress: {
      updates: listProgressUpdates(project.id, { visitor: false }).map((update) => ({
        id: update.id,
        date: update.date,
        stage: update.stage,
        percent: update.percent,
        title: update.title,
        publishedAt: update.publishedAt,
        photoCount: update.images.length,
      })),
      current: latestProgressOf([project.id]).get(project.id) ?? null,
      stageNames: Object.fromEntries(progressStages().map((stage) => [stage.slug, stage.name])),
    },
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return answerEditorForm(
    { request, context },
    { kind: "project", outcome: "saved", schema: ProjectUpdateSchema },
    () => submitUpdate(request, "project", params.id),
  );
}

export default function EditProject() {
  const edited = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <>
      {/* A restored version opens as a fresh form (docs/product/admin-forms.md#history). */}
      <ProjectEditor
        key={edited.restored}
        edited={edited}
        failure={failure}
        constraint={edited.constraint}
      />
      {edited.clientLink ? <ClientLinkSection link={edited.clientLink} /> : null}
      <ProgressPanel projectId={edited.record.id} {...edited.progress} />
      <HistoryPanel
        editPath={editPath("project", edited.record.id)}
        record={edited.record}
        history={edited.history}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EditorError kind="project" error={error} />;
}
