import { useActionData } from "react-router";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import { NewProjectSchema } from "~/schemas/project";
import { submitNewProject } from "~/services/submissions.server";
import { ProjectEditor } from "./+editors/project-editor";
import type { Route } from "./+types/add-project";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export function action({ request, context }: Route.ActionArgs) {
  return answerEditorForm(
    { request, context },
    { kind: "project", outcome: "created", schema: NewProjectSchema },
    () => submitNewProject(request),
  );
}

export default function AddProject() {
  return <ProjectEditor failure={useActionData<typeof action>()} />;
}
