/**
 * Pure helpers for the public content pages (projects, blog, gallery),
 * safe on the server and in the browser.
 */

import { chatLink } from "./chat-link";

/**
 * Category filters compare ignoring case and surrounding spaces
 * (docs/product/content.md#categories).
 */
export function categoryKey(value: string): string {
  return value.trim().toLowerCase();
}

export function sameCategory(a: string, b: string): boolean {
  return categoryKey(a) === categoryKey(b);
}

/** The distinct non-empty values, first spelling wins, in order of appearance. */
export function distinctCategories(values: string[]): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const key = categoryKey(value);
    if (key && !seen.has(key)) seen.set(key, value.trim());
  }
  return [...seen.values()];
}

export const EXCERPT_LENGTH = 250;

/**
 * The first 250 characters, with an ellipsis when the text is longer
 * (docs/product/public-site.md#blog). Line ends count as one character (forms send CR LF).
 */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const plain = text.replace(/\r\n?/g, "\n");
  return plain.length > length ? `${plain.slice(0, length)}...` : plain;
}

/** Plain text (an album's description) is split into paragraphs at blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** A post's date on the public pages: '5 Mar 2025', the site's one date style. */
export { formatDate as formatLongDate } from "./dates";

export type ShareLink = { network: "WhatsApp" | "Facebook" | "LinkedIn" | "X"; href: string };

/** Real share URLs for a page (opened in a new tab). */
export function shareLinks(pageUrl: string, title: string): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(title);
  return [
    {
      network: "WhatsApp",
      href: chatLink("", `${title} ${pageUrl}`),
    },
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { network: "X", href: `https://x.com/intent/post?url=${url}&text=${text}` },
  ];
}
