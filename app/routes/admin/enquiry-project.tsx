import { data, Form, redirect, useNavigation } from "react-router";
import { adminErrorBoundary, AdminTitle } from "~/components/admin/page";
import { Button, ButtonLink } from "~/components/ui/button";
import { redirectWithFlash } from "~/http/flash.server";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/http/form-body.server";
import { editPath } from "~/kinds/registry";
import { getEnquiry } from "~/models/enquiry.server";
import { makeClientProject } from "~/services/client-project.server";
import type { Route } from "./+types/enquiry-project";

function liveEnquiry(id: string) {
  const enquiry = getEnquiry(id);
  if (!enquiry) throw data(null, { status: 404 });
  return enquiry;
}

/**
 * "Make the client's project" asks first when the enquiry is not marked won yet
 * (docs/product/enquiry-pipeline.md#won): this page, with or without a script.
 */
export function loader({ params }: Route.LoaderArgs) {
  const enquiry = liveEnquiry(params.id);
  return { name: enquiry.name, status: enquiry.status };
}

/**
 * Makes the private project (once: a second post lands on the same one) and opens its editor,
 * where the client's link waits to be sent.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await readFormBody(request);
  if (!form) throw data(UNREADABLE_FORM_MESSAGE, { status: 400 });
  const enquiry = liveEnquiry(params.id);
  if (enquiry.status !== "won" && !enquiry.projectId && form.get("confirmed") !== "yes") {
    return redirect(`/enquiries/${enquiry.id}/project`);
  }
  const made = await makeClientProject(enquiry.id, request);
  if (!made) throw data(null, { status: 404 });
  return redirectWithFlash(editPath("project", made.projectId), {
    message: made.created
      ? `The private project of ${enquiry.name} is ready: send the client's link below.`
      : `${enquiry.name} already has this project.`,
  });
}

export default function EnquiryProject({ loaderData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const heading = "Make the client's project";
  return (
    <div className="mx-auto max-w-xl">
      <AdminTitle>{heading}</AdminTitle>
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{heading}</h1>
        <p className="mt-2 text-slate-700">
          The enquiry from <strong className="break-words">{loaderData.name}</strong> is not marked
          won yet. Mark it won and make a private project with the client's details and link?
        </p>
        <Form method="post" className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <input type="hidden" name="confirmed" value="yes" />
          <ButtonLink to="/enquiries" variant="secondary">
            Cancel
          </ButtonLink>
          <Button type="submit" disabled={busy}>
            {busy ? "Making the project..." : "Mark won and make the project"}
          </Button>
        </Form>
      </div>
    </div>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "The client's project could not be made. Please try again.",
  back: { to: "/enquiries", label: "Back to enquiries" },
});
