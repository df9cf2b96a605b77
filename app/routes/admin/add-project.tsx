import { useActionData, useLoaderData } from "react-router";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import { formConstraint } from "~/schemas/common";
import { NewProjectSchema } from "~/schemas/project";
import { submitNew } from "~/services/submissions.server";
import { ProjectEditor } from "./+editors/project-editor";
import type { Route } from "./+types/add-project";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export function loader() {
  return { constraint: formConstraint(NewProjectSchema) };
}

export function action({ request, context }: Route.ActionArgs) {
  return answerEditorForm(
    { request, context },
    { kind: "project", outcome: "created", schema: NewProjectSchema },
    () => submitNew(request, "project"),
  );
}

export default function AddProject() {
  const { constraint } = useLoaderData<typeof loader>();
  return <ProjectEditor failure={useActionData<typeof action>()} constraint={constraint} />;
}
