/**
 * The owner's own texts on Tamil pages (docs/decisions/052-tamil-content-on-public-pages.md),
 * against the production build: a site section's text with a Tamil version shows it, one
 * without shows the English text marked lang="en"; the company's tagline and hours follow the
 * same rule; a project page and an album page show their Tamil title, description, alt texts
 * and captions, and mark the English ones (the lightbox reads the marks from each tile); the
 * contact form names the services in Tamil and sends their English titles.
 */
import Database from "better-sqlite3";
import { parse, type HTMLElement } from "node-html-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { image, json, multipart } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";
import { writeTamilTexts } from "../../../test/support/tamil-content";

const api = useApiServer();

const TAMIL_HEADLINE = "உங்கள் கனவு இல்லத்தை நாங்கள் கட்டுகிறோம்";
const TAMIL_TAGLINE = "சென்னையின் நம்பகமான கட்டுமான நிறுவனம்";
const TAMIL_PROJECT = "அடையாறில் மூன்று படுக்கையறை வில்லா";
const TAMIL_ALBUM = "ஒப்படைப்பு நாள்";
const TAMIL_CAPTION = "முடிந்த முகப்பு";

async function page(path: string) {
  const response = await api.send("GET", path);
  expect(response.status, path).toBe(200);
  return parse(await response.text());
}

/** The innermost element whose text is exactly `text`. */
function elementWithText(document: HTMLElement, text: string) {
  const found = document
    .querySelectorAll("*")
    .filter((element) => element.textContent.trim() === text && element.childNodes.length === 1);
  expect(found.length, `an element showing "${text}"`).toBeGreaterThan(0);
  return found[found.length - 1];
}

/** The language an element is read in: its own or its nearest ancestor's `lang`. */
const languageOf = (element: HTMLElement) => element.closest("[lang]")?.getAttribute("lang");

function withDatabase<T>(run: (db: Database.Database) => T): T {
  const db = new Database(api.server.databasePath);
  try {
    return run(db);
  } finally {
    db.close();
  }
}

const putJson = (path: string, body: unknown) =>
  api.send("PUT", path, {
    token: api.token,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

let home: Record<string, unknown> & { headline: string; introduction: string };
let hoursWeekdays: string;
/** The footer's first service, its Tamil title taken away, and the second, which keeps one. */
let englishOnlyService: string;
let tamilService: string;
let tamilServiceInEnglish: string;
let project: { _id: string; slug: string; title: string };
let album: { _id: string; slug: string; title: string };

beforeAll(async () => {
  const sections = await json<{ sections: { home: typeof home } }>(
    await api.send("GET", "/api/site"),
  );
  home = sections.sections.home;
  expect(
    (await putJson("/api/site/home", { ...home, ta: { headline: TAMIL_HEADLINE } })).status,
  ).toBe(200);
  const { sections: all } = await json<{
    sections: { services: { items: { title: string; ta?: { title?: string } }[] } };
  }>(await api.send("GET", "/api/site"));
  const services = all.services;
  const [first, second] = services.items;
  englishOnlyService = first.title;
  tamilService = second.ta?.title ?? "";
  tamilServiceInEnglish = second.title;
  expect(tamilService, "the first content gives the second service a Tamil title").not.toBe("");
  const { ta: _firstTamil, ...firstInEnglish } = first;
  expect(
    (
      await putJson("/api/site/services", {
        ...services,
        items: [firstInEnglish, ...services.items.slice(1)],
      })
    ).status,
  ).toBe(200);

  // A Tamil tagline stored beside the settings; a save puts it in place for every page.
  const { settings } = await json<{ settings: Record<string, unknown> }>(
    await api.send("GET", "/api/site/settings"),
  );
  const { updatedAt: _version, ta: _tamil, ...values } = settings;
  hoursWeekdays = String(values.hoursWeekdays);
  withDatabase((db) => {
    const row = db.prepare("select value from site_settings where id = 1").get() as {
      value: string;
    };
    const value = { ...JSON.parse(row.value), ta: { tagline: TAMIL_TAGLINE } };
    db.prepare("update site_settings set value = ? where id = 1").run(JSON.stringify(value));
  });
  expect((await putJson("/api/site/settings", values)).status).toBe(200);

  const createdProject = await api.send("POST", "/api/create-project", {
    token: api.token,
    body: multipart({
      title: "Villa in Adyar",
      description: "Three-bedroom villa near the river",
      category: "Residential",
      location: "Adyar, Chennai",
      coverImage: await image("cover.jpg"),
      gallery: [await image("one.jpg"), await image("two.jpg")],
    }),
  });
  expect(createdProject.status).toBe(201);
  project = (await json<{ project: typeof project }>(createdProject)).project;
  writeTamilTexts(api.server.databasePath, "projects", project._id, { title: TAMIL_PROJECT });

  const createdAlbum = await api.send("POST", "/api/gallery-upload", {
    token: api.token,
    body: multipart({
      title: "Handover day",
      description: "Keys handed over in Adyar",
      gallery: [await image("front.jpg"), await image("hall.jpg")],
    }),
  });
  expect(createdAlbum.status).toBe(201);
  album = (await json<{ gallery: typeof album }>(createdAlbum)).gallery;
  writeTamilTexts(api.server.databasePath, "galleries", album._id, { title: TAMIL_ALBUM });

  // Photo texts straight in the database: the first photo has Tamil ones, the second not.
  withDatabase((db) => {
    for (const [kind, id] of [
      ["gallery", album._id],
      ["project", project._id],
    ]) {
      const photos = db
        .prepare(
          "select id from images where owner_kind = ? and owner_id = ? and role != 'cover' order by rowid",
        )
        .all(kind, id) as { id: string }[];
      expect(photos.length).toBe(2);
      const update = db.prepare("update images set alt = ?, caption = ?, ta = ? where id = ?");
      update.run(
        "The finished front",
        "Front elevation",
        JSON.stringify({ alt: "முடிந்த முகப்பு", caption: TAMIL_CAPTION }),
        photos[0].id,
      );
      update.run("The living hall", "Living hall", null, photos[1].id);
    }
  });
});

describe("a site section on a Tamil page", () => {
  it("shows its Tamil text unmarked and the English one without Tamil marked lang=en", async () => {
    const document = await page("/ta");
    const headline = document.querySelector("h1")!;
    expect(headline.textContent.trim()).toBe(TAMIL_HEADLINE);
    expect(headline.getAttribute("lang")).toBeUndefined();
    expect(languageOf(elementWithText(document, home.introduction))).toBe("en");

    const english = await page("/");
    expect(english.querySelector("h1")!.textContent.trim()).toBe(home.headline);
    const marked = english.querySelectorAll("body [lang=en]");
    expect(marked.map((element) => element.textContent)).toEqual([]);
  });
});

describe("the company's details on a Tamil page", () => {
  it("shows the Tamil tagline, and the hours without Tamil marked lang=en", async () => {
    const document = await page("/ta/about-us");
    const taglines = document
      .querySelectorAll("*")
      .filter((element) => element.textContent.trim() === TAMIL_TAGLINE);
    expect(taglines.length).toBeGreaterThan(0);
    expect(taglines.every((element) => element.getAttribute("lang") === undefined)).toBe(true);
    const footer = document.querySelector("footer")!;
    expect(footer.textContent).toContain(TAMIL_TAGLINE);
    expect(languageOf(elementWithText(footer, hoursWeekdays))).toBe("en");
    // The footer's services: the one without a Tamil title is marked, the Tamil one is not.
    const services = footer.querySelectorAll('a[href="/ta/services"]');
    const english = services.find((link) => link.textContent.trim() === englishOnlyService);
    expect(english?.querySelector("[lang=en]")?.textContent).toBe(englishOnlyService);
    const tamil = services.find((link) => link.textContent.trim() === tamilService);
    expect(tamil, `a footer link "${tamilService}"`).toBeDefined();
    expect(tamil!.querySelector("[lang]")).toBeNull();
    const company = document
      .querySelectorAll('script[type="application/ld+json"]')
      .map((script) => JSON.parse(script.textContent) as Record<string, unknown>)
      .find((data) => data["@type"] === "GeneralContractor")!;
    expect(company.description).toBe(TAMIL_TAGLINE);

    expect((await page("/about-us")).textContent).not.toContain(TAMIL_TAGLINE);
  });
});

describe("the contact form on a Tamil page", () => {
  it("names each service in Tamil where it has a Tamil title, and still sends the English one", async () => {
    for (const path of ["/ta/contact", "/ta"]) {
      const options = (await page(path)).querySelectorAll('select[name="service"] option');

      const tamil = options.find(
        (option) => option.getAttribute("value") === tamilServiceInEnglish,
      );
      expect(tamil?.textContent.trim(), path).toBe(tamilService);
      expect(tamil?.getAttribute("lang"), path).toBeUndefined();
      const english = options.find((option) => option.getAttribute("value") === englishOnlyService);
      expect(english?.textContent.trim(), path).toBe(englishOnlyService);
      expect(english?.getAttribute("lang"), path).toBe("en");
    }
    const options = (await page("/contact")).querySelectorAll('select[name="service"] option');
    const option = options.find((item) => item.getAttribute("value") === tamilServiceInEnglish);
    expect(option?.textContent.trim()).toBe(tamilServiceInEnglish);
    expect(option?.getAttribute("lang")).toBeUndefined();
  });
});

/** Each lightbox tile's texts and language marks, in page order. */
function tiles(document: HTMLElement) {
  return document.querySelectorAll("a[data-lightbox-item]").map((tile) => ({
    alt: tile.getAttribute("data-alt"),
    altLang: tile.getAttribute("data-alt-lang"),
    caption: tile.getAttribute("data-caption"),
    captionLang: tile.getAttribute("data-caption-lang"),
  }));
}

describe("a project page in Tamil", () => {
  it("shows its Tamil title, the English description marked, and each photo's texts", async () => {
    const document = await page(`/ta/projects/${project.slug}`);
    const heading = document.querySelector("h1")!;
    expect(heading.textContent.trim()).toBe(TAMIL_PROJECT);
    expect(heading.getAttribute("lang")).toBeUndefined();
    expect(languageOf(elementWithText(document, "Three-bedroom villa near the river"))).toBe("en");
    expect(tiles(document)).toEqual([
      { alt: "முடிந்த முகப்பு", altLang: undefined, caption: TAMIL_CAPTION, captionLang: undefined },
      { alt: "The living hall", altLang: "en", caption: "Living hall", captionLang: "en" },
    ]);
    const captions = document.querySelectorAll("figcaption");
    expect(captions.map((caption) => caption.getAttribute("lang"))).toEqual([undefined, "en"]);
  });
});

describe("an album page in Tamil", () => {
  it("shows its Tamil title, the English description marked, and each photo's texts", async () => {
    const document = await page(`/ta/gallery/${album.slug}`);
    const heading = document.querySelector("h1")!;
    expect(heading.textContent.trim()).toBe(TAMIL_ALBUM);
    expect(heading.getAttribute("lang")).toBeUndefined();
    expect(languageOf(elementWithText(document, "Keys handed over in Adyar"))).toBe("en");
    expect(tiles(document)).toEqual([
      { alt: "முடிந்த முகப்பு", altLang: undefined, caption: TAMIL_CAPTION, captionLang: undefined },
      { alt: "The living hall", altLang: "en", caption: "Living hall", captionLang: "en" },
    ]);
    const images = document.querySelectorAll("a[data-lightbox-item] img");
    expect(images.map((image) => image.getAttribute("alt"))).toEqual([
      "முடிந்த முகப்பு",
      "The living hall",
    ]);
  });
});
