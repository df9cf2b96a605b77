/**
 * Tamil content on the public pages (docs/decisions/052-tamil-content-on-public-pages.md),
 * against the production build: a post with a Tamil version shows it under /ta/ (title, text,
 * meta, Open Graph, JSON-LD and its Tamil share card); one without shows its English text marked
 * lang="en"; the listing shows each post once; the Tamil feed lists the Tamil posts; a search
 * in Tamil finds them; the page cache serves Tamil pages and drops them on a save.
 */
import { parse, type HTMLElement } from "node-html-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { image, json, multipart } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";
import { TEST_SITE_URL } from "../../../test/support/server";
import { writeTamilTexts } from "../../../test/support/tamil-content";

const api = useApiServer();

const TAMIL_TITLE = "மழைக்காலத்துக்கு முன் மொட்டை மாடி நீர்ப்புகா வேலை";
const TAMIL_CONTENT =
  "சென்னையில் அக்டோபர் மாதம் மழை தொடங்கும் முன் **மொட்டை மாடியின்** சரிவையும் வடிகாலையும் சரிபார்க்கவும்.";
const TAMIL_SUMMARY = "மழைக்கு முன் மொட்டை மாடியைத் தயார் செய்வது எப்படி";

type Post = { _id: string; slug: string; title: string; images: string[] };

const fields = (title: string) => ({
  title,
  content: "Check the terrace slope and the drains before the October rains begin in Chennai.",
  author: "Site Engineer",
  category: "Tips",
});

async function createPost(title: string): Promise<Post> {
  const response = await api.send("POST", "/api/add-blog", {
    token: api.token,
    body: multipart({ ...fields(title), images: await image(`${title}.jpg`) }),
  });
  expect(response.status).toBe(201);
  return (await json<{ blog: Post }>(response)).blog;
}

/** Saves the post again as it is: the save that draws its cards and drops the page cache. */
async function saveAgain(post: Post) {
  const response = await api.send("PUT", `/api/blogs/${post._id}`, {
    token: api.token,
    body: multipart({ ...fields(post.title), keepImages: post.images }),
  });
  expect(response.status).toBe(200);
}

async function page(path: string) {
  const response = await api.send("GET", path);
  expect(response.status, path).toBe(200);
  return { response, document: parse(await response.text()) };
}

const meta = (document: HTMLElement, key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content");

function jsonLd(document: HTMLElement, type: string) {
  return document
    .querySelectorAll('script[type="application/ld+json"]')
    .map((script) => JSON.parse(script.textContent) as Record<string, unknown>)
    .find((data) => data["@type"] === type);
}

let tamil: Post;
let english: Post;

beforeAll(async () => {
  tamil = await createPost("Waterproof the terrace before the monsoon");
  english = await createPost("Choosing cement for a sea-side house");
  writeTamilTexts(api.server.databasePath, "blogs", tamil._id, {
    title: TAMIL_TITLE,
    content: TAMIL_CONTENT,
    searchDescription: TAMIL_SUMMARY,
  });
  await saveAgain(tamil);
});

describe("a post on its Tamil page", () => {
  it("shows its Tamil title, text and description, and is found in Tamil", async () => {
    const { document } = await page(`/ta/blog/${tamil.slug}`);
    expect(document.querySelector("html")?.getAttribute("lang")).toBe("ta");
    const heading = document.querySelector("h1")!;
    expect(heading.textContent.trim()).toBe(TAMIL_TITLE);
    expect(heading.getAttribute("lang")).toBeUndefined();
    const body = document.querySelector(".formatted-text")!;
    expect(body.textContent).toContain("மொட்டை மாடியின்");
    expect(body.querySelector("strong")?.textContent).toBe("மொட்டை மாடியின்");
    expect(body.getAttribute("lang")).toBeUndefined();
    expect(document.textContent).not.toContain("Check the terrace slope");

    expect(document.querySelector("title")?.textContent).toContain(TAMIL_TITLE);
    expect(meta(document, "description")).toBe(TAMIL_SUMMARY);
    expect(meta(document, "og:title")).toBe(TAMIL_TITLE);
    expect(meta(document, "og:locale")).toBe("ta_IN");
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${TEST_SITE_URL}/ta/blog/${tamil.slug}`,
    );
    const posting = jsonLd(document, "BlogPosting")!;
    expect(posting.inLanguage).toBe("ta");
    expect(posting.headline).toBe(TAMIL_TITLE);
    expect(posting.url).toBe(`${TEST_SITE_URL}/ta/blog/${tamil.slug}`);
  });

  it("shares the card drawn with its Tamil title, and the English page the English one", async () => {
    const tamilCard = meta((await page(`/ta/blog/${tamil.slug}`)).document, "og:image")!;
    const englishCard = meta((await page(`/blog/${tamil.slug}`)).document, "og:image")!;
    expect(tamilCard).toMatch(new RegExp(`/uploads/share-${tamil._id}-ta-[\\w-]+\\.jpg$`));
    expect(englishCard).not.toBe(tamilCard);
    const card = await api.send("GET", new URL(tamilCard).pathname);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/jpeg");
  });

  it("keeps the English page in English", async () => {
    const { document } = await page(`/blog/${tamil.slug}`);
    expect(document.querySelector("h1")?.textContent.trim()).toBe(tamil.title);
    expect(meta(document, "og:locale")).toBe("en_IN");
    expect(jsonLd(document, "BlogPosting")!.inLanguage).toBe("en");
    expect(document.textContent).not.toContain(TAMIL_TITLE);
  });
});

describe("a post without a Tamil version on its Tamil page", () => {
  it("shows the English title and text, each marked lang=en", async () => {
    const { document } = await page(`/ta/blog/${english.slug}`);
    const heading = document.querySelector("h1")!;
    expect(heading.textContent.trim()).toBe(english.title);
    expect(heading.getAttribute("lang")).toBe("en");
    const body = document.querySelector(".formatted-text")!;
    expect(body.textContent).toContain("Check the terrace slope");
    expect(body.getAttribute("lang")).toBe("en");
    expect(jsonLd(document, "BlogPosting")!.inLanguage).toBe("en");
    expect(meta(document, "og:locale")).toBe("ta_IN");
  });
});

describe("the Tamil blog listing", () => {
  it("shows each post once, linking to its Tamil page, the Tamil one in Tamil", async () => {
    const { document } = await page("/ta/blog");
    const cards = document.querySelectorAll("#articles article");
    const titles = cards.map((card) => card.querySelector("h3")!);
    expect(titles.map((title) => title.textContent.trim()).sort()).toEqual(
      [TAMIL_TITLE, english.title].sort(),
    );
    expect(
      titles.find((title) => title.textContent.trim() === english.title)!.getAttribute("lang"),
    ).toBe("en");
    const links = cards.map((card) => card.querySelector("a")!.getAttribute("href"));
    expect(links.sort()).toEqual([`/ta/blog/${english.slug}`, `/ta/blog/${tamil.slug}`].sort());
  });

  it("finds a post by a Tamil word of its text", async () => {
    const { document } = await page(`/ta/blog?q=${encodeURIComponent("வடிகாலையும்")}`);
    const titles = document
      .querySelectorAll("#articles article h3")
      .map((title) => title.textContent.trim());
    expect(titles).toEqual([TAMIL_TITLE]);
  });
});

describe("the Tamil feeds", () => {
  it("list the posts with a Tamil version, in Tamil, linking to their Tamil pages", async () => {
    const rss = await api.send("GET", "/ta/blog/rss.xml");
    expect(rss.status).toBe(200);
    const channel = parse(await rss.text());
    expect(channel.querySelector("language")?.textContent).toBe("ta-IN");
    const items = channel.querySelectorAll("item");
    expect(items).toHaveLength(1);
    expect(items[0].querySelector("title")!.textContent).toContain(TAMIL_TITLE);
    expect(items[0].toString()).toContain(`${TEST_SITE_URL}/ta/blog/${tamil.slug}`);
    expect(items[0].toString()).not.toContain(english.title);

    const atom = await (await api.send("GET", "/ta/blog/atom.xml")).text();
    expect(atom).toContain(TAMIL_TITLE);
    expect(atom).not.toContain(english.title);
  });

  it("are linked from Tamil pages, the English ones from English pages", async () => {
    const tamilFeeds = (await page("/ta/blog")).document
      .querySelectorAll('link[rel="alternate"][type^="application/"]')
      .map((link) => link.getAttribute("href"));
    expect(tamilFeeds).toEqual(["/ta/blog/rss.xml", "/ta/blog/atom.xml"]);
    const englishFeeds = (await page("/blog")).document
      .querySelectorAll('link[rel="alternate"][type^="application/"]')
      .map((link) => link.getAttribute("href"));
    expect(englishFeeds).toEqual(["/blog/rss.xml", "/blog/atom.xml"]);
  });
});

describe("the page cache", () => {
  const shared = (response: Response) =>
    /s-maxage=\d+/.test(response.headers.get("cache-control") ?? "");

  it("serves Tamil pages and drops them when a post is saved", async () => {
    const path = `/ta/blog/${tamil.slug}`;
    await page(path);
    const cached = await page(path);
    expect(shared(cached.response), "answered from the cache").toBe(true);

    writeTamilTexts(api.server.databasePath, "blogs", tamil._id, {
      title: "புதிய தலைப்பு: மொட்டை மாடி",
      content: TAMIL_CONTENT,
    });
    // Straight to the database: the cache still answers with the page it kept.
    expect((await page(path)).document.querySelector("h1")?.textContent.trim()).toBe(TAMIL_TITLE);
    await saveAgain(tamil);
    expect((await page(path)).document.querySelector("h1")?.textContent.trim()).toBe(
      "புதிய தலைப்பு: மொட்டை மாடி",
    );
  });
});
