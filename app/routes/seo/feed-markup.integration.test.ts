/**
 * The blog's feeds carry an administrator's plain text as text: a title or
 * summary that looks like markup reaches feed readers escaped, never as an
 * element (docs/security/requests.md#feeds). Against the production build.
 */
import { XMLParser } from "fast-xml-parser";
import Parser from "rss-parser";
import { describe, expect, it } from "vitest";
import { image, json, multipart } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";

const api = useApiServer();

const MARKUP_TITLE = "<img src=x onerror=alert(1)> Roof & terrace";
const MARKUP_SUMMARY = `<script>alert("summary")</script><b>Bold</b> tips`;

/** What a feed reader shows for HTML text: the entities the feed escaped, decoded once. */
function shownAsHtml(html: string) {
  return html.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

/** Every element name anywhere in a parsed document. */
function elementNames(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) elementNames(item, names);
  else if (node && typeof node === "object") {
    for (const [name, value] of Object.entries(node)) {
      if (!name.startsWith("@_") && name !== "#text") names.add(name);
      elementNames(value, names);
    }
  }
  return names;
}

const xml = new XMLParser({ ignoreAttributes: false, cdataPropName: "#cdata" });

/** The text of an element as the XML says it (CDATA or escaped text alike). */
function textOf(element: unknown): string {
  if (typeof element === "string") return element;
  const node = element as { "#cdata"?: string; "#text"?: string };
  return String(node["#cdata"] ?? node["#text"] ?? "");
}

describe("blog feeds", () => {
  it("escape a title and summary that look like markup, in RSS and Atom", async () => {
    const created = await api.send("POST", "/api/add-blog", {
      token: api.token,
      body: multipart({
        title: MARKUP_TITLE,
        searchDescription: MARKUP_SUMMARY,
        content: "Roofs need slope, drainage and a membrane before the monsoon. ".repeat(8),
        author: "Site Engineer",
        category: "Tips",
        images: await image("post.jpg"),
      }),
    });
    expect(created.status).toBe(201);
    const { blog } = await json<{ blog: { slug: string } }>(created);

    const rssText = await (await api.send("GET", "/blog/rss.xml")).text();
    const atomText = await (await api.send("GET", "/blog/atom.xml")).text();
    for (const [name, text] of [
      ["RSS", rssText],
      ["Atom", atomText],
    ]) {
      // No element but the feed's own: nothing the admin typed became markup.
      const names = elementNames(xml.parse(text));
      for (const injected of ["img", "script", "b"]) expect(names.has(injected), name).toBe(false);
    }

    const rss = xml.parse(rssText).rss.channel;
    const item = [rss.item]
      .flat()
      .find((entry: { link: string }) => entry.link.endsWith(blog.slug));
    // RSS readers read titles and descriptions as HTML: the HTML is the escaped text.
    expect(textOf(item.title)).not.toContain("<");
    expect(shownAsHtml(textOf(item.title))).toBe(MARKUP_TITLE);
    expect(textOf(item.description)).not.toContain("<");
    expect(shownAsHtml(textOf(item.description))).toBe(MARKUP_SUMMARY);

    const atom = xml.parse(atomText).feed;
    const entry = [atom.entry]
      .flat()
      .find((one: { id: string }) => String(one.id).endsWith(blog.slug));
    for (const field of [entry.title, entry.summary]) {
      // Declared HTML, so readers decode it once: what they show is exactly the text.
      expect(field["@_type"]).toBe("html");
      expect(textOf(field)).not.toContain("<");
    }
    expect(shownAsHtml(textOf(entry.title))).toBe(MARKUP_TITLE);
    expect(shownAsHtml(textOf(entry.summary))).toBe(MARKUP_SUMMARY);

    // A feed reader's parser finds the same, and the feeds stay valid for it.
    const parsed = await new Parser().parseString(rssText);
    const parsedItem = parsed.items.find((one) => one.link?.endsWith(blog.slug));
    expect(shownAsHtml(parsedItem!.title!)).toBe(MARKUP_TITLE);
  });
});
