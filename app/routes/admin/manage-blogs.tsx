import { redirect } from "react-router";
import { ContentTable } from "~/components/admin/content-table";
import { AddButton, countLabel } from "~/components/admin/list-controls";
import { AdminPageHeader, AdminRouteError } from "~/components/admin/page";
import { ListSearch } from "~/components/list-search";
import { Pagination } from "~/components/pagination";
import { countBlogs, pageOfBlogs } from "~/models/blog.server";
import { BLOG_CATEGORIES } from "~/schemas/blog";
import {
  ADMIN_PAGE_SIZE,
  lastPageQuery,
  listQueryString,
  parseListParams,
} from "~/utils/list-params";
import { describePublishState, isPublic, previewPath } from "~/utils/publish-state";
import { truncate } from "~/utils/text";
import { EmptyState } from "~/components/ui/empty-state";
import { publicPath } from "~/utils/public-paths";
import type { Route } from "./+types/manage-blogs";

export function loader({ request }: Route.LoaderArgs) {
  const params = parseListParams(new URL(request.url).searchParams);
  const found = pageOfBlogs({
    audience: "owner",
    search: params.q,
    sort: params.sort,
    page: params.page,
    perPage: ADMIN_PAGE_SIZE,
  });
  // A page emptied by a delete (or typed in) shows the last page there is.
  const last = lastPageQuery(params, found);
  if (last) throw redirect(`/manage-blogs${last}`);
  const blogs = found.items.map((blog) => ({
    id: blog.id,
    title: blog.title,
    category:
      BLOG_CATEGORIES.find((option) => option.value === blog.category)?.label ?? blog.category,
    subtitle: blog.author ? `by ${blog.author}` : "",
    description: truncate(blog.content, 50),
    cover: blog.images[0] ?? null,
    createdAt: blog.createdAt,
    publish: describePublishState(blog.publishedAt),
    sitePath: publicPath("blog", blog.slug),
    previewPath: isPublic(blog) ? null : previewPath(publicPath("blog", blog.slug)),
  }));
  return {
    blogs,
    params,
    total: params.q ? countBlogs() : found.total,
    matching: found.total,
    pageCount: found.pageCount,
  };
}

export default function ManageBlogs({ loaderData }: Route.ComponentProps) {
  const { blogs, params, total, matching, pageCount } = loaderData;
  const listState = listQueryString(params);
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manage Blogs"
        description={`Total: ${countLabel(total, "blog post")}`}
        actions={<AddButton to="/addblogs">Add New Blog Post</AddButton>}
      />
      {total === 0 ? (
        <EmptyState
          message="No blog posts found. Add your first blog post!"
          icon={null}
          surface="card"
        />
      ) : (
        <>
          <ListSearch
            params={params}
            searchLabel="Search blog posts by title"
            total={matching}
            noun={matching === 1 ? "blog post" : "blog posts"}
          />
          {blogs.length === 0 ? (
            <EmptyState message="No blog posts match this search." icon={null} surface="card" />
          ) : (
            <ContentTable
              rows={blogs}
              labels={{ item: "Blog post", description: "Excerpt" }}
              editPath={(id) => `/edit-blog/${id}`}
              deletePath={(id) => `/manage-blogs/${id}/delete${listState}`}
              deleteQuestion="Are you sure you want to delete this blog post?"
              deleteFailure="Failed to delete blog post. Please try again."
            />
          )}
          <Pagination
            page={params.page}
            pageCount={pageCount}
            label="Blog post pages"
            hrefFor={(page) => `/manage-blogs${listQueryString({ ...params, page })}`}
          />
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
