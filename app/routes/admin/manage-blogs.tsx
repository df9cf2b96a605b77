import { ContentTable } from "~/components/admin/content-table";
import { AddButton, countLabel } from "~/components/admin/list-controls";
import { AdminPageHeader, AdminRouteError } from "~/components/admin/page";
import { listBlogs } from "~/models/blog.server";
import { BLOG_CATEGORIES } from "~/schemas/blog";
import { truncate } from "~/utils/text";
import { EmptyState } from "~/components/ui/empty-state";
import type { Route } from "./+types/manage-blogs";

export function loader() {
  const blogs = listBlogs().map((blog) => ({
    id: blog.id,
    title: blog.title,
    category:
      BLOG_CATEGORIES.find((option) => option.value === blog.category)?.label ?? blog.category,
    subtitle: blog.author ? `by ${blog.author}` : "",
    description: truncate(blog.content, 50),
    cover: blog.images[0] ?? null,
    createdAt: blog.createdAt,
  }));
  return { blogs };
}

export default function ManageBlogs({ loaderData }: Route.ComponentProps) {
  const { blogs } = loaderData;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manage Blogs"
        description={`Total: ${countLabel(blogs.length, "blog post")}`}
        actions={<AddButton to="/addblogs">Add New Blog Post</AddButton>}
      />
      {blogs.length === 0 ? (
        <EmptyState
          message="No blog posts found. Add your first blog post!"
          icon={null}
          surface="card"
        />
      ) : (
        <ContentTable
          rows={blogs}
          labels={{ item: "Blog post", description: "Excerpt" }}
          editPath={(id) => `/edit-blog/${id}`}
          deletePath={(id) => `/manage-blogs/${id}/delete`}
          deleteQuestion="Are you sure you want to delete this blog post?"
          deleteFailure="Failed to delete blog post. Please try again."
        />
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminRouteError
      error={error}
      failureMessage="Failed to load blogs. Please try again."
      back={{ to: "/dashboard", label: "Back to Dashboard" }}
    />
  );
}
