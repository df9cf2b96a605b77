import { useLocation, useMatches } from "react-router";
import { LANGUAGE_TAGS, languageOfPath, pathInLanguage } from "~/i18n/language";
import { messagesFor } from "~/i18n/messages";

/** The sign-in pages share the public frame but exist in English only. */
function useOnEnglishOnlyPage() {
  return useMatches().some((match) => match.id.startsWith("routes/auth/"));
}

/**
 * The link to this page in the other language (docs/product/public-site.md#languages), named in
 * that language ("தமிழ்" / "English"), with the query kept. A plain link, so it works without
 * JavaScript; app/enhance/language-offer.ts remembers the choice in a cookie when it is used.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search } = useLocation();
  if (useOnEnglishOnlyPage()) return null;
  const other = languageOfPath(pathname) === "en" ? "ta" : "en";
  return (
    <a
      href={`${pathInLanguage(pathname, other)}${search}`}
      lang={other}
      hrefLang={LANGUAGE_TAGS[other]}
      data-enhance="language-switch"
      data-language={other}
      className={className}
    >
      {messagesFor(other).language.name}
    </a>
  );
}
