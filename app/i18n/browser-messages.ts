/**
 * The words of the screens React draws in the browser (docs/decisions/084-browser-words-and-parts-on-first-use.md): the
 * root's error and not-found screen and the pager. The administrator's screens are the only ones
 * hydrated (public pages are sent without React: docs/decisions/030-public-pages-without-hydration.md),
 * so their script carries these sections alone, never the public pages' words of
 * `messages/en.ts`. Their type has only these sections: a component the browser draws cannot
 * reach for another page's words (`useBrowserMessages().home` does not type-check).
 */
import { useLocation } from "react-router";
import { languageOfPath, type Language } from "./language";
import * as en from "./messages/en-browser";
import * as ta from "./messages/ta-browser";

const enBrowser = { notFound: en.notFound, error: en.error, pagination: en.pagination };

export type BrowserMessages = typeof enBrowser;

const BROWSER_MESSAGES: Record<Language, BrowserMessages> = {
  en: enBrowser,
  ta: { notFound: ta.notFound, error: ta.error, pagination: ta.pagination },
};

/**
 * In the browser, English (only the administrator's pages are drawn there); on the server, the
 * page's language, for the same components on public pages. The build leaves the Tamil out.
 */
export function browserMessagesFor(language: Language): BrowserMessages {
  if (!import.meta.env.SSR) return enBrowser;
  return BROWSER_MESSAGES[language];
}

/** The language of the page being rendered: its address decides (app/i18n/language.ts). */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** The words of a component that hydrated screens draw too: `useBrowserMessages().pagination`. */
export function useBrowserMessages(): BrowserMessages {
  return browserMessagesFor(useLanguage());
}
