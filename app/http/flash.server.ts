/**
 * A message for the next page the owner sees ("Project “Villa” created."),
 * kept in a short-lived signed cookie so it survives the redirect after a
 * save or delete, with or without JavaScript. The admin layout's middleware
 * reads it once and clears it; the layout shows it above the page.
 * docs/product/admin-forms.md#admin-feedback
 */
import { createContext, createCookie, redirect, type MiddlewareFunction } from "react-router";
import { getEnv } from "~/utils/env.server";
import { KINDS, type ContentKind } from "~/kinds/registry";
import { siteLink } from "~/content/publish-state";
import { cookieHeaderFor, FLASH_COOKIE } from "./request-cookies.server";

export type Flash = {
  message: string;
  /** A link shown with the message, such as "View on site". */
  link?: { to: string; label: string };
  /** What an Undo button beside the message takes back out of the Trash (after a delete). */
  undo?: { kind: string; id: string };
};

let flashCookie: ReturnType<typeof createCookie> | undefined;

function getFlashCookie() {
  const env = getEnv();
  flashCookie ??= createCookie(FLASH_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure: env.COOKIE_SECURE,
    path: "/",
    secrets: [env.SESSION_SECRET],
    // Long enough for a slow upload's redirect, short enough to never surprise later.
    maxAge: 120,
  });
  return flashCookie;
}

function isFlash(value: unknown): value is Flash {
  if (!value || typeof value !== "object") return false;
  const { message, link, undo } = value as Flash;
  if (typeof message !== "string") return false;
  return (
    (link === undefined ||
      (typeof link === "object" &&
        typeof link.to === "string" &&
        typeof link.label === "string")) &&
    (undo === undefined ||
      (typeof undo === "object" && typeof undo.kind === "string" && typeof undo.id === "string"))
  );
}

/** A redirect that carries a message to the page it leads to. */
export async function redirectWithFlash(to: string, flash: Flash, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await getFlashCookie().serialize(flash));
  return redirect(to, { ...init, headers });
}

const flashContext = createContext<Flash | null>(null);

/**
 * Reads the waiting message into the request's context and, once the page
 * is answered, clears the cookie (unless the answer sets a new message).
 */
export const flashMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const cookie = cookieHeaderFor(request.headers.get("Cookie"), FLASH_COOKIE);
  const value: unknown = await getFlashCookie().parse(cookie);
  const flash = isFlash(value) ? value : null;
  context.set(flashContext, flash);
  const response = await next();
  const setsFlash = response.headers
    .getSetCookie()
    .some((cookie) => cookie.startsWith(`${FLASH_COOKIE}=`));
  if (flash && !setsFlash) {
    response.headers.append("Set-Cookie", await getFlashCookie().serialize("", { maxAge: 0 }));
  }
  return response;
};

/** The message waiting for this request, if any (read by the admin layout's loader). */
export function readFlash(context: { get: (key: typeof flashContext) => Flash | null }) {
  return context.get(flashContext);
}

/** The message after creating or saving an item, with a link to its public page. */
export function savedFlash(
  kind: ContentKind,
  outcome: "created" | "saved",
  item: { title: string; slug: string; publishedAt: string | null },
): Flash {
  // An item that belongs to another has no page of its own: its parent's editor lists it.
  if (KINDS[kind].parent) return { message: KINDS[kind].flash[outcome](item.title) };
  // A draft or scheduled item has no public page yet, only its preview (docs/decisions/026-publish-state.md).
  const site = siteLink(kind, item);
  return {
    message: KINDS[kind].flash[outcome](item.title),
    link: { to: site.to, label: site.preview ? "Preview" : "View on site" },
  };
}
