/**
 * What the Markdown field's toolbar does to the text (Bold, Heading, List,
 * Link), as pure functions of the text and the selection, so they can be
 * tested without a browser. Each answers which range to replace, with what,
 * and where the selection goes afterwards (offsets in the new text); the
 * field applies it as one edit the browser can undo. The field loads this
 * module on the toolbar's first use; Enter in a list is in markdown-lines.ts,
 * which a key press needs at once (docs/decisions/084-browser-words-and-parts-on-first-use.md).
 */
import {
  lineEndOf,
  lineStartOf,
  LIST_MARKER,
  type TextEdit,
  type TextState,
} from "./markdown-lines";

export { continueList, type TextEdit } from "./markdown-lines";
/** @public the toolbar's edits take it; loaded with `import()`. */
export type { TextState } from "./markdown-lines";

export type MarkdownEditName = "bold" | "heading" | "list" | "link";

/** The placeholder words put in when nothing is selected, selected so that typing replaces them. */
const PLACEHOLDERS = { bold: "bold text", heading: "Heading" } as const;

const HEADING_MARKER = /^\s{0,3}#{1,6}\s+/;

/** The whole lines a selection touches (a selection ending at a line's start leaves that line out). */
function touchedLines(value: string, start: number, end: number) {
  const lastIndex = end > start && value[end - 1] === "\n" ? end - 1 : end;
  return { from: lineStartOf(value, start), to: lineEndOf(value, lastIndex) };
}

/** The text of the line after the one ending at `lineEnd`, or null at the end of the text. */
function nextLine(value: string, lineEnd: number): string | null {
  if (lineEnd >= value.length) return null;
  return value.slice(lineEnd + 1, lineEndOf(value, lineEnd + 1));
}

/**
 * A paragraph line right after a list would be read as part of the last item
 * (Markdown's lazy continuation): a blank line keeps it a paragraph.
 */
function separatorAfterList(value: string, lineEnd: number): string {
  const next = nextLine(value, lineEnd);
  return next !== null && next.trim() !== "" && !LIST_MARKER.test(next) ? "\n" : "";
}

/** Wraps the selection in `**`, or puts in selected placeholder words. */
export function bold({ value, start, end }: TextState): TextEdit {
  const selected = value.slice(start, end);
  // Spaces caught at the edges of a double-click selection stay outside the marks (`** word**` is not bold).
  const leading = selected.match(/^\s*/)![0];
  const trailing = selected.slice(leading.length).match(/\s*$/)![0];
  const inner = selected.trim() || PLACEHOLDERS.bold;
  const insert = `${leading}**${inner}**${selected.trim() ? trailing : ""}`;
  const innerStart = start + leading.length + 2;
  return {
    from: start,
    to: end,
    insert,
    selectStart: innerStart,
    selectEnd: innerStart + inner.length,
  };
}

/**
 * Makes the lines the selection touches headings (level 2, the level under
 * the page's title); an empty line gets selected placeholder words.
 */
export function heading({ value, start, end }: TextState): TextEdit {
  const { from, to } = touchedLines(value, start, end);
  const lines = value.slice(from, to).split("\n");
  if (lines.length === 1 && lines[0].trim() === "") {
    const insert = `## ${PLACEHOLDERS.heading}`;
    return { from, to, insert, selectStart: from + 3, selectEnd: from + insert.length };
  }
  const insert = lines
    .map((line) => (line.trim() ? `## ${line.replace(HEADING_MARKER, "").trim()}` : line))
    .join("\n");
  if (start === end && lines.length === 1) {
    // The cursor stays on the same word.
    const shift = insert.length - lines[0].length;
    const cursor = Math.max(from + 3, start + shift);
    return { from, to, insert, selectStart: cursor, selectEnd: cursor };
  }
  return { from, to, insert, selectStart: from, selectEnd: from + insert.length };
}

/**
 * Each selected line becomes a list item. With nothing selected, an item
 * starts on its own line and the cursor is in it, after "- ": the empty line
 * the cursor is on, the line it is at the start of, or a new line after the
 * current one.
 */
export function list({ value, start, end }: TextState): TextEdit {
  const { from, to } = touchedLines(value, start, end);
  const lineText = value.slice(from, to);
  const after = separatorAfterList(value, to);

  if (start === end) {
    if (lineText.trim() === "") {
      const insert = `- ${after}`;
      return { from, to, insert, selectStart: from + 2, selectEnd: from + 2 };
    }
    if (start === from && !LIST_MARKER.test(lineText)) {
      const insert = `- ${lineText}${after}`;
      return { from, to, insert, selectStart: from + 2, selectEnd: from + 2 };
    }
    // A new item after the current line; a paragraph line before it stays a paragraph.
    const before = LIST_MARKER.test(lineText) ? "\n" : "\n\n";
    const insert = `${before}- ${after}`;
    const cursor = to + before.length + 2;
    return { from: to, to, insert, selectStart: cursor, selectEnd: cursor };
  }

  const items = lineText
    .split("\n")
    .map((line) => (line.trim() ? `- ${line.replace(LIST_MARKER, "").trim()}` : line));
  const insert = `${items.join("\n")}${after}`;
  const listEnd = from + items.join("\n").length;
  return { from, to, insert, selectStart: listEnd, selectEnd: listEnd };
}

const URL_LIKE = /^(?:https?:\/\/|www\.|mailto:)\S+$/i;
const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What the link panel starts with: selected words are the link's text, a selected address is
 * its address (docs/product/content.md#formatted-text).
 */
export function linkDraft({ value, start, end }: TextState): { text: string; address: string } {
  const selected = value.slice(start, end).trim();
  return URL_LIKE.test(selected)
    ? { text: "", address: selected }
    : { text: selected, address: "" };
}

/**
 * An address as the owner typed it, made one a link can use: "www.example.com" and
 * "example.com/page" get https://, an e-mail address mailto:; spaces and brackets are escaped so
 * the link's Markdown stays whole. Site paths ("/services", "#prices") stay as they are.
 */
export function linkAddress(typed: string): string {
  const address = typed.trim();
  let href: string;
  if (/^(?:https?:|mailto:|tel:|\/|#)/i.test(address)) href = address;
  else if (EMAIL_LIKE.test(address)) href = `mailto:${address}`;
  else href = `https://${address}`;
  return href.replace(
    /[\s()<>]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
}

/**
 * Replaces the selection with a link; with no text typed the address is its text. The cursor goes
 * after the link, ready to type on.
 */
export function insertLink(
  { start, end }: TextState,
  { text, address }: { text: string; address: string },
): TextEdit {
  const words = (text.trim() || address.trim()).replace(/[[\]]/g, "\\$&");
  const insert = `[${words}](${linkAddress(address)})`;
  const cursor = start + insert.length;
  return { from: start, to: end, insert, selectStart: cursor, selectEnd: cursor };
}

/** @public loaded with `import()` by the Markdown field's toolbar, which knip cannot follow. */
export const MARKDOWN_EDITS: Record<
  Exclude<MarkdownEditName, "link">,
  (state: TextState) => TextEdit
> = {
  bold,
  heading,
  list,
};

/** The text after an edit (what the field shows once it is applied). */
export function applyEdit(value: string, edit: TextEdit): string {
  return value.slice(0, edit.from) + edit.insert + value.slice(edit.to);
}
