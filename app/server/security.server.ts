import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { getSiteConfig } from "~/config/site.server";
import { adminSegments, CONTENT_KINDS } from "~/kinds/registry";
import { loggedPath, logger } from "~/utils/logger.server";
import { beforeHeaders } from "./request-body.server";
import { isPersonalRequest } from "~/http/request-cookies.server";

/** Hosts the contact form may hand the visitor to (the chat link and where it redirects). */
const CHAT_FORM_TARGETS = ["https://wa.me", "https://api.whatsapp.com"];

/** Every directive but script-src: the same for every response, so it is built once. */
let fixedDirectives: string | undefined;

/** The policy with the given script sources ('strict-dynamic' lets trusted scripts load the app). */
function policyWithScripts(scriptSources: string) {
  fixedDirectives ??= [
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'`,
    // The admin picker shrinks photos in a worker the app loads from its own origin.
    `worker-src 'self'`,
    `frame-src ${new URL(getSiteConfig().mapEmbedUrl).origin}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self' ${CHAT_FORM_TARGETS.join(" ")}`,
  ].join("; ");
  const scripts = [scriptSources, "'strict-dynamic'"].filter(Boolean).join(" ");
  return `default-src 'self'; script-src ${scripts}; ${fixedDirectives}`;
}

function cspFor(nonce: string) {
  return policyWithScripts(`'nonce-${nonce}'`);
}

/**
 * A cached page cannot carry a nonce (every visitor would see the same one),
 * so its inline scripts are allowed by their SHA-256 hashes instead
 * (docs/decisions/021-public-page-cache.md). Only scripts that carried this
 * response's nonce are hashed: markup injected into content never had it.
 * Returns the page without nonce attributes and the policy to send with it.
 */
export function lockScriptsByHash(html: string, nonce: string) {
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  const locked = html.replace(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
    (whole, attributes: string, content: string) => {
      if (!attributes.includes(attribute)) return whole;
      if (!/\ssrc=/.test(attributes)) {
        hashes.add(createHash("sha256").update(content, "utf8").digest("base64"));
      }
      return `<script${attributes.replace(attribute, "")}>${content}</script>`;
    },
  );
  const sources = [...hashes].map((hash) => `'sha256-${hash}'`).join(" ");
  return {
    html: locked.replaceAll(attribute, ""),
    policy: policyWithScripts(sources),
  };
}

/**
 * Headers of static files (uploads, build assets), answered before the
 * per-response headers are set: never sniffed as another type, never
 * running scripts when opened as a document.
 */
const REFERRER_POLICY = "strict-origin-when-cross-origin";
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=()";

export const STATIC_FILE_HEADERS = {
  "x-content-type-options": "nosniff",
  "content-security-policy":
    "default-src 'self'; script-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox",
  "referrer-policy": REFERRER_POLICY,
  "permissions-policy": PERMISSIONS_POLICY,
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
} as const;

/**
 * Headers of the build's own hashed files (/assets/: scripts, styles, fonts). The policies above
 * govern documents; a script, stylesheet or font loaded by a page ignores them, and these files
 * are the build's, never a visitor's or the owner's. So each carries only nosniff, about 330
 * bytes less per file on every first visit (an admin screen loads a dozen;
 * docs/decisions/084-browser-words-and-parts-on-first-use.md). A worker script is the exception:
 * a dedicated worker runs under the policy of its own response, so it keeps the whole set.
 */
export const BUILD_ASSET_HEADERS = { "x-content-type-options": "nosniff" } as const;

/** The headers of one build file on top of BUILD_ASSET_HEADERS. */
export function buildAssetHeadersOf(name: string) {
  return /\.worker-[\w-]+\.js$/.test(name) ? STATIC_FILE_HEADERS : {};
}

/** Security headers on every response; the CSP nonce is fresh per response. */

export function securityHeaders(res: Response) {
  res.setHeader("Content-Security-Policy", cspFor(res.locals.cspNonce));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", REFERRER_POLICY);
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (res.req.secure) {
    res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The client's question form posts from their page, which is sent with `no-referrer`, so the
 * browser says `Origin: null`. The secret in the address is the only key there and no cookie acts
 * on it, so a null origin is let through (and dropped) on this one path; another site is refused
 * (docs/decisions/088-client-documents-and-questions.md).
 */
const CLIENT_QUESTION_PATH = /^\/(?:ta\/)?track\/[^/]+\/questions$/;

function refuse(req: Request, res: Response, status: number, message: string) {
  res.status(status).set("Cache-Control", "no-store");
  if (req.path.startsWith("/api/")) res.json({ message });
  else res.type("text/plain").send(message);
}

/**
 * docs/security/requests.md#cross-site-requests: a state-changing request whose Origin (or, lacking
 * one, Referer) names another site is refused. Requests with neither are programs, which must then
 * present a bearer token or a SameSite session cookie anyway.
 */
export function refuseCrossSiteWrites(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  if (req.get("Origin") === "null" && CLIENT_QUESTION_PATH.test(req.path)) {
    // React Router's own check of page actions would refuse a null origin too.
    delete req.headers.origin;
    return next();
  }
  const source = req.get("Origin") ?? req.get("Referer");
  if (!source) return next();
  let origin: string;
  try {
    origin = new URL(source).origin;
  } catch {
    origin = "null";
  }
  if (origin !== `${req.protocol}://${req.get("Host")}`) {
    return refuse(req, res, 403, "Cross-site request refused");
  }
  next();
}

/**
 * The first URL segment of each admin and account page (every one shows data only the signed-in
 * owner may see) and of the sign-in pages, as app/routes.ts declares them: the routes of files
 * under routes/admin/ and routes/auth/. app/routes.ts stays the one list of URLs:
 * private-paths.test.ts reads it and fails when a segment here is missing or extra (reading it at
 * run time would load React Router's build tools into the server).
 */
export const PRIVATE_PAGE_SEGMENTS = [
  "dashboard",
  ...CONTENT_KINDS.flatMap((kind) => Object.values(adminSegments(kind))),
  "enquiries",
  "site-visits",
  "activity",
  "settings",
  "trash",
  "site-content",
  "account",
  "administrators",
  "markdown-preview",
  "login",
  "change-password",
  "forgot-password",
  "reset-password",
  "logout",
];

/** Paths under those segments, and their `.data` requests (the page cache never keeps them either). */
export const ADMIN_PATHS = new RegExp(`^/(${PRIVATE_PAGE_SEGMENTS.join("|")})(/|\\.data|$)`);

/**
 * Answers that depend on who asks are never stored by a browser or a proxy:
 * the admin area and sign-in pages always, and any answer to a request that
 * carries a session or flash cookie or a bearer token (the header shows who is signed
 * in; /api writes answer per token). The same test keeps such requests out of the
 * page cache (`isPersonalRequest`).
 */
export function noStoreWhenPrivate(req: Request, res: Response, next: NextFunction) {
  if (ADMIN_PATHS.test(req.path) || isPersonalRequest(req.headers)) {
    beforeHeaders(res, () => res.setHeader("Cache-Control", "no-store"));
  }
  next();
}

/**
 * A private project's client page and its unsubscribe link, a site visit's private page and its
 * calendar file (/visit/<secret>), and the owner's calendar feed (/calendar/<secret>.ics) carry a
 * secret in their address
 * (docs/security/caching.md#private-projects). Whatever they answer (the page, its `.data`, a 404)
 * is for one person, never indexed, and never sends its address on as a Referer.
 */
export const CLIENT_PAGE_PATHS =
  /^\/(?:(?:ta\/)?track(?:-mail)?(?:\/|\.data|$)|(?:ta\/)?visit\/|calendar\/)/i;

const VISIT_PAGE_PATHS = /^\/(?:ta\/)?visit\//i;

export function clientPagesStayPrivate(req: Request, res: Response, next: NextFunction) {
  if (CLIENT_PAGE_PATHS.test(req.path)) {
    beforeHeaders(res, () => {
      res.setHeader("Cache-Control", "private, no-store");
      // A site visit's page posts its own forms (move, cancel): a browser sends `Origin: null`
      // under no-referrer, which the cross-site check refuses; same-origin still keeps the
      // secret from every other site.
      res.setHeader(
        "Referrer-Policy",
        VISIT_PAGE_PATHS.test(req.path) ? "same-origin" : "no-referrer",
      );
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
    });
  }
  next();
}

/**
 * A path that starts with /api/ is answered by the API, even when its dot
 * segments (`/api/%2e%2e/robots.txt`) would resolve it elsewhere: such a
 * request is not found, as JSON.
 */
export function keepApiPathsInApi(req: Request, res: Response, next: NextFunction) {
  if (!req.path.startsWith("/api/")) return next();
  let resolved: string;
  try {
    resolved = new URL(req.originalUrl, "http://api-check.invalid").pathname;
    decodeURIComponent(resolved);
  } catch {
    resolved = "";
  }
  if (resolved.startsWith("/api/")) return next();
  res.status(404).set("Cache-Control", "no-store").json({ message: "Not found" });
}

/**
 * The last resort for errors that reach Express (a malformed URL, a route
 * that threw outside React Router): JSON under /api, plain text elsewhere,
 * never a stack trace.
 */
export function answerErrors(
  error: { status?: number; statusCode?: number },
  req: Request,
  res: Response,
  next: NextFunction,
) {
  if (res.headersSent) return next(error);
  const status = error.status ?? error.statusCode ?? 500;
  const code = status >= 400 && status < 600 ? status : 500;
  if (code >= 500) logger.error({ err: error, path: loggedPath(req.path) }, "request failed");
  const message = code === 404 ? "Not found" : code < 500 ? "Bad request" : "Internal server error";
  res.status(code).set("Cache-Control", "no-store");
  if (req.path.startsWith("/api/")) res.json({ message });
  else res.type("text/plain").send(message);
}
