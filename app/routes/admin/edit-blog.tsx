import { data, useActionData, useLoaderData } from "react-router";
import { EditorError } from "~/components/admin/editor/editor-page";
import { HistoryPanel } from "~/components/admin/editor/history-panel";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import { getBlog } from "~/models/blog.server";
import { formConstraint } from "~/schemas/common";
import { BlogUpdateSchema } from "~/schemas/blog";
import { historyOf } from "~/services/history.server";
import { submitUpdate } from "~/services/submissions.server";
import { publishFormValues } from "~/content/publish-state";
import { BlogEditor } from "./+editors/blog-editor";
import type { Route } from "./+types/edit-blog";
import { editPath } from "~/kinds/registry";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export function loader({ request, params }: Route.LoaderArgs) {
  const blog = getBlog(params.id);
  if (!blog) throw data(null, { status: 404 });
  return {
    record: blog,
    publish: publishFormValues(blog.publishedAt),
    history: historyOf("blog", blog.id),
    constraint: formConstraint(BlogUpdateSchema),
    restored: new URL(request.url).searchParams.get("restored") ?? "",
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return answerEditorForm(
    { request, context },
    { kind: "blog", outcome: "saved", schema: BlogUpdateSchema },
    () => submitUpdate(request, "blog", params.id),
  );
}

export default function EditBlog() {
  const edited = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <>
      {/* A restored version opens as a fresh form (docs/product/admin-forms.md#history). */}
      <BlogEditor
        key={edited.restored}
        edited={edited}
        failure={failure}
        constraint={edited.constraint}
      />
      <HistoryPanel
        editPath={editPath("blog", edited.record.id)}
        record={edited.record}
        history={edited.history}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EditorError kind="blog" error={error} />;
}
