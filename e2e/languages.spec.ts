/**
 * The site in two languages (docs/product/public-site.md#languages): the switch on every public
 * page, a Tamil interface without English words, the contact form in Tamil, the offer of Tamil to a
 * visitor who reads it, and the hreflang alternates of pages and sitemap.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { parse } from "node-html-parser";
import { expect, test } from "./fixtures";
import { en } from "../app/i18n/messages/en";
import { ta } from "../app/i18n/messages/ta";
import { CHAT_NUMBER, uniqueClientIp } from "../test/support/public";

type Slugs = { project: string; post: string; album: string };

async function slugs(request: APIRequestContext): Promise<Slugs> {
  const projects = (await (await request.get("/api/projects")).json()) as {
    projects: { slug: string }[];
  };
  const posts = (await (await request.get("/api/blogs")).json()) as { slug: string }[];
  const albums = (await (await request.get("/api/galleries")).json()) as {
    galleries: { slug: string }[];
  };
  return {
    project: projects.projects[0].slug,
    post: posts[0].slug,
    album: albums.galleries[0].slug,
  };
}

/** Every public page by its English path. */
function publicPages(found: Slugs) {
  return [
    "/",
    "/about-us",
    "/services",
    "/contact",
    "/projects",
    `/projects/${found.project}`,
    "/gallery",
    `/gallery/${found.album}`,
    "/blog",
    `/blog/${found.post}`,
  ];
}

const tamilPath = (path: string) => (path === "/" ? "/ta" : `/ta${path}`);

test.describe("the language switch at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled });

      test("goes to the same page in the other language and back, from the phone menu", async ({
        page,
      }) => {
        test.slow();
        for (const path of publicPages(await slugs(page.request))) {
          await page.goto(path);
          await page.locator("summary", { hasText: en.nav.menu }).click();
          const toTamil = page.getByRole("navigation", { name: en.nav.mobile }).getByRole("link", {
            name: ta.language.name,
          });
          await expect(toTamil).toHaveAttribute("lang", "ta");
          await expect(toTamil).toHaveAttribute("hreflang", "ta-IN");
          await toTamil.click();
          await expect(page).toHaveURL((url) => url.pathname === tamilPath(path));
          await expect(page.locator("html")).toHaveAttribute("lang", "ta");

          await page.locator("summary", { hasText: ta.nav.menu }).click();
          const toEnglish = page
            .getByRole("navigation", { name: ta.nav.mobile })
            .getByRole("link", {
              name: en.language.name,
            });
          await expect(toEnglish).toHaveAttribute("hreflang", "en-IN");
          await toEnglish.click();
          await expect(page).toHaveURL((url) => url.pathname === path);
          await expect(page.locator("html")).toHaveAttribute("lang", "en");
        }
      });

      test("keeps the query string", async ({ page }) => {
        await page.goto("/blog?q=house&category=Tips");
        await page.locator("summary", { hasText: en.nav.menu }).click();
        await page.getByRole("link", { name: ta.language.name }).click();
        await expect(page).toHaveURL(/\/ta\/blog\?q=house&category=Tips$/);
        await expect(page.getByRole("searchbox")).toHaveValue("house");
      });
    });
  }
});

const LINKING_WORDS = new Set([
  "a",
  "an",
  "at",
  "by",
  "for",
  "in",
  "of",
  "on",
  "the",
  "to",
  "with",
  "page",
]);

test.describe("a Tamil page's interface", () => {
  /** The English texts of the interface: strings, and the fixed words of texts with values. */
  function englishPhrases(): string[] {
    const found = new Set<string>();
    const walk = (value: unknown) => {
      if (typeof value === "string") found.add(value);
      else if (typeof value === "function") {
        const args = Array.from({ length: value.length }, () => "\u0000");
        // The fixed words between values; a lone word there ("days") is as likely the owner's.
        for (const part of String((value as (...a: string[]) => string)(...args)).split("\u0000"))
          if (part.trim().split(/\s+/).length > 1) found.add(part);
      } else if (value && typeof value === "object") Object.values(value).forEach(walk);
    };
    walk({ ...en, language: {} });
    return (
      [...found]
        .map((text) => text.replace(/\{\w+\}/g, " ").trim())
        .flatMap((text) => text.split(/\s{2,}/))
        .map((text) => text.replace(/^[\s,.:;!?()·©“”-]+|[\s,.:;!?()·©“”-]+$/g, ""))
        .filter((text) => /[A-Za-z]{2,}/.test(text) && !/^(?:WhatsApp|sq\.ft)$/.test(text))
        // Joining words left between values ("on", "of") prove nothing alone; owners write them too.
        .filter((text) => !text.split(/\s+/).every((word) => LINKING_WORDS.has(word.toLowerCase())))
    );
  }

  /** Every text the owner wrote (site content, settings, projects, posts, albums), in English. */
  async function ownerTexts(request: APIRequestContext): Promise<string[]> {
    const texts: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === "string") texts.push(value);
      else if (value && typeof value === "object") Object.values(value).forEach(walk);
    };
    for (const path of [
      "/api/site",
      "/api/site/settings",
      "/api/projects",
      "/api/blogs",
      "/api/galleries",
    ])
      walk(await (await request.get(path)).json());
    // Markdown becomes text on the page: its lines, without the marks.
    return texts
      .flatMap((text) => [text, ...text.split(/\n+/)])
      .map((text) => text.replace(/[*_`#>]+|\[|\]\([^)]*\)/g, "").trim())
      .filter((text) => text.length > 1)
      .sort((a, b) => b.length - a.length);
  }

  /**
   * What the page shows and names (text, aria-labels, placeholders), without elements marked
   * lang="en" (content shown in English) and without the owner's own texts.
   */
  async function interfaceText(page: Page, owner: string[]) {
    const shown = await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>("body [lang=en]"))
        element.style.display = "none";
      const names = [...document.querySelectorAll("[aria-label], [placeholder]")]
        .filter((element) => !element.closest("[lang=en]"))
        .map((element) =>
          [element.getAttribute("aria-label"), element.getAttribute("placeholder")].join("\n"),
        );
      return `${document.body.innerText}\n${names.join("\n")}\n${document.title}`;
    });
    let text = shown.replace(/\s+/g, " ");
    // Cards show the start of an owner's text cut with an ellipsis: take those out first.
    const whole = owner.map((written) => written.replace(/\s+/g, " ")).filter((w) => w.length > 20);
    text = text.replace(/([^.…]{20,}?)(?:\.\.\.|…)/g, (cut, start: string) => {
      const trimmed = start.trim();
      return whole.some((written) => written.startsWith(trimmed)) ? " " : cut;
    });
    for (const written of owner) text = text.split(written.replace(/\s+/g, " ")).join(" ");
    return text;
  }

  test("shows no English word of the interface on any Tamil page", async ({ page }) => {
    test.slow();
    const owner = await ownerTexts(page.request);
    const phrases = englishPhrases();
    const paths = [...publicPages(await slugs(page.request)).map(tamilPath), "/ta/no-such-page"];
    for (const path of paths) {
      await page.goto(path);
      const text = await interfaceText(page, owner);
      const escape = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const english = phrases.filter((phrase) =>
        new RegExp(`(?<![A-Za-z])${escape(phrase)}(?![A-Za-z])`).test(text),
      );
      expect(english, `${path}: ${text.slice(0, 2000)}`).toEqual([]);
    }
  });

  /**
   * Every Latin-script word (two letters or more) the page shows outside an element marked
   * lang="en", with the text around it. Not English prose, so allowed: e-mail addresses and web
   * addresses (shown as they are typed), WhatsApp (a brand, written so in Tamil too), "sq.ft"
   * (the unit builders write in Latin letters), and abbreviations in capitals ("RCC", "ISO 9001"),
   * which Tamil builders write in Latin letters too.
   */
  async function unmarkedLatinWords(page: Page) {
    return page.evaluate(() => {
      const notProse = [
        /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
        /\b(?:https?:\/\/|www\.)\S+/g,
        /\b[\w-]+(?:\.[\w-]+)*\.(?:com|in|org|net|io)\b\S*/g,
        /\bWhatsApp\b/g,
        /\bsq\.\s?ft\b/g,
        /\b[A-Z]{2,5}\b/g,
      ];
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        // An option shows when its list is open; the closed list shows the chosen one.
        const shown = parent.closest("select") ?? parent;
        if (!shown.checkVisibility({ visibilityProperty: true })) continue;
        if (/^en\b/i.test(parent.closest("[lang]")?.getAttribute("lang") ?? "")) continue;
        const text = node.textContent!.replace(/\s+/g, " ").trim();
        let rest = text;
        for (const pattern of notProse) rest = rest.replace(pattern, " ");
        if (/[A-Za-z]{2}/.test(rest)) found.push(`<${parent.tagName.toLowerCase()}> ${text}`);
      }
      return found;
    });
  }

  test("shows no Latin-script word outside an element marked English on any Tamil page", async ({
    page,
  }) => {
    test.slow();
    const paths = [...publicPages(await slugs(page.request)).map(tamilPath), "/ta/no-such-page"];
    // Each text with the pages showing it: the footer's texts are on every page.
    const unmarked = new Map<string, string[]>();
    for (const path of paths) {
      await page.goto(path);
      for (const text of await unmarkedLatinWords(page))
        unmarked.set(text, [...new Set([...(unmarked.get(text) ?? []), path])]);
    }
    expect(Object.fromEntries(unmarked)).toEqual({});
  });

  test("writes dates in Tamil and keeps Indian number grouping", async ({ page }) => {
    await page.goto("/ta/blog");
    await expect(page.locator("time").first()).toHaveText(
      /^\d{1,2} (?:ஜனவரி|பிப்ரவரி|மார்ச்|ஏப்ரல்|மே|ஜூன்|ஜூலை|ஆகஸ்ட்|செப்டம்பர்|அக்டோபர்|நவம்பர்|டிசம்பர்) \d{4}$/,
    );
    await page.goto("/ta/services");
    await expect(page.getByText(/^₹\d{1,2},\d{3}$/).first()).toBeVisible();
  });

  test("keeps its links in Tamil", async ({ page }) => {
    await page.goto("/ta");
    // All but the switch to English, which names its language with hreflang.
    const hrefs = await page
      .locator(
        "main a[href^='/']:not([hreflang]), header a[href^='/']:not([hreflang]), footer a[href^='/']",
      )
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    const english = hrefs.filter(
      (href) =>
        !href.startsWith("/ta") &&
        !/^\/(?:login|dashboard|uploads|blog\/(?:rss|atom)\.xml)/.test(href),
    );
    expect(english).toEqual([]);
  });
});

test.describe("the contact form in Tamil", () => {
  test("with JavaScript: checks in Tamil, stores the enquiry, says it arrived and offers a Tamil chat", async ({
    page,
    signIn,
  }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
    await page.goto("/ta/contact");
    const form = page.getByRole("form", { name: ta.contact.form });
    await form.getByLabel(ta.contact.name).fill("கவிதா செல்வம்");
    // The browser's own check lets this address through; the form's check does not.
    await form.getByLabel(ta.contact.emailLabel).fill("kavitha@localhost");
    await form.getByLabel(ta.contact.phone).fill("no phone");
    await form.getByLabel(ta.contact.service).selectOption({ label: ta.contact.otherService });
    await form.getByLabel(ta.contact.message).fill("வீடு");
    await form.getByRole("button", { name: ta.contact.send }).click();
    await expect(form.getByText(ta.contact.errors.emailInvalid)).toBeVisible();
    await expect(form.getByText(ta.contact.errors.phoneInvalid)).toBeVisible();

    await form.getByLabel(ta.contact.emailLabel).fill("kavitha@example.com");
    await form.getByLabel(ta.contact.phone).fill("98400 12345");
    await form.getByLabel(ta.contact.service).selectOption({ label: ta.contact.otherService });
    await form.getByLabel(ta.contact.message).fill("தாம்பரத்தில் இரண்டு மாடி வீடு");
    await form.getByRole("button", { name: ta.contact.send }).click();

    await expect(page.getByText(ta.contact.script.arrived)).toBeVisible();
    const chat = page.getByRole("link", { name: ta.contact.script.openChat });
    const chatUrl = new URL((await chat.getAttribute("href"))!);
    expect(chatUrl.origin + chatUrl.pathname).toBe(`https://wa.me/${CHAT_NUMBER}`);
    const text = chatUrl.searchParams.get("text")!;
    expect(text).toContain("வணக்கம்");
    expect(text).toContain(`${ta.contact.chat.name}: கவிதா செல்வம்`);
    expect(text).toContain(`${ta.contact.chat.service}: ${ta.contact.otherService}`);
    expect(text).toContain(`${ta.contact.chat.message}: தாம்பரத்தில் இரண்டு மாடி வீடு`);
    await expect(page).toHaveURL(/\/ta\/contact$/);

    await signIn();
    await page.goto("/enquiries");
    await expect(page.getByText("கவிதா செல்வம்").first()).toBeVisible();
  });

  test("without JavaScript: the form posts to the Tamil page, which answers in Tamil", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
    await page.goto("/ta/contact");
    const form = page.getByRole("form", { name: ta.contact.form });
    await expect(form).toHaveAttribute("action", "/ta/contact");
    await form.getByLabel(ta.contact.name).fill("கவிதா");
    await form.getByLabel(ta.contact.emailLabel).fill("kavitha@localhost");
    await form.getByLabel(ta.contact.phone).fill("98400 12345");
    await form.getByLabel(ta.contact.service).selectOption({ label: ta.contact.otherService });
    await form.getByLabel(ta.contact.message).fill("வீடு");
    await form.getByRole("button", { name: ta.contact.send }).click();
    await expect(page.getByText(ta.contact.invalid)).toBeVisible();
    await expect(page.getByText(ta.contact.errors.emailInvalid)).toBeVisible();
    await expect(page.getByLabel(ta.contact.name)).toHaveValue("கவிதா");

    const response = await page.request.post("/ta/contact", {
      form: {
        returnTo: "/contact",
        name: "கவிதா",
        email: "kavitha@example.com",
        phone: "98400 12345",
        service: "Other",
        message: "வீடு கட்ட வேண்டும்",
      },
      headers: { "X-Forwarded-For": uniqueClientIp() },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    const text = new URL(response.headers().location).searchParams.get("text")!;
    expect(text).toContain(`${ta.contact.chat.message}: வீடு கட்ட வேண்டும்`);
    await context.close();
  });
});

test.describe("the offer of Tamil", () => {
  const offer = (page: Page) => page.getByRole("link", { name: ta.language.offer });

  test("is made to a browser that reads Tamil, without a redirect, and can be closed", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      locale: "ta-IN",
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    const response = await page.goto("/projects");
    expect(response!.status()).toBe(200);
    expect(response!.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(offer(page)).toHaveAttribute("href", "/ta/projects");
    await page.getByRole("button", { name: ta.language.dismiss }).click();
    await expect(offer(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
    await context.close();
  });

  test("is not made to an English reader until the switch chose Tamil", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
    await page.getByRole("link", { name: ta.language.name }).first().click();
    await expect(page).toHaveURL(/\/ta\/about-us$/);
    await page.goto("/services");
    await expect(offer(page)).toHaveAttribute("href", "/ta/services");
  });

  test("leaves the page the same for every visitor, so the page cache may keep it", async ({
    request,
  }) => {
    const bodies = [];
    const visitors: Record<string, string>[] = [
      { "Accept-Language": "ta-IN,ta;q=0.9" },
      { "Accept-Language": "en-IN" },
      { "Accept-Language": "ta", Cookie: "lang=ta" },
    ];
    for (const headers of visitors) {
      const response = await request.get("/contact", { headers });
      // Only a first visit's lead-source cookie, added beside the shared page
      // (docs/decisions/086-lead-source-cookie-beside-the-page-cache.md): never a language.
      expect(response.headers()["set-cookie"] ?? "lead_source=").toMatch(/^lead_source=[^\n]*$/);
      expect(response.headers()["vary"] ?? "").not.toMatch(/accept-language|cookie/i);
      bodies.push(await response.text());
    }
    expect(bodies[1]).toBe(bodies[0]);
    expect(bodies[2]).toBe(bodies[0]);
  });
});

test.describe("hreflang", () => {
  type Alternates = { canonical: string | undefined; links: Record<string, string> };

  async function alternatesOf(request: APIRequestContext, path: string): Promise<Alternates> {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const root = parse(await response.text());
    const links: Record<string, string> = {};
    for (const link of root.querySelectorAll('link[rel="alternate"][hreflang]'))
      links[link.getAttribute("hreflang")!] = link.getAttribute("href")!;
    return {
      canonical: root.querySelector('link[rel="canonical"]')?.getAttribute("href"),
      links,
    };
  }

  test("every page names itself and its other-language version, and they name it back", async ({
    request,
  }) => {
    for (const path of publicPages(await slugs(request))) {
      const english = await alternatesOf(request, path);
      const tamil = await alternatesOf(request, tamilPath(path));
      expect(Object.keys(english.links).sort(), path).toEqual(["en-IN", "ta-IN", "x-default"]);
      expect(new URL(english.links["en-IN"]).pathname).toBe(path);
      expect(new URL(english.links["ta-IN"]).pathname).toBe(tamilPath(path));
      expect(english.links["x-default"]).toBe(english.links["en-IN"]);
      // Reciprocal: the Tamil page names the same two versions.
      expect(tamil.links, path).toEqual(english.links);
      // Each language keeps its own canonical address.
      expect(english.canonical).toBe(english.links["en-IN"]);
      expect(tamil.canonical).toBe(english.links["ta-IN"]);
    }
  });

  test("the sitemap lists both languages, each with both alternates", async ({ request }) => {
    const xml = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === "url" || name === "xhtml:link",
    });
    const parsed = xml.parse(await (await request.get("/sitemap.xml")).text()) as {
      urlset: { url: { loc: string; "xhtml:link": Record<string, string>[] }[] };
    };
    const urls = parsed.urlset.url;
    const locs = new Set(urls.map((url) => url.loc));
    for (const path of publicPages(await slugs(request))) {
      const english = urls.find((url) => new URL(url.loc).pathname === path);
      const tamil = urls.find((url) => new URL(url.loc).pathname === tamilPath(path));
      expect(english, path).toBeTruthy();
      expect(tamil, path).toBeTruthy();
    }
    for (const url of urls) {
      const links = Object.fromEntries(
        url["xhtml:link"].map((link) => [link["@_hreflang"], link["@_href"]]),
      );
      expect(Object.keys(links).sort(), url.loc).toEqual(["en-IN", "ta-IN", "x-default"]);
      expect([links["en-IN"], links["ta-IN"]]).toContain(url.loc);
      // Both alternates are listed, and name this address back (the same set of links).
      for (const other of [links["en-IN"], links["ta-IN"]]) {
        expect(locs.has(other), other).toBe(true);
        const back = urls.find((entry) => entry.loc === other)!;
        expect(back["xhtml:link"]).toEqual(url["xhtml:link"]);
      }
    }
  });
});
