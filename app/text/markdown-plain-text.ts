/**
 * The words of a Markdown text without its marks, as running sentences: for
 * everything that shortens a text or sends it off the page (admin lists,
 * cards, excerpts, meta and Open Graph descriptions, feeds, structured
 * data). Headings, paragraphs, list items, quotes and code blocks each end
 * as a sentence does ("Highlights. Rainwater harvesting. Solar water
 * heater."), so blocks never run together once the line breaks are gone.
 *
 * It reads the Markdown line by line rather than with markdown-it, so the
 * editor's search preview can use it in the browser without shipping the
 * Markdown library (docs/decisions/045-light-editor-and-plain-text.md). It
 * follows the subset the site renders (app/text/markdown.ts): raw HTML is
 * text, so it stays as written.
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^ {0,3}#{1,6}(?:\s+(.*?))?(?:\s+#+)?\s*$/;
const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+)\s*$/;
const THEMATIC_BREAK = /^ {0,3}(?:(?:\*\s*){3,}|(?:-\s*){3,}|(?:_\s*){3,})$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,9}[.)])(?:\s+(?:\[[ xX]\]\s+)?(.*))?$/;
const QUOTE = /^ {0,3}>\s?/;

/** Ends a sentence already: . ! ? … : ; possibly followed by a closing quote or bracket. */
const SENTENCE_END = /[.!?…:;]["'”’)\]]*$/;

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
};

function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/g,
    (whole, dec, hex, name) => {
      if (dec || hex) {
        const code = Number.parseInt(dec ?? hex, dec ? 10 : 16);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name] ?? whole;
    },
  );
}

/** Marks within a line: code spans, links, emphasis, escapes. */
function inlineText(source: string): string {
  // Code spans keep their text exactly: set aside first, put back last (escapes too).
  const spans: string[] = [];
  let text = source.replace(
    /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g,
    (_whole, _ticks, code: string) => {
      spans.push(code.trim());
      return `\uE000${spans.length - 1}\uE000`;
    },
  );
  // An escaped mark is a character, not a mark.
  text = text.replace(/\\([!-/:-@[-`{-~])/g, (_whole, character: string) => {
    spans.push(character);
    return `\uE000${spans.length - 1}\uE000`;
  });
  text = text
    // Pictures and links keep their words; autolinks their address.
    .replace(/!?\[([^\]]*)\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+"[^"]*")?\)/g, "$1")
    .replace(/!?\[([^\]]+)\]\[[^\]]*\]/g, "$1")
    .replace(/<((?:https?|mailto):[^>\s]+)>/gi, "$1")
    // Emphasis, strong and strikethrough, outermost first.
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, "$2")
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, "$1")
    .replace(/(^|[^\w*])\*(?=[^\s*])([^*]*?[^\s*])\*(?![\w*])/g, "$1$2")
    .replace(/(^|[^\w_])_(?=[^\s_])([^_]*?[^\s_])_(?![\w_])/g, "$1$2");
  text = decodeEntities(text);
  return text.replace(/\uE000(\d+)\uE000/g, (_whole, index: string) => spans[Number(index)]);
}

/** The lines of one paragraph as sentences: a line that starts a new sentence gets a full stop before it. */
function joinLines(lines: string[]): string {
  let text = "";
  for (const line of lines) {
    const words = line.trim();
    if (!words) continue;
    if (!text) text = words;
    else if (!SENTENCE_END.test(text) && /^[\p{Lu}\p{N}]/u.test(words)) text += `. ${words}`;
    else text += ` ${words}`;
  }
  return text;
}

/** Blocks of plain text as running sentences, each ended with a full stop unless it already ends one. */
export function joinAsSentences(blocks: string[]): string {
  return blocks
    .map((block) => block.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .map((block) => (SENTENCE_END.test(block) ? block : `${block}.`))
    .join(" ");
}

/** The blocks of a Markdown text (headings, paragraphs, list items, quotes, code), as lines of source. */
function blocksOf(source: string): { lines: string[]; code?: boolean }[] {
  const blocks: { lines: string[]; code?: boolean }[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ lines: paragraph });
    paragraph = [];
  };
  let fence: string | null = null;
  let code: string[] = [];

  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    if (fence) {
      if (raw.trim().startsWith(fence) && raw.trim().replace(/[`~]/g, "") === "") {
        blocks.push({ lines: code, code: true });
        fence = null;
        code = [];
      } else code.push(raw);
      continue;
    }
    let line = raw;
    while (QUOTE.test(line)) line = line.replace(QUOTE, "");

    const opening = line.match(FENCE);
    if (opening) {
      endParagraph();
      fence = opening[1];
      continue;
    }
    if (!line.trim()) {
      endParagraph();
      continue;
    }
    if (paragraph.length && SETEXT_UNDERLINE.test(line)) {
      // The paragraph above was a heading.
      endParagraph();
      continue;
    }
    if (THEMATIC_BREAK.test(line)) {
      endParagraph();
      continue;
    }
    const heading = line.match(ATX_HEADING);
    if (heading) {
      endParagraph();
      blocks.push({ lines: [heading[1] ?? ""] });
      continue;
    }
    const item = line.match(LIST_ITEM);
    if (item) {
      endParagraph();
      paragraph = [item[1] ?? ""];
      continue;
    }
    paragraph.push(line);
  }
  endParagraph();
  if (fence) blocks.push({ lines: code, code: true });
  return blocks;
}

/** Plain running sentences from Markdown: no marks, blocks ended as sentences, one line. */
export function markdownToPlainText(source: string): string {
  return joinAsSentences(
    blocksOf(source).map((block) =>
      block.code ? block.lines.join(" ") : joinLines(block.lines.map(inlineText)),
    ),
  );
}
