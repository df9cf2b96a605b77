/**
 * The owner's content in the page's language (docs/decisions/052-tamil-content-on-public-pages.md):
 * on a Tamil page the Tamil text of a field where the owner wrote one, else the English text,
 * marked so its element says `lang="en"` (screen readers then read it with English rules, and
 * the page states honestly what language it is in). English pages always show the English text.
 */
import { markdownToPlainText } from "~/text/markdown-plain-text";
import type { Language } from "./language";

/** A text as a page shows it: `lang` is "en" only when a Tamil page fell back to English. */
export type ContentText = { text: string; lang?: "en" };

/**
 * Tamil versions of some fields, each optional (the `ta` column or object of an item); a site
 * section's list of lines has a Tamil list (docs/decisions/065-tamil-list-items.md).
 */
export type TamilTexts<Key extends string = string> =
  Partial<Record<Key, string | string[]>> | null | undefined;

/** The written Tamil text of a field, or undefined for none (blank counts as none). */
export function tamilText(tamil: TamilTexts, key: string): string | undefined {
  const value = tamil?.[key];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** One field in the page's language, and whether it fell back to English. */
export function contentText(language: Language, english: string, tamil?: string): ContentText {
  if (language === "en") return { text: english };
  const written = tamil?.trim() ? tamil : undefined;
  // An empty English text (an optional field left blank) needs no language mark.
  return written ? { text: written } : english ? { text: english, lang: "en" } : { text: "" };
}

/**
 * A text written once for both languages (a post's author and tags, an owner's own category) as
 * a page shows it: on a Tamil page marked `lang="en"` when written in Latin letters, never when
 * written in Tamil ("பிரியா ராமன்") or without letters.
 */
export function writtenText(language: Language, text: string): ContentText {
  const english = language === "ta" && /\p{Script=Latin}/u.test(text);
  return english && !/\p{Script=Tamil}/u.test(text) ? { text, lang: "en" } : { text };
}

/**
 * Several fields of one item in the page's language: `contentTexts("ta", post, post.ta,
 * ["title", "content"])` gives `{ title: ContentText, content: ContentText }`.
 */
export function contentTexts<Key extends string>(
  language: Language,
  english: Record<Key, string>,
  tamil: TamilTexts<Key>,
  keys: readonly Key[],
): Record<Key, ContentText> {
  return Object.fromEntries(
    keys.map((key) => [key, contentText(language, english[key], tamilText(tamil, key))]),
  ) as Record<Key, ContentText>;
}

/**
 * A page's summary (meta and share descriptions), in the language of the text shown: the search
 * description written in that language, else the Markdown text as plain words. When the text
 * shown is the English one, so is the summary, from the English search description if any.
 */
export function summaryText(
  search: ContentText,
  body: ContentText,
  english: { search: string; body: string },
): ContentText {
  if (search.text && !search.lang) return search;
  if (!body.lang) return { text: markdownToPlainText(body.text) };
  return { text: english.search || markdownToPlainText(english.body), lang: body.lang };
}

/** The bare text, for places that take a string (titles, meta tags, alt and aria attributes). */
export function plainText(value: ContentText | string): string {
  return typeof value === "string" ? value : value.text;
}

/** The language a text is actually in on a page of `language`: what JSON-LD `inLanguage` says. */
export function languageOfText(language: Language, value: ContentText): Language {
  return value.lang ?? language;
}

/** A photo's alt text and caption, each in the page's language, with the English ones marked. */
export type LocalizedImageTexts = {
  alt: string;
  caption: string;
  /** Set on a Tamil page when the alt text or caption shown is the English one. */
  altLang?: "en";
  captionLang?: "en";
};

export function localizeImage<
  Image extends { alt: string; caption: string; ta?: TamilTexts<"alt" | "caption"> },
>(image: Image, language: Language): Image & LocalizedImageTexts {
  if (language === "en") return image;
  const alt = contentText(language, image.alt, tamilText(image.ta, "alt"));
  const caption = contentText(language, image.caption, tamilText(image.ta, "caption"));
  return {
    ...image,
    alt: alt.text,
    caption: caption.text,
    ...(alt.lang ? { altLang: alt.lang } : {}),
    ...(caption.lang ? { captionLang: caption.lang } : {}),
  };
}

/**
 * The owner's site sections (docs/decisions/049-site-content-sections.md) in the page's
 * language: every object takes the Tamil text of each key written in its `ta` object and keeps
 * the English one elsewhere. On a Tamil page each object also lists, in `englishTexts`, the
 * keys whose shown text stayed English, so `sectionText` can mark that element `lang="en"`
 * (docs/decisions/052-tamil-content-on-public-pages.md).
 */
export function sectionsInLanguage<T>(value: T, language: Language): T {
  if (language === "en") return value;
  if (Array.isArray(value)) return value.map((item) => sectionsInLanguage(item, language)) as T;
  if (!value || typeof value !== "object") return value;
  const shown: Record<string, unknown> = Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === "ta" ? item : sectionsInLanguage(item, language),
    ]),
  );
  const tamil = (value as { ta?: unknown }).ta;
  const written = tamil && typeof tamil === "object" ? (tamil as Record<string, unknown>) : {};
  const englishTexts: string[] = [];
  for (const [key, english] of Object.entries(shown)) {
    if (key === "ta") continue;
    const text = written[key];
    if (typeof english === "string") {
      if (typeof text === "string" && text.trim()) shown[key] = text;
      else if (/\p{L}/u.test(english)) englishTexts.push(key);
    } else if (isLines(english)) {
      // A list of lines is replaced whole (docs/decisions/065-tamil-list-items.md).
      if (isLines(text) && text.some((line) => line.trim())) shown[key] = text;
      else if (english.some((line) => /\p{L}/u.test(line))) englishTexts.push(key);
    }
  }
  if (englishTexts.length > 0) shown[ENGLISH_TEXTS] = englishTexts;
  return shown as T;
}

const ENGLISH_TEXTS = "englishTexts";

function isLines(value: unknown): value is string[] {
  return (
    Array.isArray(value) && value.length > 0 && value.every((line) => typeof line === "string")
  );
}

function shownInEnglish(item: object, key: string) {
  const english = (item as { [ENGLISH_TEXTS]?: unknown })[ENGLISH_TEXTS];
  return Array.isArray(english) && english.includes(key);
}

/**
 * One text of a section object as shown (after `sectionsInLanguage`): marked `lang="en"` when a
 * Tamil page shows its English version. `<Text as="h1" value={sectionText(home, "headline")} />`
 */
export function sectionText<Item extends object>(
  item: Item,
  key: keyof Item & string,
): ContentText {
  const text = item[key];
  const lang = shownInEnglish(item, key) ? "en" : undefined;
  return { text: typeof text === "string" ? text : "", ...(lang ? { lang } : {}) };
}

/**
 * A list of lines of a section object as shown (after `sectionsInLanguage`): the Tamil list, or
 * the English one with `lang: "en"` on a Tamil page where the owner wrote none.
 */
export function sectionLines<Item extends object>(
  item: Item,
  key: keyof Item & string,
): { lines: string[]; lang?: "en" } {
  const value = item[key];
  const lines = isLines(value) ? value : [];
  return shownInEnglish(item, key) ? { lines, lang: "en" } : { lines };
}
