/**
 * Readable URL segments from ASCII text, without the transliteration tables
 * of app/text/slug.ts (several hundred KB, needed only for other scripts):
 * the admin's search preview suggests slugs with this as you type, and loads
 * the full transliteration only when a title holds other characters. For
 * ASCII text both give the same slug (transliterating ASCII changes nothing).
 */
import slugify from "@sindresorhus/slugify";

export const MAX_SLUG_LENGTH = 80;

/** What a stored slug looks like; anything else in a URL is not one. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lower-case ASCII words joined by hyphens, at most MAX_SLUG_LENGTH long; "" when nothing readable is left. */
export function slugFromAsciiText(text: string): string {
  const slug = slugify(text, { decamelize: false });
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > 20 ? cut.slice(0, lastHyphen) : cut.slice(0, MAX_SLUG_LENGTH)).replace(
    /-+$/,
    "",
  );
}
