/**
 * The one reading of a request's Cookie header. Signing in (auth.server.ts), the owner's
 * flash message (flash.server.ts), the page cache and `Cache-Control: no-store`
 * (security.server.ts) all find a cookie through `requestCookie`, so a spelling that
 * signs someone in (`__session =…`, a tab, a duplicate) is the same spelling that makes
 * the request personal (docs/security/caching.md#public-page-cache).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { getEnv } from "~/utils/env.server";

/** The session cookie: its holder is signed in (app/http/auth.server.ts). */
export const SESSION_COOKIE = "__session";
/** The message shown once to the owner after a save (app/http/flash.server.ts). */
export const FLASH_COOKIE = "__flash";

/** Cookies that make the answer one person's: never cached, never shared. */
const PERSONAL_COOKIES = [SESSION_COOKIE, FLASH_COOKIE];

/**
 * The value of cookie `name` as the header carries it (not decoded), or undefined. Read as
 * React Router's own parser reads it: pairs split at `;`, each at its first `=`, spaces and
 * tabs around a name or value ignored, the first of duplicate names wins.
 */
function requestCookie(header: string | null | undefined, name: string) {
  if (!header) return undefined;
  for (const pair of header.split(";")) {
    const equals = pair.indexOf("=");
    if (equals === -1) continue;
    if (trimSpaces(pair.slice(0, equals)) === name) return trimSpaces(pair.slice(equals + 1));
  }
  return undefined;
}

/** Space and tab only, as a Cookie header's parser trims (String.trim would take more). */
function trimSpaces(text: string) {
  return text.replace(/^[ \t]+|[ \t]+$/g, "");
}

/**
 * A Cookie header with cookie `name` alone, as `requestCookie` found it, for the
 * signed cookie's own `parse()` to verify: whatever that parser would make of the rest of the
 * header, the value it checks is the one found here. Null when there is none.
 */
export function cookieHeaderFor(header: string | null | undefined, name: string) {
  const value = requestCookie(header, name);
  return value === undefined ? null : `${name}=${value}`;
}

/**
 * Whether a cookie's value carries this server's signature, as React Router's `createCookie`
 * signs it (app/http/auth.server.ts, flash.server.ts): the value is URL-decoded, and its part
 * after the last `.` is the base64 HMAC-SHA256, under SESSION_SECRET, of the part before.
 * Checked synchronously, so the page cache can ask before Express runs. Surrounding quotes are
 * set aside: a quoted signed cookie stays personal, as before. Whether the session behind a
 * signed cookie is still live is for the sign-in code to say; a signature only proves the
 * server issued it.
 */
function isSignedValue(raw: string) {
  let value = raw.length > 1 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (value.includes("%")) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return false;
    }
  }
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return false;
  let given: Buffer;
  try {
    given = Buffer.from(atob(value.slice(dot + 1)), "latin1");
  } catch {
    return false;
  }
  const expected = createHmac("sha256", getEnv().SESSION_SECRET)
    .update(value.slice(0, dot))
    .digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Whether the answer to this request is for one person: it carries a bearer token, or a
 * session or flash cookie this server signed. A cookie of that name with any other value
 * (`__flash=x`) signs no one in and shows no message, so the request is anonymous: the page
 * cache answers it (docs/security/caching.md#public-page-cache).
 */
export function isPersonalRequest(headers: IncomingHttpHeaders) {
  if (headers.authorization !== undefined) return true;
  const cookie = headers.cookie;
  if (!cookie) return false;
  return PERSONAL_COOKIES.some((name) => {
    const value = requestCookie(cookie, name);
    return value !== undefined && isSignedValue(value);
  });
}
