/**
 * The lines of a Markdown text as the field edits them, and Enter in a list: a pure function of
 * the text and the selection, like the toolbar's edits (markdown-edits.ts), but loaded with the
 * field, since a key press must be answered at once.
 */

export type TextState = { value: string; start: number; end: number };

export type TextEdit = {
  /** The range of the old text to replace. */
  from: number;
  to: number;
  insert: string;
  /** The selection afterwards, in the new text. */
  selectStart: number;
  selectEnd: number;
};

export const LIST_MARKER = /^\s*(?:[-*+]|\d+[.)])\s+/;

export function lineStartOf(value: string, index: number) {
  return index === 0 ? 0 : value.lastIndexOf("\n", index - 1) + 1;
}

export function lineEndOf(value: string, index: number) {
  const end = value.indexOf("\n", index);
  return end === -1 ? value.length : end;
}

/**
 * Enter inside a list item starts the next item (the next number in a numbered list, the same
 * indentation and marker otherwise); Enter on an empty item ends the list instead, with a blank
 * line after it. Null where
 * Enter should just break the line: a selection, or a cursor outside a list item's text.
 */
export function continueList({ value, start, end }: TextState): TextEdit | null {
  if (start !== end) return null;
  const from = lineStartOf(value, start);
  const to = lineEndOf(value, start);
  const line = value.slice(from, to);
  const marker = LIST_MARKER.exec(line)?.[0];
  if (!marker || start < from + marker.length) return null;
  if (line.slice(marker.length).trim() === "") {
    // A blank line after the list, so what follows is a paragraph, not part of the last item.
    return { from, to, insert: "\n", selectStart: from + 1, selectEnd: from + 1 };
  }
  const next = marker.replace(/\d+(?=[.)])/, (number) => String(Number(number) + 1));
  const insert = `\n${next}`;
  const cursor = start + insert.length;
  return { from: start, to: end, insert, selectStart: cursor, selectEnd: cursor };
}
