/**
 * Readable URL segments (docs/decisions/017-readable-urls.md): any script is
 * transliterated to ASCII first (any-ascii knows Tamil), then slugified.
 * Safe in the browser too, but heavy there: the admin form loads it only for
 * titles that are not plain ASCII (app/text/slug-ascii.ts).
 */
import anyAscii from "any-ascii";
import { slugFromAsciiText } from "./slug-ascii";

export { MAX_SLUG_LENGTH, SLUG_PATTERN } from "./slug-ascii";

/** Lower-case ASCII words joined by hyphens; "" when nothing readable is left. */
export function slugFromText(text: string): string {
  return slugFromAsciiText(anyAscii(text));
}
