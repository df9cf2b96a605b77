/**
 * The interface's words in each language (docs/decisions/050-interface-messages.md):
 * typed message modules, one per language, chosen by the page's address.
 * The public pages' words: only the server draws those pages. What the administrator's screens
 * draw in the browser takes its words from app/i18n/browser-messages.ts, so their script does not
 * carry these (docs/decisions/084-browser-words-and-parts-on-first-use.md).
 */
import { writtenText, type ContentText } from "./content";
import { LANGUAGE_TAGS, type Language } from "./language";
import { en, type Messages } from "./messages/en";
import { ta } from "./messages/ta";

export type { Messages };

export const MESSAGES: Record<Language, Messages> = { en, ta };

/**
 * In the browser, English: public pages, Tamil ones included, are drawn on the server and sent
 * without React (docs/decisions/030-public-pages-without-hydration.md), so no screen draws these
 * words there; the public routes' modules are still built for the browser, and with English only.
 */
export function messagesFor(language: Language): Messages {
  if (!import.meta.env.SSR) return en;
  return MESSAGES[language];
}

export { fill } from "./fill";

/** A number as the language writes it, with Indian grouping: 12,34,567. */
export function formatNumber(value: number, language: Language): string {
  return value.toLocaleString(LANGUAGE_TAGS[language]);
}

/** The shown name of a fixed category ("Residential"); an owner's own category stays as written. */
export function categoryName(messages: Messages, label: string): string {
  return (messages.categories as Record<string, string>)[label] ?? label;
}

/**
 * A category as a `<Text>` shows it: a fixed one in the page's language, an owner's own one as
 * written, marked `lang="en"` on a Tamil page when written in Latin letters (`writtenText`).
 */
export function categoryText(messages: Messages, language: Language, label: string): ContentText {
  const fixed = (messages.categories as Record<string, string>)[label];
  return fixed !== undefined ? { text: fixed } : writtenText(language, label);
}
