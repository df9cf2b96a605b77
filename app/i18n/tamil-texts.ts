/**
 * The optional Tamil versions of an item's texts as a save sends and stores them
 * (docs/decisions/051-tamil-texts-in-the-editors.md): a form field `ta.title` sets the Tamil
 * title, an empty one removes it, and a save that does not send the field at all (an API client
 * written before Tamil) leaves the stored one as it was. Stored: only the texts set, or null.
 */

/** Stored Tamil texts: only the texts that were written. */
export type TamilTexts = Partial<Record<string, string>>;

/**
 * The Tamil texts a form sends under `prefix` ("ta", "photos[0].ta"): each key whose field the
 * form has, with the parsed (trimmed, checked) value or "" when it came empty.
 */
export function sentTamil<Key extends string>(
  form: FormData,
  prefix: string,
  keys: readonly Key[],
  parsed: Partial<Record<Key, string>> | undefined,
): Partial<Record<Key, string>> {
  const sent: Partial<Record<Key, string>> = {};
  for (const key of keys) {
    if (form.has(`${prefix}.${key}`)) sent[key] = parsed?.[key] ?? "";
  }
  return sent;
}

/**
 * The stored texts after a save: the sent ones replace the current ones, "" removes one, the
 * others stay. Null when no Tamil text is left.
 */
export function mergeTamil<Texts extends TamilTexts>(
  current: Texts | null | undefined,
  sent: Partial<Texts> | undefined,
): Texts | null {
  const merged: TamilTexts = { ...current };
  for (const [key, value] of Object.entries(sent ?? {})) {
    if (value === undefined) continue;
    if (value.trim()) merged[key] = value.trim();
    else delete merged[key];
  }
  const kept = Object.entries(merged).filter(([, value]) => typeof value === "string" && value);
  return kept.length ? (Object.fromEntries(kept) as Texts) : null;
}
