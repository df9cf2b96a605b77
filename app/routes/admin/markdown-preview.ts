import { redirect } from "react-router";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/http/form-body.server";
import { renderMarkdown } from "~/text/markdown";
import { TEXT_LIMITS } from "~/utils/limits";
import type { Route } from "./+types/markdown-preview";

/**
 * The Markdown field's Preview tab: the browser posts the text (`text`,
 * url-encoded or multipart) and gets back `{ html }`, rendered by the same
 * renderer, with the same safety rules, as the public page. Rendering here
 * keeps markdown-it and its entity tables out of the editor's script. Behind
 * the admin layout's guard like every admin route.
 */
export async function action({ request }: Route.ActionArgs) {
  const headers = { "Cache-Control": "no-store" };
  const form = await readFormBody(request);
  if (!form) return Response.json({ message: UNREADABLE_FORM_MESSAGE }, { status: 400, headers });
  const text = form.get("text");
  if (typeof text !== "string") {
    return Response.json({ message: "Nothing to preview." }, { status: 400, headers });
  }
  if (text.length > TEXT_LIMITS.content) {
    return Response.json(
      {
        message: `The text is longer than ${TEXT_LIMITS.content.toLocaleString("en-IN")} characters.`,
      },
      { status: 413, headers },
    );
  }
  return Response.json({ html: renderMarkdown(text) }, { headers });
}

/** Only posts: a visit to the address is sent to the dashboard. */
export function loader() {
  return redirect("/dashboard");
}
