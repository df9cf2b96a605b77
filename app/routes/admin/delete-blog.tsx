import { data } from "react-router";
import { answerDelete } from "~/http/delete-item.server";
import { DeleteConfirmation } from "~/components/admin/lists/delete-confirmation";
import { adminErrorBoundary } from "~/components/admin/page";
import { getBlog } from "~/models/blog.server";
import { deleteContent } from "~/services/content-deletion.server";
import { listStateOf } from "~/utils/list-params";
import type { Route } from "./+types/delete-blog";
import { KINDS } from "~/kinds/registry";

const QUESTION = "Are you sure you want to delete this blog post?";
const FAILURE = "Failed to delete blog post. Please try again.";

export function loader({ request, params }: Route.LoaderArgs) {
  const blog = getBlog(params.id);
  if (!blog) throw data(null, { status: 404 });
  return {
    listState: listStateOf(request.url),
    title: blog.title,
    author: blog.author,
    category: blog.category,
  };
}

export function action({ request, params }: Route.ActionArgs) {
  return answerDelete(request, params.id, {
    kind: "blog",
    listPath: KINDS.blog.paths.list,
    titleOf: (id) => getBlog(id)?.title ?? null,
    remove: (id) => deleteContent(request, "blog", id),
    deletedMessage: KINDS.blog.flash.deleted,
    failure: FAILURE,
  });
}

export default function DeleteBlog({ loaderData, actionData }: Route.ComponentProps) {
  const details = [loaderData.category, loaderData.author && `by ${loaderData.author}`]
    .filter(Boolean)
    .join(" · ");
  return (
    <DeleteConfirmation
      heading="Delete Blog Post"
      question={QUESTION}
      itemTitle={loaderData.title}
      details={details || undefined}
      cancelTo={`${KINDS.blog.paths.list}${loaderData.listState}`}
      error={actionData?.error}
    />
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "Failed to load blog. Please try again.",
  back: { to: KINDS.blog.paths.list, label: KINDS.blog.list.backLabel },
});
