import { useActionData, useLoaderData } from "react-router";
import { EditorError } from "~/components/admin/editor/editor-page";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import { editPath } from "~/kinds/registry";
import { getProject } from "~/models/project.server";
import { formConstraint } from "~/schemas/common";
import { NewProgressSchema } from "~/schemas/progress";
import { progressEditorContext } from "~/services/progress-editor.server";
import { formLevelFailure, submitNew } from "~/services/submissions.server";
import { ProgressEditor } from "./+editors/progress-editor";
import type { Route } from "./+types/add-progress";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

/** A new update of the project `?project=` names (its editor's "Add progress update"). */
function projectOf(request: Request) {
  return new URL(request.url).searchParams.get("project");
}

export function loader({ request }: Route.LoaderArgs) {
  return {
    ...progressEditorContext(projectOf(request)),
    constraint: formConstraint(NewProgressSchema),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  const projectId = projectOf(request) ?? "";
  return answerEditorForm(
    { request, context },
    {
      kind: "progress",
      outcome: "created",
      schema: NewProgressSchema,
      returnTo: (saved) => `${editPath("project", saved.projectId)}#progress`,
    },
    async () =>
      getProject(projectId)
        ? submitNew(request, "progress", projectId)
        : formLevelFailure(404, "Project not found"),
  );
}

export default function AddProgress() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <ProgressEditor
      failure={useActionData<typeof action>()}
      constraint={loaded.constraint}
      project={loaded.project}
      stages={loaded.stages}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EditorError kind="progress" error={error} />;
}
