/**
 * The site's two languages and the address scheme that carries them: English at
 * the plain addresses, Tamil under /ta/. The address alone decides the language
 * of a page, so a crawler and a shared link always get the language of the link.
 */
export const LANGUAGES = ["en", "ta"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The `hreflang` and `og:locale`-style tag of each language. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: "en-IN", ta: "ta-IN" };

const TAMIL_PREFIX = "/ta";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a path is in: Tamil for /ta and everything under /ta/. In any case, as the
 * routes match: a request the server does not redirect to lower case (a form's POST to
 * `/TA/contact`) is still answered by the Tamil page, so it is marked Tamil.
 */
export function languageOfPath(pathname: string): Language {
  const path = pathname.slice(0, TAMIL_PREFIX.length + 1).toLowerCase();
  return path === TAMIL_PREFIX || path === `${TAMIL_PREFIX}/` ? "ta" : "en";
}

export function languageOfRequest(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}

/** The path without its language prefix: "/ta/blog/x" and "/blog/x" both give "/blog/x". */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  const rest = pathname.slice(TAMIL_PREFIX.length);
  return rest === "" ? "/" : rest;
}

/** The same page in the given language: pathInLanguage("/blog/x", "ta") is "/ta/blog/x". */
export function pathInLanguage(pathname: string, language: Language): string {
  const base = pathWithoutLanguage(pathname);
  if (language === "en") return base;
  // The Tamil home is /ta: the server drops trailing slashes (a /ta/ link redirects there).
  return base === "/" ? TAMIL_PREFIX : `${TAMIL_PREFIX}${base}`;
}
