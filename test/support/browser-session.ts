/**
 * A browser's cookie session for Vitest files that drive the admin pages over HTTP, as a
 * browser without JavaScript would: sign in through the /login form, then load pages and post
 * their forms with the session cookie (redirects are returned, not followed).
 */
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./server";

export type BrowserSession = {
  cookie: string;
  get: (path: string) => Promise<Response>;
  post: (path: string, fields: Record<string, string>) => Promise<Response>;
};

export function formPost(
  baseURL: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${baseURL}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: baseURL,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** Signs in through the form; throws when the sign-in is refused. */
export async function signInBrowser(
  baseURL: string,
  {
    email = ADMIN_EMAIL,
    password = ADMIN_PASSWORD,
    userAgent = "",
    headers: extra = {} as Record<string, string>,
  } = {},
): Promise<BrowserSession> {
  const headers: Record<string, string> = {
    ...(userAgent ? { "User-Agent": userAgent } : {}),
    ...extra,
  };
  const response = await formPost(baseURL, "/login", { email, password }, headers);
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith("__session="))
    ?.split(";")[0];
  if (response.status !== 302 || !cookie) {
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  }
  return {
    cookie,
    get: (path) =>
      fetch(`${baseURL}${path}`, { headers: { Cookie: cookie, ...headers }, redirect: "manual" }),
    post: (path, fields) => formPost(baseURL, path, fields, { Cookie: cookie, ...headers }),
  };
}
