import { redirect } from "react-router";
import { DeleteControl } from "~/components/admin/delete-control";
import {
  AddButton,
  CategoryBadge,
  countLabel,
  EditLink,
  PreviewLink,
  PublishStateBadge,
  ViewLink,
} from "~/components/admin/list-controls";
import { AdminPageHeader, AdminRouteError } from "~/components/admin/page";
import { Thumbnail } from "~/components/admin/thumbnail";
import { ListSearch } from "~/components/list-search";
import { Pagination } from "~/components/pagination";
import { countGalleries, countGalleryImages, pageOfGalleries } from "~/models/gallery.server";
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
import type { Route } from "./+types/manage-gallery";

export function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const params = parseListParams(search);
  const found = pageOfGalleries({
    audience: "owner",
    search: params.q,
    sort: params.sort,
    page: params.page,
    perPage: ADMIN_PAGE_SIZE,
  });
  // A page emptied by a delete (or typed in) shows the last page there is.
  const last = lastPageQuery(params, found);
  if (last) throw redirect(`/manage-gallery${last}`);
  const galleries = found.items.map((gallery) => ({
    id: gallery.id,
    title: gallery.title || "Gallery Image",
    category: gallery.category,
    description: truncate(gallery.description, 80),
    cover: gallery.images[0] ?? null,
    imageCount: gallery.images.length,
    publish: describePublishState(gallery.publishedAt),
    sitePath: publicPath("gallery", gallery.slug),
    previewPath: isPublic(gallery) ? null : previewPath(publicPath("gallery", gallery.slug)),
  }));
  return {
    galleries,
    params,
    total: params.q ? countGalleries() : found.total,
    matching: found.total,
    pageCount: found.pageCount,
    totalImages: countGalleryImages(),
  };
}

export default function ManageGallery({ loaderData }: Route.ComponentProps) {
  const { galleries, params, total, matching, pageCount, totalImages } = loaderData;
  const listState = listQueryString(params);
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manage Gallery"
        description={`Total: ${countLabel(total, "gallery", "galleries")}, ${countLabel(totalImages, "image")}`}
        actions={<AddButton to="/addgallery">Add Gallery Images</AddButton>}
      />

      {total === 0 ? (
        <EmptyState message="No gallery images found." icon={null} surface="card" />
      ) : (
        <>
          <ListSearch
            params={params}
            searchLabel="Search galleries by title"
            total={matching}
            noun={matching === 1 ? "gallery" : "galleries"}
          />
          {galleries.length === 0 ? (
            <EmptyState message="No galleries match this search." icon={null} surface="card" />
          ) : null}
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {galleries.map((gallery) => (
              <li
                key={gallery.id}
                className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
              >
                <div className="relative">
                  <Thumbnail
                    image={gallery.cover}
                    className="aspect-[4/3] w-full"
                    sizes="(min-width: 1280px) 320px, (min-width: 640px) 45vw, 100vw"
                  />
                  <span className="absolute bottom-3 left-3 rounded-full bg-slate-900/80 px-3 py-1 text-sm font-semibold text-white">
                    {countLabel(gallery.imageCount, "image")}
                  </span>
                </div>
                <div className="flex flex-1 flex-col p-4">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-semibold break-words text-slate-900">{gallery.title}</p>
                      <div className="mt-1">
                        <CategoryBadge>{gallery.category}</CategoryBadge>
                      </div>
                    </div>
                    <div className="flex shrink-0 gap-2">
                      {gallery.previewPath ? (
                        <PreviewLink to={gallery.previewPath} itemTitle={gallery.title} />
                      ) : (
                        <ViewLink to={gallery.sitePath} itemTitle={gallery.title} />
                      )}
                      <EditLink to={`/edit-gallery/${gallery.id}`} itemTitle={gallery.title} />
                      <DeleteControl
                        action={`/manage-gallery/${gallery.id}/delete${listState}`}
                        itemTitle={gallery.title}
                        question="Are you sure you want to delete this gallery item?"
                        failureMessage="Failed to delete gallery item. Please try again."
                      />
                    </div>
                  </div>
                  <div className="mt-3">
                    <PublishStateBadge publish={gallery.publish} />
                  </div>
                  {gallery.description ? (
                    <p className="mt-3 text-sm text-slate-600">{gallery.description}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={params.page}
            pageCount={pageCount}
            label="Gallery pages"
            hrefFor={(page) => `/manage-gallery${listQueryString({ ...params, page })}`}
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
      failureMessage="Failed to load gallery data. Please try again."
      back={{ to: "/dashboard", label: "Back to Dashboard" }}
    />
  );
}
