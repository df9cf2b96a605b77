/** Shortens text for list views at a word boundary, adding an ellipsis when cut. */
export function truncate(text: string, max = 50): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  const kept = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${kept.replace(/[\s,.;:!?-]+$/, "")}…`;
}
