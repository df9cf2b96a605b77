import { useLanguage } from "./browser-messages";
import { messagesFor, type Messages } from "./messages";

export { useLanguage };

/**
 * The interface's words in the page's language: `const t = useMessages(); t.nav.home`. For the
 * public pages, which only the server draws; a component the administrator's screens draw takes
 * `useBrowserMessages` (app/i18n/browser-messages.ts) instead.
 */
export function useMessages(): Messages {
  return messagesFor(useLanguage());
}
