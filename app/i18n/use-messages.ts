import { useLocation } from "react-router";
import { languageOfPath, type Language } from "./language";
import { messagesFor, type Messages } from "./messages";

/** The language of the page being rendered: its address decides (app/i18n/language.ts). */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** The interface's words in the page's language: `const t = useMessages(); t.nav.home`. */
export function useMessages(): Messages {
  return messagesFor(useLanguage());
}
