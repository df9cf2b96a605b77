/** Shortens text for list views at a word boundary, adding an ellipsis when cut. */
export function truncate(text: string, max = 50): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  const kept = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${kept.replace(/[\s,.;:!?-]+$/, "")}…`;
}

/**
 * Line breaks as LF. A browser sends a textarea's line breaks as CR LF (HTML's form encoding),
 * while JSON and the demo seed have LF: stored texts take one form, so an untouched text never
 * counts as changed (docs/product/admin-forms.md#history).
 */
export function withLfLineBreaks(value: string): string {
  return value.replace(/\r\n?/g, "\n");
}
