import type { Response } from "express";
import { getSiteConfig } from "~/config/site.server";

/** Hosts the contact form may hand the visitor to (the chat link and where it redirects). */
export const CHAT_FORM_TARGETS = ["https://wa.me", "https://api.whatsapp.com"];

/** Security headers on every response; the CSP nonce is fresh per response. */
export function securityHeaders(res: Response) {
  const nonce: string = res.locals.cspNonce;
  const mapOrigin = new URL(getSiteConfig().mapEmbedUrl).origin;
  const csp = [
    `default-src 'self'`,
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'`,
    `frame-src ${mapOrigin}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self' ${CHAT_FORM_TARGETS.join(" ")}`,
  ].join("; ");
  res.setHeader("Content-Security-Policy", csp);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (res.req.secure) {
    res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
}
