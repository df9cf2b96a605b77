import { data, redirect } from "react-router";
import { DeleteConfirmation } from "~/components/admin/delete-confirmation";
import { AdminRouteError } from "~/components/admin/page";
import { deleteGallery, getGallery } from "~/models/gallery.server";
import { field } from "~/schemas/common";
import { logger } from "~/utils/logger.server";
import type { Route } from "./+types/delete-gallery";

const QUESTION = "Are you sure you want to delete this gallery item?";
const FAILURE = "Failed to delete gallery item. Please try again.";

export function loader({ params }: Route.LoaderArgs) {
  const gallery = getGallery(params.id);
  if (!gallery) throw data(null, { status: 404 });
  return {
    title: gallery.title || "Gallery Image",
    images: gallery.images.length,
    category: gallery.category,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  // The list's x button without JavaScript posts no confirmation: ask first.
  if (field(form, "confirmed") !== "yes") {
    return redirect(`/manage-gallery/${encodeURIComponent(params.id)}/delete`);
  }
  try {
    if (!(await deleteGallery(params.id))) return data({ error: FAILURE }, { status: 404 });
  } catch (error) {
    logger.error({ err: error, galleryId: params.id }, "gallery delete failed");
    return data({ error: FAILURE }, { status: 500 });
  }
  return redirect("/manage-gallery");
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
      cancelTo="/manage-gallery"
      error={actionData?.error}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminRouteError
      error={error}
      failureMessage="Failed to load gallery data. Please try again."
      back={{ to: "/manage-gallery", label: "Back to Gallery" }}
    />
  );
}
