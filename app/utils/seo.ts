/**
 * Pure helpers for what search engines and chat apps read: descriptions,
 * absolute links and JSON-LD that cannot end its script tag early. Safe on
 * the server and in the browser (the admin preview uses them too).
 */

const MAX_META_DESCRIPTION = 160;

/**
 * Text for <meta name="description">: one line, at most 160 characters,
 * cut at a word boundary with an ellipsis when the text is longer.
 */
export function metaDescription(text: string, max = MAX_META_DESCRIPTION): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  // Room for the ellipsis; a word is kept only when the cut falls on a space after it.
  const room = clean.slice(0, max);
  const lastSpace = room.lastIndexOf(" ");
  const kept = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - 1);
  return `${kept.replace(/[\s,.;:!?\-–—]+$/, "")}…`;
}

/** An absolute address on this site; SITE_URL never ends in a slash. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * JSON for a <script type="application/ld+json"> body. Whatever the owner
 * typed, "<", ">" and "&" are escaped, so "</script>" or "<!--" in a title
 * can never end or change the script element; line separators are escaped
 * for old parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
