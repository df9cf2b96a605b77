/**
 * One-line texts (names, titles, phones, e-mails, slugs, reasons): what starts a new line in
 * them — CR, LF, vertical tab, form feed, NEL, the Unicode line and paragraph separators — is
 * refused wherever they are read, so a name cannot draw extra lines (a fake `Bcc:`) in an
 * e-mail, a log line or a chat message (docs/security/requests.md#one-line-fields). Plain code, no
 * zod: the contact form's browser check uses it too.
 */
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/;

export function isOneLine(value: string): boolean {
  return !LINE_BREAK.test(value);
}

/** The text with each run of line breaks made one space. */
export function foldLineBreaks(value: string): string {
  return value.replace(new RegExp(`${LINE_BREAK.source}+`, "g"), " ");
}
