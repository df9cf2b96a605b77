/**
 * The one reading of a request's Cookie header. Signing in (auth.server.ts), the owner's
 * flash message (flash.server.ts), the page cache and `Cache-Control: no-store`
 * (security.server.ts) all find a cookie through `requestCookie`, so a spelling that
 * signs someone in (`__session =…`, a tab, a duplicate) is the same spelling that makes
 * the request personal (docs/security.md#public-page-cache).
 */
import type { IncomingHttpHeaders } from "node:http";

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
 * Whether the answer to this request is for one person: it carries a bearer token, or a
 * session or flash cookie (whatever its value: a stale or forged one is still not shared).
 */
export function isPersonalRequest(headers: IncomingHttpHeaders) {
  if (headers.authorization !== undefined) return true;
  const cookie = headers.cookie;
  return PERSONAL_COOKIES.some((name) => requestCookie(cookie, name) !== undefined);
}
