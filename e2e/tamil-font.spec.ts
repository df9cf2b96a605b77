/**
 * Tamil pages carry their own font (docs/decisions/053-tamil-web-font.md): Noto Sans Tamil,
 * preloaded and used on /ta/ pages only, so Tamil letters show on a machine with no Tamil font
 * of its own (as the test machine has none), and English pages never download it. Latin
 * letters keep the device's font on both (docs/decisions/058-tamil-pages-first-layout.md).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createTamilPost, TAMIL_POST } from "../test/support/tamil-post";

let tamilSlug = "";
test.beforeAll(async ({ server }) => {
  tamilSlug = (await createTamilPost(server.baseURL)).slug;
});

/** The font files the page asks for while it loads (and a moment after, for late swaps). */
async function fontRequests(page: Page, path: string) {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") requested.push(new URL(request.url()).pathname);
  });
  await page.goto(path, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  return requested;
}

/** The fonts Chromium really drew an element's text with (name, web font or not, glyphs). */
async function fontsDrawing(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  expect(nodeId, `an element matches ${selector}`).toBeGreaterThan(0);
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts;
}

test("English pages never download the Tamil font", async ({ page }) => {
  for (const path of ["/", "/projects", "/blog"]) {
    expect(await fontRequests(page, path), path).toEqual([]);
  }
});

/** The letters of the Tamil script (U+0B80–U+0BFF) in a text. */
const tamilLetters = (text: string) => [...text].filter((c) => /[\u0B80-\u0BFF]/.test(c)).length;

test("a Tamil page preloads the Tamil font and draws every Tamil letter with it", async ({
  page,
}) => {
  const requested = await fontRequests(page, `/ta/blog/${tamilSlug}`);
  // The Tamil subset, regular and bold, and nothing else: no Latin file.
  expect(requested.map((path) => path.replace(/-[\w-]{8}\.woff2$/, "")).sort()).toEqual([
    "/assets/noto-sans-tamil-tamil-400-normal",
    "/assets/noto-sans-tamil-tamil-700-normal",
  ]);
  const preloads = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloads).toHaveLength(2);
  for (const href of preloads) expect(requested).toContain(new URL(href).pathname);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TAMIL_POST.title);
  // The web font draws the Tamil title and the Tamil skip link; another font draws at most
  // their spaces and punctuation, never a Tamil letter.
  for (const selector of ["h1", 'a[href="#main"]']) {
    const text = await page.locator(selector).first().textContent();
    const fonts = await fontsDrawing(page, selector);
    const web = fonts.filter((font) => font.familyName === "Noto Sans Tamil" && font.isCustomFont);
    expect(web, selector).toHaveLength(1);
    const others = fonts.filter((font) => !web.includes(font));
    const otherGlyphs = others.reduce((sum, font) => sum + font.glyphCount, 0);
    expect(otherGlyphs, selector).toBeLessThanOrEqual(text!.length - tamilLetters(text!));
  }
});

test("Latin letters on a Tamil page are drawn as on the English page", async ({ page }) => {
  // The company's name in the header: the demo content has no Tamil name, so the Tamil page
  // shows the English one, marked as English.
  const name = 'header [data-enhance="home-link"] > span > span:first-child';
  await page.goto("/blog", { waitUntil: "load" });
  const english = await fontsDrawing(page, name);
  await page.goto("/ta/blog", { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  const tamil = await fontsDrawing(page, `${name} [lang="en"]`);
  expect(tamil).toEqual(english);
  expect(tamil.every((font) => !font.isCustomFont)).toBe(true);
});

test("an English page does not preload the Tamil font", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  await page.goto("/ta/blog");
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(2);
});
