import { ContentTable } from "~/components/admin/lists/content-table";
import { ManagedList } from "~/components/admin/lists/managed-list";
import { adminErrorBoundary } from "~/components/admin/page";
import { loadAdminPage } from "~/http/admin-list.server";
import { countBlogs, pageOfBlogs } from "~/models/blog.server";
import { blogCategoryLabel } from "~/schemas/form-choices";
import { listQueryString } from "~/utils/list-params";
import { describePublishState, siteLink } from "~/content/publish-state";
import { markdownToPlainText } from "~/text/markdown-plain-text";
import { truncate } from "~/text/text";
import type { Route } from "./+types/manage-blogs";

export function loader({ request }: Route.LoaderArgs) {
  const { items, page } = loadAdminPage(request, {
    kind: "blog",
    pageOf: pageOfBlogs,
    countAll: countBlogs,
  });
  const blogs = items.map((blog) => ({
    id: blog.id,
    title: blog.title,
    category: blogCategoryLabel(blog.category),
    subtitle: blog.author ? `by ${blog.author}` : "",
    description: truncate(markdownToPlainText(blog.content), 50),
    cover: blog.images[0] ?? null,
    createdAt: blog.createdAt,
    publish: describePublishState(blog.publishedAt),
    site: siteLink("blog", blog),
  }));
  return { blogs, page };
}

export default function ManageBlogs({ loaderData }: Route.ComponentProps) {
  const { blogs, page } = loaderData;
  return (
    <ManagedList kind="blog" page={page} rowCount={blogs.length}>
      <ContentTable kind="blog" rows={blogs} listState={listQueryString(page.params)} />
    </ManagedList>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "Failed to load blogs. Please try again.",
  back: { to: "/dashboard", label: "Back to Dashboard" },
});
