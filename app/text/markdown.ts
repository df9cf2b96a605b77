/**
 * Blog content and project descriptions are Markdown (headings, bold,
 * italic, lists, links, quotes), rendered on the server. Raw HTML is never
 * rendered (it shows as text), links with unsafe schemes (javascript:,
 * vbscript:, file:, data:) are left as text by markdown-it's own check, and
 * links to other sites get rel="noopener". Single line breaks stay line
 * breaks, so text written before Markdown renders as it always did: blank
 * lines make paragraphs, newlines make breaks.
 * See docs/decisions/025-markdown-content.md.
 */
import MarkdownIt from "markdown-it";

const markdown = new MarkdownIt("default", {
  html: false,
  linkify: true,
  breaks: true,
  typographer: false,
});
// Pictures belong in the record's photos (sized, captioned, served from /uploads), not in the text.
markdown.disable(["image", "table"]);

const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));

markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const href = String(tokens[index].attrGet("href") ?? "");
  if (/^(https?:)?\/\//i.test(href) || /^mailto:/i.test(href)) {
    tokens[index].attrSet("rel", "noopener");
  }
  return defaultLinkOpen(tokens, index, options, env, self);
};

/** Safe HTML for a Markdown text. */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
