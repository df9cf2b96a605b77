import { data, redirect } from "react-router";
import { DeleteConfirmation } from "~/components/admin/delete-confirmation";
import { AdminRouteError } from "~/components/admin/page";
import { deleteBlog, getBlog } from "~/models/blog.server";
import { field } from "~/schemas/common";
import { logger } from "~/utils/logger.server";
import type { Route } from "./+types/delete-blog";

const QUESTION = "Are you sure you want to delete this blog post?";
const FAILURE = "Failed to delete blog post. Please try again.";

export function loader({ params }: Route.LoaderArgs) {
  const blog = getBlog(params.id);
  if (!blog) throw data(null, { status: 404 });
  return { title: blog.title, author: blog.author, category: blog.category };
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  // The list's x button without JavaScript posts no confirmation: ask first.
  if (field(form, "confirmed") !== "yes") {
    return redirect(`/manage-blogs/${encodeURIComponent(params.id)}/delete`);
  }
  try {
    if (!(await deleteBlog(params.id))) return data({ error: FAILURE }, { status: 404 });
  } catch (error) {
    logger.error({ err: error, blogId: params.id }, "blog delete failed");
    return data({ error: FAILURE }, { status: 500 });
  }
  return redirect("/manage-blogs");
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
      cancelTo="/manage-blogs"
      error={actionData?.error}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminRouteError
      error={error}
      failureMessage="Failed to load blog. Please try again."
      back={{ to: "/manage-blogs", label: "Back to Blogs" }}
    />
  );
}
