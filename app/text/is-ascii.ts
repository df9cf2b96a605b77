/**
 * Text the light ASCII slug maker (slug-ascii.ts) turns into the same slug as the full one
 * (slug.ts). Its own module so a page can ask without loading either.
 */
export function isAscii(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7F]*$/.test(text);
}
