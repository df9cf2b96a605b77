import { data } from "react-router";
import { answerDelete } from "~/http/delete-item.server";
import { DeleteConfirmation } from "~/components/admin/lists/delete-confirmation";
import { adminErrorBoundary } from "~/components/admin/page";
import { getGallery } from "~/models/gallery.server";
import { deleteContent } from "~/services/content-deletion.server";
import { UNTITLED_GALLERY_LABEL } from "~/schemas/form-choices";
import { listStateOf } from "~/utils/list-params";
import type { Route } from "./+types/delete-gallery";
import { KINDS } from "~/kinds/registry";

const QUESTION = "Are you sure you want to delete this gallery item?";
const FAILURE = "Failed to delete gallery item. Please try again.";

export function loader({ request, params }: Route.LoaderArgs) {
  const gallery = getGallery(params.id);
  if (!gallery) throw data(null, { status: 404 });
  return {
    listState: listStateOf(request.url),
    title: gallery.title || UNTITLED_GALLERY_LABEL,
    images: gallery.images.length,
    category: gallery.category,
  };
}

export function action({ request, params }: Route.ActionArgs) {
  return answerDelete(request, params.id, {
    kind: "gallery",
    listPath: KINDS.gallery.paths.list,
    titleOf: (id) => {
      const gallery = getGallery(id);
      return gallery ? gallery.title || UNTITLED_GALLERY_LABEL : null;
    },
    remove: (id) => deleteContent(request, "gallery", id),
    deletedMessage: KINDS.gallery.flash.deleted,
    failure: FAILURE,
  });
}

export default function DeleteGallery({ loaderData, actionData }: Route.ComponentProps) {
  const details = [
    loaderData.category,
    `${loaderData.images} ${loaderData.images === 1 ? "image" : "images"}`,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <DeleteConfirmation
      heading="Delete Gallery Item"
      question={QUESTION}
      itemTitle={loaderData.title}
      details={details || undefined}
      cancelTo={`${KINDS.gallery.paths.list}${loaderData.listState}`}
      error={actionData?.error}
    />
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "Failed to load gallery data. Please try again.",
  back: { to: KINDS.gallery.paths.list, label: KINDS.gallery.list.backLabel },
});
