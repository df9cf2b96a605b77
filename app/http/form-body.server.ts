/**
 * Reading a page's posted form in its action. The body arrives counted against the URL's limit
 * (app/server/request-body.server.ts); a body that is not a form, or a broken one, becomes the
 * page's own 400 message instead of an error.
 */
import { loggedPath, logger } from "~/utils/logger.server";

/** What a page says when its form arrived but cannot be read. */
export const UNREADABLE_FORM_MESSAGE = "The form could not be read. Please try again.";

/** The same message as Conform's answer, for the pages whose forms show Conform's form errors. */
export function unreadableFormReply() {
  return { status: "error" as const, error: { "": [UNREADABLE_FORM_MESSAGE] } };
}

/**
 * A page's posted form, or null when its body is not one (a broken multipart body, a missing or
 * wrong boundary): the page then answers 400 with its own message, as for any other bad input. Only
 * form types get this far (allowed-requests.server.ts answers 415 to others). Every page action
 * reads its form through here, so a body anyone can send never becomes a 500 with a stack trace in
 * the log (docs/security/requests.md#forms-that-cannot-be-read).
 */
export async function readFormBody(request: globalThis.Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch (error) {
    // A body over its limit (already answered 413) or a client that left: the request is over.
    if (request.signal.aborted) throw error;
    const path = loggedPath(new URL(request.url).pathname);
    logger.info(
      { method: request.method, path, reason: (error as Error).message },
      "unreadable form",
    );
    return null;
  }
}
