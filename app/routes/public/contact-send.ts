/**
 * POST /contact/send: the contact form's script posts here
 * (app/enhance/contact-form.ts) and gets JSON back, so it can open the chat
 * in a new tab and keep the visitor on the page. The same intake as the
 * /contact page's action (app/services/contact-intake.server.ts):
 * 200 `{ chatLink }` once the enquiry is stored (`{}` for an ignored bot),
 * 400 `{ formError, errors }`, 429 `{ formError }` with Retry-After.
 */
import { receiveContactForm } from "~/services/contact-intake.server";
import { leadSourceOf } from "~/http/lead-source.server";
import { requestInfoContext } from "~/http/request-context";
import { readFormBody } from "~/http/form-body.server";
import type { Route } from "./+types/contact-send";

const noStore = { "Cache-Control": "no-store" };

export function loader() {
  return Response.json(
    { error: "Send the contact form with POST." },
    { status: 405, headers: { Allow: "POST", ...noStore } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const form = await readFormBody(request);
  const intake = await receiveContactForm(
    request,
    form,
    context.get(requestInfoContext).clientIp,
    leadSourceOf(request),
  );
  switch (intake.kind) {
    case "refused":
      return Response.json(
        { formError: intake.formError, errors: intake.errors },
        { status: intake.status, headers: noStore },
      );
    case "limited":
      return Response.json(
        { formError: intake.formError, errors: {} },
        {
          status: 429,
          headers: { "Retry-After": String(intake.retryAfterSeconds), ...noStore },
        },
      );
    case "ignored":
      return Response.json({}, { headers: noStore });
    case "stored":
      return Response.json({ chatLink: intake.chatLink }, { headers: noStore });
  }
}
