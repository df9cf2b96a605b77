/**
 * Where a lead came from (docs/decisions/086-lead-source-cookie-beside-the-page-cache.md): the first
 * page a visitor landed on, the referring site's host and the utm_source, utm_medium and
 * utm_campaign of that first visit, kept in a small first-party cookie the server writes once
 * (when the request has none) and the contact form reads back into the enquiry.
 *
 * The cookie is added to the answer as it is written, never to a page the cache keeps: a cached
 * page is the same bytes for everyone and a first visit gets its own Set-Cookie beside them.
 */
import type { IncomingHttpHeaders } from "node:http";
import type { LeadSource } from "~/db/schema";
import { getEnv } from "~/utils/env.server";

export const LEAD_SOURCE_COOKIE = "lead_source";
const MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/** The longest each part may be; anything longer is cut, on writing and again on reading. */
const LIMITS: Record<keyof LeadSource, number> = {
  landingPage: 200,
  referrer: 100,
  utmSource: 60,
  utmMedium: 60,
  utmCampaign: 80,
};

/** The cookie's short names for each part (it stays well under 1 KB). */
const KEYS: Record<keyof LeadSource, string> = {
  landingPage: "l",
  referrer: "r",
  utmSource: "s",
  utmMedium: "m",
  utmCampaign: "c",
};

/** One printable line, cut to `max` characters. */
function clean(value: string | null | undefined, max: number): string {
  return (value ?? "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, max);
}

/** The referring site's host, or "" when there is none, it is not http(s) or it is this site. */
function referringHost(referer: string | undefined, ownHosts: string[]): string {
  if (!referer) return "";
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return "";
    const host = url.hostname.toLowerCase().replace(/^www\./, "");
    return ownHosts.includes(host) ? "" : host;
  } catch {
    return "";
  }
}

function hostOf(value: string | undefined): string {
  if (!value) return "";
  try {
    return new URL(value.includes("://") ? value : `http://${value}`).hostname
      .toLowerCase()
      .replace(/^www\./, "");
  } catch {
    return "";
  }
}

/** The value of cookie `name` in a Cookie header, or undefined. */
function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(";")) {
    const equals = pair.indexOf("=");
    if (equals !== -1 && pair.slice(0, equals).trim() === name)
      return pair.slice(equals + 1).trim();
  }
  return undefined;
}

/** The source a first visit to `url` records: its path, the referring host and its utm_*. */
function sourceOfVisit(url: string, headers: IncomingHttpHeaders): LeadSource {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  let search = new URLSearchParams();
  try {
    search = new URLSearchParams(query === -1 ? "" : url.slice(query + 1));
  } catch {
    // An unreadable query names no campaign.
  }
  const ownHosts = [hostOf(headers.host), hostOf(getEnv().SITE_URL)].filter(Boolean);
  const referer = Array.isArray(headers.referer) ? headers.referer[0] : headers.referer;
  return {
    landingPage: clean(path.startsWith("/") ? path : "/", LIMITS.landingPage),
    referrer: clean(referringHost(referer, ownHosts), LIMITS.referrer),
    utmSource: clean(search.get("utm_source")?.toLowerCase(), LIMITS.utmSource),
    utmMedium: clean(search.get("utm_medium")?.toLowerCase(), LIMITS.utmMedium),
    utmCampaign: clean(search.get("utm_campaign"), LIMITS.utmCampaign),
  };
}

/**
 * The Set-Cookie of a visitor's first page: null when the request already carries the cookie.
 * HttpOnly, SameSite=Lax, 90 days; Secure over HTTPS or when COOKIE_SECURE says so (as the
 * session cookie).
 */
export function leadSourceSetCookie(
  url: string,
  headers: IncomingHttpHeaders,
  secure: boolean,
): string | null {
  if (cookieValue(headers.cookie, LEAD_SOURCE_COOKIE) !== undefined) return null;
  const source = sourceOfVisit(url, headers);
  const parts = new URLSearchParams();
  for (const key of Object.keys(KEYS) as (keyof LeadSource)[]) {
    if (source[key]) parts.set(KEYS[key], source[key]);
  }
  const value = encodeURIComponent(parts.toString());
  const flags = `Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax`;
  return `${LEAD_SOURCE_COOKIE}=${value}; ${flags}${secure || getEnv().COOKIE_SECURE ? "; Secure" : ""}`;
}

/** The cookie's value read back, every part checked and cut; null when absent or unreadable. */
export function parseLeadSource(value: string | undefined): LeadSource | null {
  if (!value || value.length > 2048) return null;
  let parts: URLSearchParams;
  try {
    parts = new URLSearchParams(decodeURIComponent(value));
  } catch {
    return null;
  }
  const source = {} as LeadSource;
  for (const key of Object.keys(KEYS) as (keyof LeadSource)[]) {
    source[key] = clean(parts.get(KEYS[key]), LIMITS[key]);
  }
  if (source.landingPage && !source.landingPage.startsWith("/")) source.landingPage = "";
  if (source.referrer && !/^[a-z0-9.-]+$/.test(source.referrer)) source.referrer = "";
  return Object.values(source).some(Boolean) ? source : null;
}

/** Where the visitor who sent this request first came from, or null when unknown. */
export function leadSourceOf(request: Request): LeadSource | null {
  return parseLeadSource(cookieValue(request.headers.get("cookie"), LEAD_SOURCE_COOKIE));
}
