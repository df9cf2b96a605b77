import { createCookie, redirect } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import {
  createSession,
  findSessionAdmin,
  revokeSession,
  SESSION_LIFETIMES,
  verifyCredentials,
  type Admin,
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

/** The signed-in administrator of a page request, or null. */
export async function getAdmin(request: Request): Promise<Admin | null> {
  const token = await readSessionToken(request);
  return token ? findSessionAdmin(token, "cookie") : null;
}

/** Guards every admin loader and action: redirects to /login, remembering where to return. */
export async function requireAdmin(request: Request): Promise<Admin> {
  const admin = await getAdmin(request);
  if (admin) return admin;
  const url = new URL(request.url);
  const params = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
  throw redirect(`/login?${params}`);
}

/** Starts a fresh session (a new id at every sign-in) and returns its Set-Cookie header. */
export async function startCookieSession(admin: Admin): Promise<string> {
  return getSessionCookie().serialize(createSession(admin.id, "cookie"));
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
  return token ? findSessionAdmin(token, "token") : null;
}

export function issueApiToken(admin: Admin): string {
  return createSession(admin.id, "token");
}

/** Revokes the bearer token of the request; false when there was none that was live. */
export function revokeApiToken(request: Request): boolean {
  const token = bearerToken(request);
  if (!token || !findSessionAdmin(token, "token")) return false;
  revokeSession(token);
  return true;
}
