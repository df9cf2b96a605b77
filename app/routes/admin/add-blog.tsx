import { useActionData } from "react-router";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import { NewBlogSchema } from "~/schemas/blog";
import { submitNewBlog } from "~/services/submissions.server";
import { BlogEditor } from "./+editors/blog-editor";
import type { Route } from "./+types/add-blog";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export function action({ request, context }: Route.ActionArgs) {
  return answerEditorForm(
    { request, context },
    { kind: "blog", outcome: "created", schema: NewBlogSchema },
    () => submitNewBlog(request),
  );
}

export default function AddBlog() {
  return <BlogEditor failure={useActionData<typeof action>()} />;
}
