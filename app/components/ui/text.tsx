/**
 * The owner's text in an element that says when it is English on a Tamil page
 * (app/i18n/content.ts):
 *
 *   <Text as="h2" value={project.title} className="…" />
 *
 * renders `<h2 lang="en">…</h2>` when the Tamil page shows the English title, a plain `<h2>`
 * otherwise. A string value is shown as it is.
 */
import type { ComponentPropsWithoutRef, ElementType } from "react";
import { useLocation } from "react-router";
import type { ContentText } from "~/i18n/content";
import { languageOfPath, pathInLanguage, type Language } from "~/i18n/language";

type TextProps<As extends ElementType> = {
  as?: As;
  value: ContentText | string;
} & Omit<ComponentPropsWithoutRef<As>, "children" | "lang">;

export function Text<As extends ElementType = "span">({ as, value, ...props }: TextProps<As>) {
  const Element: ElementType = as ?? "span";
  const text = typeof value === "string" ? { text: value } : value;
  return (
    <Element {...props} lang={text.lang}>
      {text.text}
    </Element>
  );
}

/**
 * A message with one of the owner's texts among its words, only that text marked when English:
 * `<MessageWith message={(name) => t.footer.rights(year, name)} value={siteTexts.name} />`.
 * A text in the page's language needs no element of its own: the message is one plain text.
 */
export function MessageWith({
  message,
  value,
}: {
  message: (text: string) => string;
  value: ContentText | string;
}) {
  const text = typeof value === "string" ? { text: value } : value;
  if (!text.lang) return message(text.text);
  const [before, after = ""] = message("\u0000").split("\u0000");
  return (
    <>
      {before}
      <Text value={text} />
      {after}
    </>
  );
}

/** The language of the page being shown (its address decides, app/i18n/language.ts). */
function usePageLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** Links from content to other pages stay in the page's language: "/blog/x" on /ta/… is "/ta/blog/x". */
export function useLocalPath(): (path: string) => string {
  const language = usePageLanguage();
  return (path) => pathInLanguage(path, language);
}
