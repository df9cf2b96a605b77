/**
 * The demo is whole in Tamil: against the production build seeded with the demo, every public
 * Tamil page (found by following the Tamil pages' own links from /ta) shows no English text the
 * demo wrote, in its text, its photos' alt texts and captions, the lightbox's data, its meta
 * tags and its structured data. The English texts are read from the demo's own content, so a
 * text added to the demo without its Tamil version fails here.
 */
import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send } from "../../test/support/api";
import { startServer, type TestServer } from "../../test/support/server";
import { FIRST_SITE_CONTENT } from "~/models/site-content-seed";
import { DEMO_BLOGS, DEMO_GALLERIES, DEMO_PROJECTS, SCENE_CAPTIONS } from "./demo-content";

/** Seeding draws and stores every demo photo: on a busy machine that takes minutes. */
const SEEDED_START_MS = 240_000;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ seed: true, startTimeoutMs: SEEDED_START_MS });
}, SEEDED_START_MS + 10_000);
afterAll(() => server?.stop());

/**
 * Keys of the site sections that are no text for a reader (addresses, icon names, figures) or
 * are the Tamil texts themselves.
 */
const NOT_TEXT = new Set(["ta", "slug", "icon", "photo", "unit", "projectId", "value"]);

/** Every English string of the site sections the demo starts with. */
function sectionStrings(value: unknown, key = ""): string[] {
  if (NOT_TEXT.has(key)) return [];
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item) => sectionStrings(item));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([name, item]) => sectionStrings(item, name));
  }
  return [];
}

/**
 * The demo's English texts a page shows: titles, places, descriptions, posts and captions. A
 * post's author and tags are written once for both languages
 * (docs/decisions/059-owner-names-marked-english.md), so they are left out.
 */
function demoEnglishTexts(): string[] {
  return [
    ...sectionStrings(FIRST_SITE_CONTENT),
    ...DEMO_PROJECTS.flatMap((project) => [
      project.title,
      project.location,
      project.description,
      project.category,
    ]),
    ...DEMO_BLOGS.flatMap((post) => [post.title, post.content, post.category ?? ""]),
    ...DEMO_GALLERIES.flatMap((album) => [album.title, album.description, album.category ?? ""]),
    ...Object.values(SCENE_CAPTIONS),
  ];
}

const normalized = (text: string) => text.replace(/\s+/g, " ").trim();

/** A text's sentences (Markdown marks dropped), each a piece a page shows whole. */
function sentencesOf(text: string): string[] {
  return text
    .replace(/[*_`#>]/g, "")
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z(])/)
    .map(normalized)
    .filter(Boolean);
}

const ENGLISH = demoEnglishTexts().filter((text) => /\p{Script=Latin}/u.test(text));
/** Whole texts: a shown text equal to one of them is the English one. */
const WHOLE = new Set(ENGLISH.map(normalized));
/** Sentences of three words or more: no Tamil text contains one. */
const SENTENCES = [...new Set(ENGLISH.flatMap(sentencesOf))].filter(
  (sentence) => sentence.split(" ").filter((word) => /\p{Script=Latin}{2}/u.test(word)).length >= 3,
);

/** What a page shows a reader or a search engine, each piece with where it was found. */
function shownTexts(document: HTMLElement): { text: string; where: string }[] {
  const shown: { text: string; where: string }[] = [];
  const body = document.querySelector("body")!;
  for (const element of body.querySelectorAll("*")) {
    if (["script", "style", "template"].includes(element.tagName.toLowerCase())) continue;
    // The element's own text and the text of its inline children together (a sentence may be
    // split by a link or bold type), and each attribute a reader or the lightbox shows.
    const ownText = element.childNodes.some((node) => node.nodeType === 3 && node.text.trim());
    if (ownText) shown.push({ text: element.textContent, where: `<${element.tagName}>` });
    for (const name of ["alt", "title", "aria-label", "placeholder"]) {
      const value = element.getAttribute(name);
      if (value) shown.push({ text: value, where: `${name}=` });
    }
    for (const [name, value] of Object.entries(element.attributes)) {
      if (/^data-(alt|title|caption|label)$/.test(name) && value) {
        shown.push({ text: value, where: `${name}=` });
      }
    }
  }
  for (const meta of document.querySelectorAll("head title, head meta[content]")) {
    const value = meta.tagName === "TITLE" ? meta.textContent : meta.getAttribute("content")!;
    shown.push({ text: value, where: `<head> ${meta.getAttribute("property") ?? meta.tagName}` });
  }
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    JSON.stringify(JSON.parse(script.textContent), (_key, value: unknown) => {
      if (typeof value === "string") shown.push({ text: value, where: "JSON-LD" });
      return value;
    });
  }
  return shown.map((piece) => ({ ...piece, text: normalized(piece.text) }));
}

/** The English demo texts a page shows: whole texts, or sentences inside a longer text. */
function englishOn(document: HTMLElement): string[] {
  const found = new Set<string>();
  for (const { text, where } of shownTexts(document)) {
    if (WHOLE.has(text)) found.add(`${where} "${text}"`);
    for (const sentence of SENTENCES) {
      if (text.includes(sentence)) found.add(`${where} "${sentence}"`);
    }
  }
  return [...found];
}

/** The Tamil pages linked from the Tamil pages, from /ta on (listing pages by number only). */
async function tamilPages(): Promise<Map<string, HTMLElement>> {
  const pages = new Map<string, HTMLElement>();
  const queue = ["/ta"];
  while (queue.length > 0 && pages.size < 200) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const response = await send(server.baseURL, "GET", path);
    expect(response.status, path).toBe(200);
    const document = parse(await response.text());
    pages.set(path, document);
    for (const link of document.querySelectorAll("a[href]")) {
      const href = link.getAttribute("href")!.split("#")[0];
      if (!/^\/ta(\/[a-z0-9/-]*)?(\?page=\d+)?$/.test(href)) continue;
      if (/^\/ta\/(admin|login|feed|rss)/.test(href)) continue;
      if (!pages.has(href) && !queue.includes(href)) queue.push(href);
    }
  }
  return pages;
}

describe("the demo on Tamil pages", () => {
  let pages: Map<string, HTMLElement>;
  beforeAll(async () => {
    pages = await tamilPages();
  }, 120_000);

  it("reaches every kind of public page", () => {
    const paths = [...pages.keys()];
    for (const path of [
      "/ta",
      "/ta/about-us",
      "/ta/services",
      "/ta/projects",
      "/ta/blog",
      "/ta/gallery",
      "/ta/contact",
      "/ta/estimate",
    ]) {
      expect(paths, path).toContain(path);
    }
    for (const prefix of ["/ta/projects/", "/ta/blog/", "/ta/gallery/"]) {
      expect(paths.filter((path) => path.startsWith(prefix)).length, prefix).toBeGreaterThan(1);
    }
    const projectPages = paths.filter((path) => /^\/ta\/projects\/[a-z0-9-]+$/.test(path));
    expect(projectPages.length).toBe(DEMO_PROJECTS.length);
    expect(ENGLISH.length).toBeGreaterThan(100);
    expect(SENTENCES.length).toBeGreaterThan(100);
  });

  it("shows no English text of the demo", () => {
    const english = [...pages].flatMap(([path, document]) =>
      englishOn(document).map((found) => `${path}: ${found}`),
    );
    expect(english).toEqual([]);
  });
});
