/**
 * POST /contact/send: the contact form's script posts here
 * (app/enhance/contact-form.ts) and gets JSON back, so it can open the chat
 * in a new tab and keep the visitor on the page. The same intake as the
 * /contact page's action (app/services/contact-intake.server.ts):
 * 200 `{ chatLink }` once the enquiry is stored (`{}` for an ignored bot),
 * 400 `{ formError, errors }`, 429 `{ formError }` with Retry-After.
 */
import { intakeMessages, receiveContactForm } from "~/services/contact-intake.server";
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
  const intake = await receiveContactForm(
    request,
    await readFormBody(request),
    context.get(requestInfoContext).clientIp,
  );
  const messages = intakeMessages(intake.language);
  switch (intake.kind) {
    case "unreadable":
      return Response.json(
        { formError: messages.unreadable, errors: {} },
        { status: 400, headers: noStore },
      );
    case "limited":
      return Response.json(
        { formError: messages.rateLimited, errors: {} },
        {
          status: 429,
          headers: { "Retry-After": String(intake.retryAfterSeconds), ...noStore },
        },
      );
    case "ignored":
      return Response.json({}, { headers: noStore });
    case "invalid":
      return Response.json(
        { formError: messages.invalid, errors: intake.errors },
        { status: 400, headers: noStore },
      );
    case "stored":
      return Response.json({ chatLink: intake.chatLink }, { headers: noStore });
  }
}
