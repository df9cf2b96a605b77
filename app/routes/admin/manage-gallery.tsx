import { DeleteControl } from "~/components/admin/lists/delete-control";
import {
  CategoryBadge,
  countLabel,
  EditLink,
  SiteLink,
  PublishStateBadge,
} from "~/components/admin/lists/list-controls";
import { ManagedList } from "~/components/admin/lists/managed-list";
import { adminErrorBoundary } from "~/components/admin/page";
import { Thumbnail } from "~/components/admin/photos/thumbnail";
import { loadAdminPage } from "~/http/admin-list.server";
import { countGalleries, countGalleryImages, pageOfGalleries } from "~/models/gallery.server";
import { listQueryString } from "~/utils/list-params";
import { describePublishState, siteLink } from "~/content/publish-state";
import { paragraphs } from "~/utils/display";
import { joinAsSentences } from "~/text/markdown-plain-text";
import { truncate } from "~/text/text";
import type { Route } from "./+types/manage-gallery";
import { deletePath, editPath } from "~/kinds/registry";

export function loader({ request }: Route.LoaderArgs) {
  const { items, page } = loadAdminPage(request, {
    kind: "gallery",
    pageOf: pageOfGalleries,
    countAll: countGalleries,
  });
  const galleries = items.map((gallery) => ({
    id: gallery.id,
    title: gallery.title || "Gallery Image",
    category: gallery.category,
    description: truncate(joinAsSentences(paragraphs(gallery.description)), 80),
    cover: gallery.images[0] ?? null,
    imageCount: gallery.images.length,
    publish: describePublishState(gallery.publishedAt),
    site: siteLink("gallery", gallery),
  }));
  return { galleries, page, totalImages: countGalleryImages() };
}

export default function ManageGallery({ loaderData }: Route.ComponentProps) {
  const { galleries, page, totalImages } = loaderData;
  const listState = listQueryString(page.params);
  return (
    <ManagedList
      kind="gallery"
      page={page}
      description={`Total: ${countLabel(page.total, "gallery", "galleries")}, ${countLabel(totalImages, "image")}`}
      emptyMessage="No gallery images found."
      rowCount={galleries.length}
    >
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
                  <SiteLink site={gallery.site} itemTitle={gallery.title} />
                  <EditLink to={editPath("gallery", gallery.id)} itemTitle={gallery.title} />
                  <DeleteControl
                    action={deletePath("gallery", gallery.id, listState)}
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
    </ManagedList>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "Failed to load gallery data. Please try again.",
  back: { to: "/dashboard", label: "Back to Dashboard" },
});
