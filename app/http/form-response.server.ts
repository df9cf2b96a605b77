/**
 * Admin upload forms post twice over: as a plain form (no JavaScript, the
 * page re-renders or redirects) and, with JavaScript, through
 * XMLHttpRequest so the page can show upload progress. The second kind
 * asks for JSON with `Accept: application/json`; this middleware turns the
 * same action's outcome into a small JSON answer, so both kinds share one
 * action and one validation path.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import {
  createContext,
  data,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import {
  formLevelFailure,
  type FormReply,
  type SubmissionResult,
} from "~/services/submissions.server";
import { logger } from "~/utils/logger.server";
import { KINDS, type ContentKind, type EditorOutcome } from "~/kinds/registry";
import { redirectWithFlash, savedFlash, type Flash } from "./flash.server";
import { readFormBody } from "./form-body.server";
import { renderMarkdown } from "~/text/markdown";
import { PREVIEW_INTENT } from "~/content/preview-intent";

/**
 * What a form shows after a refused save: the leading message and
 * Conform's reply (errors by field and what was typed).
 */
export type FormFailure = {
  message: string;
  reply: FormReply;
  /** Rendered Markdown fields, after a no-JavaScript "Preview" post. */
  preview?: Record<string, string>;
  /** After a save based on an older version: the record's version now (the form's next basis). */
  version?: string;
};

const failureContext = createContext<FormFailure | null>(null);

const NO_STORE = { "Cache-Control": "no-store" };

function wantsJson(request: Request) {
  return (request.headers.get("Accept") ?? "").includes("application/json");
}

/** Returns the failure to the form (and remembers it for a JSON answer). */
export function formFailure(
  context: Readonly<RouterContextProvider>,
  failure: FormFailure & { status: number },
) {
  const body: FormFailure = {
    message: failure.message,
    reply: failure.reply,
    ...(failure.version ? { version: failure.version } : {}),
  };
  context.set(failureContext, body);
  return data(body, { status: failure.status, headers: NO_STORE });
}

/** Where a successful save leads, and the message shown there. */
type SaveSuccess<T> = {
  /** Where a save returns: a place, or one that depends on the saved item (its parent's editor). */
  redirectTo: string | ((saved: T) => string);
  /** The message for the next page (docs/product/admin-forms.md#admin-feedback). */
  flash?: (saved: T) => Flash;
};

/**
 * Runs a shared submission (app/services/submissions.server.ts): on success redirects to
 * `redirectTo` with the save's message, on refusal re-renders the form with what was typed. An
 * unexpected error shows the form's save-failure message
 * (docs/product/admin-forms.md#form-behaviour) instead of an error page, so nothing typed is lost.
 */
export async function answerSubmission<T>(
  context: Readonly<RouterContextProvider>,
  submit: () => Promise<SubmissionResult<T>>,
  options: SaveSuccess<T> & { fallbackMessage: string },
) {
  let result: SubmissionResult<T>;
  try {
    result = await submit();
  } catch (error) {
    logger.error({ err: error }, "admin form save failed");
    return formFailure(context, formLevelFailure(500, options.fallbackMessage));
  }
  if (!result.ok) return formFailure(context, result);
  const to =
    typeof options.redirectTo === "string" ? options.redirectTo : options.redirectTo(result.value);
  return options.flash ? redirectWithFlash(to, options.flash(result.value)) : redirect(to);
}

/**
 * For a POST that asked for JSON: a redirect (success, or the sign-in page
 * when the session ran out) becomes `{ redirectTo }`, a refused save becomes
 * the failure itself. Page requests pass through untouched.
 */
export const answerUploadsWithJson: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const response = await next();
  if (request.method !== "POST" || !wantsJson(request)) return response;
  const location = response.headers.get("Location");
  if (response.status >= 300 && response.status < 400 && location) {
    // The redirect's cookies (the next page's message) still reach the browser.
    const headers = new Headers(NO_STORE);
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    return Response.json({ redirectTo: location }, { headers });
  }
  const failure = context.get(failureContext);
  if (failure) return Response.json(failure, { status: response.status, headers: NO_STORE });
  return Response.json({ message: "", reply: {} } satisfies FormFailure, {
    status: response.status >= 400 ? response.status : 500,
    headers: NO_STORE,
  });
};

/**
 * The Markdown preview without JavaScript: the form's Preview button posts
 * the text fields only (url-encoded, `intent=preview`). The page comes back
 * with everything typed and the rendered fields; nothing is saved. Any
 * other post answers null and goes on to be saved.
 */
async function answerPreview(request: Request, schema: z.ZodObject, markdownFields: string[]) {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) return null;
  // Unreadable: the save reads the body again and refuses it with the form's own message.
  const form = await readFormBody(request.clone());
  if (form?.get("intent") !== PREVIEW_INTENT) return null;
  const { payload } = parseWithZod(form, { schema });
  const preview = Object.fromEntries(
    markdownFields.map((name) => {
      const value = form.get(name);
      return [name, renderMarkdown(typeof value === "string" ? value : "")];
    }),
  );
  const body: FormFailure = {
    message: "",
    reply: { initialValue: payload as FormReply["initialValue"] },
    preview,
  };
  return data(body, { headers: NO_STORE });
}

/**
 * The action of every admin editor (the admin layout's middleware has
 * already checked the owner): a no-JavaScript Markdown preview when asked
 * for, otherwise the save, which returns to the list with its message.
 */
export async function answerEditorForm<
  T extends { title: string; slug: string; publishedAt: string | null },
>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  editor: {
    kind: ContentKind;
    outcome: EditorOutcome;
    /** The form's schema, for the Markdown preview (the gallery forms have no Markdown). */
    schema?: z.ZodObject;
    /** Where a save returns, when not the kind's list (a progress update: its project's editor). */
    returnTo?: (saved: T) => string;
  },
  submit: () => Promise<SubmissionResult<T>>,
) {
  const { paths, markdownFields, editor: words } = KINDS[editor.kind];
  const listPath = paths.list;
  const { failed } = words;
  const preview = editor.schema
    ? await answerPreview(request, editor.schema, markdownFields)
    : null;
  return (
    preview ??
    answerSubmission(context, submit, {
      redirectTo: editor.returnTo ?? listPath,
      flash: (saved) => savedFlash(editor.kind, editor.outcome, saved),
      fallbackMessage: failed[editor.outcome],
    })
  );
}
