import type { NextFunction, Request, Response } from "express";
import { getSiteConfig } from "~/config/site.server";

/** Hosts the contact form may hand the visitor to (the chat link and where it redirects). */
export const CHAT_FORM_TARGETS = ["https://wa.me", "https://api.whatsapp.com"];

/** Security headers on every response; the CSP nonce is fresh per response. */
/** Every directive but the nonce: the same for every response, so it is built once. */
let fixedDirectives: string | undefined;

function cspFor(nonce: string) {
  fixedDirectives ??= [
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'`,
    `frame-src ${new URL(getSiteConfig().mapEmbedUrl).origin}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self' ${CHAT_FORM_TARGETS.join(" ")}`,
  ].join("; ");
  return `default-src 'self'; script-src 'nonce-${nonce}' 'strict-dynamic'; ${fixedDirectives}`;
}

export function securityHeaders(res: Response) {
  res.setHeader("Content-Security-Policy", cspFor(res.locals.cspNonce));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (res.req.secure) {
    res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function refuse(req: Request, res: Response, status: number, message: string) {
  res.status(status).set("Cache-Control", "no-store");
  if (req.path.startsWith("/api/")) res.json({ message });
  else res.type("text/plain").send(message);
}

/**
 * Issue 5.2: a state-changing request whose Origin (or, lacking one, Referer)
 * names another site is refused. Requests with neither are programs, which
 * must then present a bearer token or a SameSite session cookie anyway.
 */
export function refuseCrossSiteWrites(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
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

/** Bodies other than file uploads are small; a huge one is refused before it is read. */
export const MAX_PLAIN_BODY_BYTES = 1024 * 1024;

export function limitPlainBodies(req: Request, res: Response, next: NextFunction) {
  const type = req.get("Content-Type") ?? "";
  const length = Number(req.get("Content-Length") ?? 0);
  if (!type.startsWith("multipart/form-data") && length > MAX_PLAIN_BODY_BYTES) {
    return refuse(req, res, 413, "Request body too large");
  }
  next();
}
