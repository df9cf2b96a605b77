import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { LANGUAGE_TAGS, languageOfPath, pathInLanguage } from "~/i18n/language";
import { messagesFor } from "~/i18n/messages";

/**
 * The offer of the Tamil page to a visitor who reads Tamil, on an English page: kept in a
 * <template> and shown by app/enhance/language-offer.ts when the language cookie or the
 * browser's languages say Tamil, never by the server. So the page is the same for everyone
 * and the page cache may keep it (docs/decisions/050-interface-messages.md); the address
 * alone decides what a page shows.
 */
export function LanguageOffer() {
  const { pathname, search } = useLocation();
  if (languageOfPath(pathname) !== "en") return null;
  const t = messagesFor("ta").language;
  return (
    <template data-language-offer="">
      <div
        role="region"
        aria-label={t.offer}
        lang="ta"
        className="fixed bottom-4 left-4 z-30 flex max-w-[calc(100%-6.5rem)] items-center gap-2 rounded-2xl bg-slate-900 py-2 pr-2 pl-4 text-white shadow-lg ring-1 ring-white/20 sm:bottom-6 sm:left-6"
      >
        <a
          href={`${pathInLanguage(pathname, "ta")}${search}`}
          hrefLang={LANGUAGE_TAGS.ta}
          data-enhance="language-switch"
          data-language="ta"
          className="rounded font-semibold underline underline-offset-4 hover:text-orange-300 focus-visible:outline-2 focus-visible:outline-orange-500"
        >
          {t.offer}
        </a>
        <button
          type="button"
          data-language-offer-dismiss=""
          aria-label={t.dismiss}
          className="flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-orange-500"
        >
          <Icon name="close" className="size-5" />
        </button>
      </div>
    </template>
  );
}
