import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("formats headings, bold, italic, lists, links and quotes", () => {
    const html = renderMarkdown(
      "## Site diary\n\n**Bold** and *italic*.\n\n- one\n- two\n\n1. first\n\n> A quote\n\n[Our work](/projects)",
    );
    expect(html).toContain("<h2>Site diary</h2>");
    expect(html).toContain("<strong>Bold</strong> and <em>italic</em>.");
    expect(html).toContain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
    expect(html).toContain("<ol>\n<li>first</li>\n</ol>");
    expect(html).toContain("<blockquote>\n<p>A quote</p>\n</blockquote>");
    expect(html).toContain('<a href="/projects">Our work</a>');
  });

  it("renders text written before Markdown as paragraphs and line breaks", () => {
    expect(renderMarkdown("First line\nsecond line\n\nNew paragraph")).toBe(
      "<p>First line<br>\nsecond line</p>\n<p>New paragraph</p>\n",
    );
  });

  it("never renders raw HTML: script tags, event handlers and iframes show as text", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<iframe src="https://evil.example"></iframe>\n\nText <b onclick="x()">bold</b>',
    );
    expect(html).not.toMatch(/<script|<img|<iframe|<b /i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
  });

  it("drops javascript:, vbscript: and data: links, keeping their text", () => {
    const html = renderMarkdown(
      "[click](javascript:alert(1)) [vb](vbscript:msgbox) [data](data:text/html;base64,PHNjcmlwdD4=) [mixed](JaVaScRiPt:alert(1)) [encoded](javascript&colon;alert(1))",
    );
    expect(html).not.toMatch(/href="\s*(javascript|vbscript|data)/i);
    expect(html).not.toContain("<a ");
    expect(html).toContain("[click](javascript:alert(1))");
  });

  it("adds rel=noopener to external links, including bare URLs, and not to site links", () => {
    const html = renderMarkdown(
      "[Guide](https://example.com/guide) and https://example.org/tips and [Home](/)",
    );
    expect(html).toContain('<a href="https://example.com/guide" rel="noopener">Guide</a>');
    expect(html).toContain(
      '<a href="https://example.org/tips" rel="noopener">https://example.org/tips</a>',
    );
    expect(html).toContain('<a href="/">Home</a>');
  });

  it("does not embed images or render attribute injection through link titles", () => {
    const html = renderMarkdown(
      '![x](https://tracker.example/p.gif)\n\n[a](/ "t\\" onmouseover=\\"x")',
    );
    expect(html).not.toContain("<img");
    expect(html).not.toMatch(/onmouseover="/);
  });

  it("renders very long and pathological input quickly", () => {
    const long = "word ".repeat(10_000);
    const nested = "[".repeat(20_000) + "]".repeat(20_000);
    const emphasis = "*a**".repeat(12_000);
    const quotes = "> ".repeat(5_000) + "deep";
    const started = performance.now();
    for (const input of [long, nested, emphasis, quotes]) {
      expect(renderMarkdown(input).length).toBeGreaterThan(0);
    }
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
