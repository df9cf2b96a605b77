/**
 * Tamil pages carry their own font (docs/decisions/053-tamil-web-font.md): Noto Sans Tamil,
 * preloaded and used on /ta/ pages only, so Tamil letters show on a machine with no Tamil font
 * of its own (as the test machine has none), and English pages never download it.
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
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts;
}

test("English pages never download the Tamil font", async ({ page }) => {
  for (const path of ["/", "/projects", "/blog"]) {
    expect(await fontRequests(page, path), path).toEqual([]);
  }
});

test("a Tamil page preloads the Tamil font and draws its Tamil and Latin letters with it", async ({
  page,
}) => {
  const requested = await fontRequests(page, `/ta/blog/${tamilSlug}`);
  expect(
    requested.some((path) => /noto-sans-tamil-tamil-400-normal-[\w-]+\.woff2$/.test(path)),
  ).toBe(true);
  expect(requested.every((path) => /\/assets\/noto-sans-tamil-[\w-]+\.woff2$/.test(path))).toBe(
    true,
  );
  const preloads = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloads).toHaveLength(2);
  for (const href of preloads) expect(requested).toContain(new URL(href).pathname);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TAMIL_POST.title);
  // Every glyph of the Tamil title and of the Latin "Skip to content" link from the web font.
  for (const selector of ["h1", 'a[href="#main"]']) {
    const fonts = await fontsDrawing(page, selector);
    expect(fonts, selector).toEqual([
      expect.objectContaining({ familyName: "Noto Sans Tamil", isCustomFont: true }),
    ]);
  }
});

test("an English page does not preload the Tamil font", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  await page.goto("/ta/blog");
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(2);
});
