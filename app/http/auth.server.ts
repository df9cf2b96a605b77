import { createContext, createCookie, redirect, type MiddlewareFunction } from "react-router";
import { recordActivity } from "~/models/activity.server";
import {
  createSession,
  findAdminByEmail,
  findSession,
  findSessionAdmin,
  revokeSession,
  SESSION_LIFETIMES,
  type Admin,
  type SessionInfo,
} from "~/models/admin.server";
import { getEnv } from "~/utils/env.server";
import { rememberActor } from "~/utils/request-client.server";
import { cookieHeaderFor, SESSION_COOKIE } from "./request-cookies.server";

/** Sign-in checks themselves (limits, hashing): app/services/password-check.server.ts. */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password. Please try again.";

/**
 * The audit log keeps failed sign-ins of accounts that exist, under that account. An e-mail
 * no account has is not kept: it is often a typing slip, sometimes a password typed into the
 * wrong field (docs/security/sign-in.md#audit-log).
 */
export function recordFailedSignIn(email: string, request: Request) {
  // After the answer has gone: looking the account up and writing the row must not make a
  // known e-mail's refusal slower than an unknown one's (docs/decisions/037).
  setImmediate(() => {
    const account = findAdminByEmail(email);
    if (!account) return;
    recordActivity({
      actor: null,
      action: "sign-in-failed",
      subject: { kind: "administrator", id: account.id, label: account.email },
      request,
    });
  });
}

let sessionCookie: ReturnType<typeof createCookie> | undefined;

/** docs/product/overview.md#sessions: signed, HttpOnly, SameSite=Lax, Secure in production. */
function getSessionCookie() {
  const env = getEnv();
  sessionCookie ??= createCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure: env.COOKIE_SECURE,
    path: "/",
    secrets: [env.SESSION_SECRET],
    maxAge: SESSION_LIFETIMES.cookie.absoluteMs / 1000,
  });
  return sessionCookie;
}

/**
 * The cookie is found by the reading that also makes a request personal for the page cache
 * (request-cookies.server.ts), so no spelling signs someone in without that.
 */
async function readSessionToken(request: Request): Promise<string | null> {
  const cookie = cookieHeaderFor(request.headers.get("Cookie"), SESSION_COOKIE);
  const value = await getSessionCookie().parse(cookie);
  return typeof value === "string" ? value : null;
}

/** The live cookie session of a page request, or null. */
export async function getAdminSession(request: Request): Promise<SessionInfo | null> {
  const token = await readSessionToken(request);
  return token ? findSession(token, "cookie") : null;
}

/** The signed-in administrator of a page request, or null. */
export async function getAdmin(request: Request): Promise<Admin | null> {
  return (await getAdminSession(request))?.admin ?? null;
}

/** Where an administrator with a first password set by someone else must go before anything else. */
const CHANGE_FIRST_PASSWORD_PATH = "/change-password";

/**
 * Guards every admin loader and action: redirects to /login, remembering
 * where to return, and sends an administrator who still has the first
 * password someone else chose to the change screen.
 */
export async function requireAdminSession(
  request: Request,
  options: { allowFirstPassword?: boolean } = {},
): Promise<SessionInfo> {
  return sessionOrSignInRedirect(await getAdminSession(request), request, options);
}

/** The sign-in page, set to come back to the request's page. */
function signInPath(request: Request) {
  const url = new URL(request.url);
  return `/login?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`;
}

function sessionOrSignInRedirect(
  session: SessionInfo | null,
  request: Request,
  options: { allowFirstPassword?: boolean } = {},
): SessionInfo {
  if (!session) throw redirect(signInPath(request));
  if (session.mustChangePassword && !options.allowFirstPassword) {
    throw redirect(CHANGE_FIRST_PASSWORD_PATH);
  }
  return session;
}

/** What an editor's script is told when its save arrives after the session ended. */
const SESSION_ENDED_MESSAGE = "You were signed out. Sign in again, then save again.";

/**
 * A save sent by an editor's script (a POST asking for JSON) without a live session: a script would
 * follow a redirect to the sign-in page and receive its HTML, which cannot be told from any other
 * failure, so it is told plainly, with 401 and where to sign in. The form stays as it was
 * (docs/product/admin-forms.md#work-kept-on-the-device). A form posted without JavaScript still
 * gets the redirect.
 */
function sessionEndedAnswer(request: Request): Response | null {
  const asksForJson = (request.headers.get("Accept") ?? "").includes("application/json");
  if (request.method !== "POST" || !asksForJson) return null;
  return Response.json(
    { message: SESSION_ENDED_MESSAGE, reply: {}, signIn: signInPath(request) },
    { status: 401, headers: { "Cache-Control": "no-store" } },
  );
}

/** For routes outside the admin layout (the CSV download): the same checks as `adminGuard`. */
export async function requireAdmin(request: Request): Promise<Admin> {
  return (await requireAdminSession(request)).admin;
}

function userAgentOf(request: Request) {
  return request.headers.get("User-Agent") ?? "";
}

/** The signed-in administrator, set by `adminGuard` for every admin loader and action. */
export const adminContext = createContext<Admin>();
/** The guard's session (its id marks "this browser" on the Account screen). */
export const adminSessionContext = createContext<SessionInfo>();

/**
 * The admin area's guard, exported as `middleware` by the admin layout route so that it runs
 * before every loader and action beneath it: a request without a live session is redirected to
 * /login, remembering where to return (an editor's script saving is answered 401, see
 * sessionEndedAnswer), and one with a first password to /change-password. A new admin route is guarded by being placed under the
 * layout in app/routes.ts (app/routes/admin/guard.integration.test.ts checks every one).
 */
export const adminGuard: MiddlewareFunction<Response> = async ({ request, context }) => {
  const found = await getAdminSession(request);
  const ended = found ? null : sessionEndedAnswer(request);
  if (ended) return ended;
  const session = sessionOrSignInRedirect(found, request);
  context.set(adminContext, session.admin);
  context.set(adminSessionContext, session);
  rememberActor(request, session.admin);
};

/** Starts a fresh session (a new id at every sign-in) and returns its Set-Cookie header. */
export async function startCookieSession(admin: Admin, request?: Request): Promise<string> {
  const userAgent = request ? userAgentOf(request) : "";
  const cookie = await getSessionCookie().serialize(createSession(admin.id, "cookie", userAgent));
  if (request) recordActivity({ actor: admin, action: "signed-in", request });
  return cookie;
}

/** A Set-Cookie header that removes the session cookie (after the session itself was ended). */
export async function clearedSessionCookie(): Promise<string> {
  return getSessionCookie().serialize("", { maxAge: 0 });
}

/** Ends the request's session on the server and returns a Set-Cookie header that clears it. */
export async function endCookieSession(request: Request): Promise<string> {
  const token = await readSessionToken(request);
  const session = token ? findSession(token, "cookie") : null;
  if (token) revokeSession(token);
  if (session) recordActivity({ actor: session.admin, action: "signed-out", request });
  return getSessionCookie().serialize("", { maxAge: 0 });
}

const REDIRECT_BASE = "http://redirect-check.invalid";

/**
 * Only a path on this site is followed after sign-in
 * (docs/security/sign-in.md#redirects-after-sign-in). The value is read as a browser would, by the
 * URL parser (which drops tabs and newlines, reads `\\` as `/` and resolves `/./`), and the
 * parser's own, percent-encoded serialization is returned, so nothing a browser could take for
 * another host, and no control character, reaches the Location header.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/dashboard") {
  // Control characters never belong in a path we wrote; the URL parser would drop some of them.
  // eslint-disable-next-line no-control-regex
  if (!value || !value.startsWith("/") || /[\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, REDIRECT_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== REDIRECT_BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  return path;
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** The administrator behind an API call's bearer token, or null. */
export function getApiAdmin(request: Request): Admin | null {
  const token = bearerToken(request);
  const session = token ? findSession(token, "token") : null;
  if (!session || session.mustChangePassword) return null;
  rememberActor(request, session.admin);
  return session.admin;
}

export function issueApiToken(admin: Admin, request?: Request): string {
  const token = createSession(admin.id, "token", request ? userAgentOf(request) : "");
  if (request) {
    recordActivity({ actor: admin, action: "signed-in", request, detail: "API token" });
  }
  return token;
}

/** Revokes the bearer token of the request; false when there was none that was live. */
export function revokeApiToken(request: Request): boolean {
  const token = bearerToken(request);
  const admin = token ? findSessionAdmin(token, "token") : null;
  if (!token || !admin) return false;
  revokeSession(token);
  recordActivity({ actor: admin, action: "signed-out", request, detail: "API token" });
  return true;
}
