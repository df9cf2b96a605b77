import { useActionData, useLoaderData } from "react-router";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import { formConstraint } from "~/schemas/common";
import { NewBlogSchema } from "~/schemas/blog";
import { submitNew } from "~/services/submissions.server";
import { BlogEditor } from "./+editors/blog-editor";
import type { Route } from "./+types/add-blog";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export function loader() {
  return { constraint: formConstraint(NewBlogSchema) };
}

export function action({ request, context }: Route.ActionArgs) {
  return answerEditorForm(
    { request, context },
    { kind: "blog", outcome: "created", schema: NewBlogSchema },
    () => submitNew(request, "blog"),
  );
}

export default function AddBlog() {
  const { constraint } = useLoaderData<typeof loader>();
  return <BlogEditor failure={useActionData<typeof action>()} constraint={constraint} />;
}
