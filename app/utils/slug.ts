/**
 * Readable URL segments (docs/decisions/017-readable-urls.md): any script is
 * transliterated to ASCII first (any-ascii knows Tamil), then slugified.
 * Safe in the browser too, so the admin form can suggest a slug as you type.
 */
import slugify from "@sindresorhus/slugify";
import anyAscii from "any-ascii";

export const MAX_SLUG_LENGTH = 80;

/** Lower-case ASCII words joined by hyphens; "" when nothing readable is left. */
export function slugFromText(text: string): string {
  const slug = slugify(anyAscii(text), { decamelize: false });
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > 20 ? cut.slice(0, lastHyphen) : cut.slice(0, MAX_SLUG_LENGTH)).replace(
    /-+$/,
    "",
  );
}

/** What a stored slug looks like; anything else in a URL is not one. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
