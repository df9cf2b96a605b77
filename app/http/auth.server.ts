import { createCookie, redirect } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import {
  createSession,
  findSession,
  findSessionAdmin,
  revokeSession,
  SESSION_LIFETIMES,
  verifyCredentials,
  type Admin,
  type SessionInfo,
} from "~/models/admin.server";
import { field } from "~/schemas/common";
import { getEnv } from "~/utils/env.server";

export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password. Please try again.";

export class InvalidCredentialsError extends Error {
  constructor(readonly email: string) {
    super(INVALID_CREDENTIALS_MESSAGE);
  }
}

let authenticator: Authenticator<Admin> | undefined;

/** remix-auth over the one credential check (shared with POST /api/login). */
export function getAuthenticator() {
  authenticator ??= new Authenticator<Admin>().use(
    new FormStrategy(async ({ form }) => {
      const email = field(form, "email").slice(0, 254);
      const admin = await verifyCredentials(email, field(form, "password").slice(0, 1024));
      if (!admin) throw new InvalidCredentialsError(email);
      return admin;
    }),
    "form",
  );
  return authenticator;
}

let sessionCookie: ReturnType<typeof createCookie> | undefined;

/** DECISIONS.md 5: signed, HttpOnly, SameSite=Lax, Secure in production. */
function getSessionCookie() {
  const env = getEnv();
  sessionCookie ??= createCookie("__session", {
    httpOnly: true,
    sameSite: "lax",
    secure: env.COOKIE_SECURE,
    path: "/",
    secrets: [env.SESSION_SECRET],
    maxAge: SESSION_LIFETIMES.cookie.absoluteMs / 1000,
  });
  return sessionCookie;
}

async function readSessionToken(request: Request): Promise<string | null> {
  const value = await getSessionCookie().parse(request.headers.get("Cookie"));
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
export const CHANGE_FIRST_PASSWORD_PATH = "/change-password";

/**
 * Guards every admin loader and action: redirects to /login, remembering
 * where to return, and sends an administrator who still has the first
 * password someone else chose to the change screen.
 */
export async function requireAdminSession(
  request: Request,
  options: { allowFirstPassword?: boolean } = {},
): Promise<SessionInfo> {
  const session = await getAdminSession(request);
  if (!session) {
    const url = new URL(request.url);
    const params = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
    throw redirect(`/login?${params}`);
  }
  if (session.mustChangePassword && !options.allowFirstPassword) {
    throw redirect(CHANGE_FIRST_PASSWORD_PATH);
  }
  return session;
}

export async function requireAdmin(request: Request): Promise<Admin> {
  return (await requireAdminSession(request)).admin;
}

function userAgentOf(request: Request) {
  return request.headers.get("User-Agent") ?? "";
}

/** Starts a fresh session (a new id at every sign-in) and returns its Set-Cookie header. */
export async function startCookieSession(admin: Admin, request?: Request): Promise<string> {
  const userAgent = request ? userAgentOf(request) : "";
  return getSessionCookie().serialize(createSession(admin.id, "cookie", userAgent));
}

/** A Set-Cookie header that removes the session cookie (after the session itself was ended). */
export async function clearedSessionCookie(): Promise<string> {
  return getSessionCookie().serialize("", { maxAge: 0 });
}

/** Ends the request's session on the server and returns a Set-Cookie header that clears it. */
export async function endCookieSession(request: Request): Promise<string> {
  const token = await readSessionToken(request);
  if (token) revokeSession(token);
  return getSessionCookie().serialize("", { maxAge: 0 });
}

/** Only same-site paths are followed after sign-in, never another host. */
export function safeRedirectPath(value: string | null | undefined, fallback = "/dashboard") {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return fallback;
  }
  return value;
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
  return session && !session.mustChangePassword ? session.admin : null;
}

export function issueApiToken(admin: Admin, request?: Request): string {
  return createSession(admin.id, "token", request ? userAgentOf(request) : "");
}

/** Revokes the bearer token of the request; false when there was none that was live. */
export function revokeApiToken(request: Request): boolean {
  const token = bearerToken(request);
  if (!token || !findSessionAdmin(token, "token")) return false;
  revokeSession(token);
  return true;
}
