import { data, useActionData, useLoaderData } from "react-router";
import { EditorError } from "~/components/admin/editor-page";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import { getBlog } from "~/models/blog.server";
import { BlogUpdateSchema } from "~/schemas/blog";
import { submitBlogUpdate } from "~/services/submissions.server";
import { publishFormValues } from "~/utils/publish-state";
import { BlogEditor } from "./+editors/blog-editor";
import type { Route } from "./+types/edit-blog";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export function loader({ params }: Route.LoaderArgs) {
  const blog = getBlog(params.id);
  if (!blog) throw data(null, { status: 404 });
  return { record: blog, publish: publishFormValues(blog.publishedAt) };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return answerEditorForm(
    { request, context },
    { kind: "blog", outcome: "saved", schema: BlogUpdateSchema },
    () => submitBlogUpdate(request, params.id),
  );
}

export default function EditBlog() {
  return (
    <BlogEditor edited={useLoaderData<typeof loader>()} failure={useActionData<typeof action>()} />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EditorError kind="blog" error={error} />;
}
