/**
 * The Markdown field's Preview tab asks the server for the HTML, rendered as the public page
 * renders it (app/routes/admin/markdown-preview.ts). Loaded on the first Preview tap; a request
 * that cannot be made (no connection) rejects, and the field says so.
 */

/** Where the Preview tab posts the text. */
const PREVIEW_URL = "/markdown-preview";

export type Preview =
  { status: "loading" } | { status: "shown"; html: string } | { status: "failed"; message: string };

export async function fetchPreview(text: string): Promise<Preview> {
  const response = await fetch(PREVIEW_URL, {
    method: "POST",
    body: new URLSearchParams({ text }),
    headers: { Accept: "application/json" },
  });
  if (response.redirected && new URL(response.url).pathname.startsWith("/login")) {
    return {
      status: "failed",
      message: "You were signed out, so the preview could not be made. Your text is still here.",
    };
  }
  const body = (await response.json().catch(() => null)) as {
    html?: string;
    message?: string;
  } | null;
  if (response.ok && typeof body?.html === "string") return { status: "shown", html: body.html };
  return {
    status: "failed",
    message: body?.message ?? "The preview could not be made. Please try again.",
  };
}
