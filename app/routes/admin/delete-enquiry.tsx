import { data, redirect } from "react-router";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/http/form-body.server";
import { redirectWithFlash } from "~/http/flash.server";
import { DeleteConfirmation } from "~/components/admin/lists/delete-confirmation";
import { adminErrorBoundary } from "~/components/admin/page";
import { recordActivity } from "~/models/activity.server";
import { getEnquiry, trashEnquiry, type Enquiry } from "~/models/enquiry.server";
import { actorOf } from "~/utils/request-client.server";
import { formatDateTime } from "~/utils/dates";
import { field } from "~/schemas/common";
import { logger } from "~/utils/logger.server";
import type { Route } from "./+types/delete-enquiry";

const FAILURE = "Failed to delete enquiry. Please try again.";

/**
 * How the audit log names a deleted enquiry: its service and when it came, not the sender's
 * name or contact details, which a delete is often meant to remove.
 */
function enquirySubject(enquiry: Enquiry) {
  return {
    kind: "enquiry" as const,
    id: enquiry.id,
    label: `${enquiry.service}, received ${formatDateTime(enquiry.createdAt)}`,
  };
}

/** The list page to return to: `?back=` carries the list's own query (search, sort, page). */
function listUrl(request: Request) {
  const back = new URL(request.url).searchParams.get("back") ?? "";
  return /^\?[^\s#]*$/.test(back) ? `/enquiries${back}` : "/enquiries";
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const enquiry = getEnquiry(params.id);
  if (!enquiry) throw data(null, { status: 404 });
  return {
    name: enquiry.name,
    details: `${enquiry.email} · ${enquiry.service}`,
    cancelTo: listUrl(request),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readFormBody(request);
  if (!form) return data({ error: UNREADABLE_FORM_MESSAGE }, { status: 400 });
  // The list's x button without JavaScript posts no confirmation: ask first.
  if (field(form, "confirmed") !== "yes") {
    const url = new URL(request.url);
    return redirect(`/enquiries/${encodeURIComponent(params.id)}/delete${url.search}`);
  }
  const enquiry = getEnquiry(params.id);
  try {
    if (!enquiry || !trashEnquiry(params.id, actorOf(request)?.email ?? ""))
      return data({ error: FAILURE }, { status: 404 });
  } catch (error) {
    logger.error({ err: error, enquiryId: params.id }, "enquiry delete failed");
    return data({ error: FAILURE }, { status: 500 });
  }
  recordActivity({ action: "deleted", subject: enquirySubject(enquiry), request });
  return redirectWithFlash(listUrl(request), { message: `Enquiry from ${enquiry.name} deleted.` });
}

export default function DeleteEnquiry({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <DeleteConfirmation
      heading="Delete Enquiry"
      question="Are you sure you want to delete this enquiry?"
      itemTitle={loaderData.name}
      details={loaderData.details}
      cancelTo={loaderData.cancelTo}
      error={actionData?.error}
      note="It stays in the Trash for 30 days, where you can restore it."
    />
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "Failed to load the enquiry. Please try again.",
  back: { to: "/enquiries", label: "Back to Enquiries" },
});
