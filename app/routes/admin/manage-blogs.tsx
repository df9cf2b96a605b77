import { DeleteControl } from "~/components/admin/delete-control";
import {
  AddButton,
  CategoryBadge,
  countLabel,
  EditLink,
  EmptyState,
  formatDate,
} from "~/components/admin/list-parts";
import { AdminPageHeader, AdminRouteError } from "~/components/admin/page";
import { Thumbnail } from "~/components/admin/thumbnail";
import { listBlogs } from "~/models/blog.server";
import { BLOG_CATEGORIES } from "~/schemas/blog";
import { requireAdmin } from "~/utils/auth.server";
import { truncate } from "~/utils/text";
import type { Route } from "./+types/manage-blogs";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const blogs = listBlogs().map((blog) => ({
    id: blog.id,
    title: blog.title,
    category:
      BLOG_CATEGORIES.find((option) => option.value === blog.category)?.label ?? blog.category,
    author: blog.author,
    description: truncate(blog.content, 50),
    cover: blog.images[0] ?? null,
    createdAt: blog.createdAt,
  }));
  return { blogs };
}

type Row = Awaited<ReturnType<typeof loader>>["blogs"][number];

function Actions({ blog }: { blog: Row }) {
  return (
    <div className="flex items-center justify-end gap-2">
      <EditLink to={`/edit-blog/${blog.id}`} itemTitle={blog.title} />
      <DeleteControl
        action={`/manage-blogs/${blog.id}/delete`}
        itemTitle={blog.title}
        question="Are you sure you want to delete this blog post?"
        failureMessage="Failed to delete blog post. Please try again."
      />
    </div>
  );
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
        <EmptyState message="No blog posts found. Add your first blog post!" />
      ) : (
        <>
          <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs font-semibold tracking-wider text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Blog post
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Category
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Excerpt
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Added
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {blogs.map((blog) => (
                  <tr key={blog.id} className="align-middle">
                    <td className="px-4 py-3">
                      <div className="flex items-center gap-3">
                        <Thumbnail image={blog.cover} className="size-14 shrink-0 rounded-lg" />
                        <div className="min-w-0">
                          <p className="font-semibold text-slate-900">{blog.title}</p>
                          {blog.author ? <p className="text-slate-500">by {blog.author}</p> : null}
                        </div>
                      </div>
                    </td>
                    <td className="px-4 py-3">
                      {blog.category ? <CategoryBadge>{blog.category}</CategoryBadge> : null}
                    </td>
                    <td className="max-w-xs px-4 py-3 text-slate-600">{blog.description}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                      {formatDate(blog.createdAt)}
                    </td>
                    <td className="px-4 py-3">
                      <Actions blog={blog} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <ul className="space-y-4 lg:hidden">
            {blogs.map((blog) => (
              <li
                key={blog.id}
                className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              >
                <div className="flex gap-4">
                  <Thumbnail image={blog.cover} className="size-20 shrink-0 rounded-lg" />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words text-slate-900">{blog.title}</p>
                    {blog.author ? (
                      <p className="text-sm text-slate-500">by {blog.author}</p>
                    ) : null}
                    {blog.category ? (
                      <div className="mt-1">
                        <CategoryBadge>{blog.category}</CategoryBadge>
                      </div>
                    ) : null}
                  </div>
                </div>
                {blog.description ? (
                  <p className="mt-3 text-sm text-slate-600">{blog.description}</p>
                ) : null}
                <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
                  <span className="text-sm text-slate-500">Added {formatDate(blog.createdAt)}</span>
                  <Actions blog={blog} />
                </div>
              </li>
            ))}
          </ul>
        </>
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
