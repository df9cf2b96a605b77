import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ensureSampleContent, publicContent, SAMPLE } from "../test/support/content";
import { PUBLIC_PAGE_SIZE } from "../app/utils/list-params";

const COMPANY = "Sri Lakshmi Builders";

test.beforeAll(async ({ server }) => {
  await ensureSampleContent(server.baseURL);
});

/** The photo tiles: links holding an image (the region's page links hold none). */
const imageLinks = (page: Page) =>
  page
    .getByRole("region", { name: "Gallery images" })
    .getByRole("link")
    .filter({ has: page.getByRole("img") });

function counter(page: Page, label: string): Locator {
  return page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
}

async function swipe(page: Page, from: number, to: number) {
  await page.getByRole("dialog").evaluate(
    (dialog, [start, end]) => {
      const touch = (x: number) =>
        new Touch({ identifier: 1, target: dialog, clientX: x, clientY: 300 });
      dialog.dispatchEvent(
        new TouchEvent("touchstart", {
          bubbles: true,
          touches: [touch(start)],
          changedTouches: [touch(start)],
        }),
      );
      dialog.dispatchEvent(
        new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [touch(end)] }),
      );
    },
    [from, to],
  );
}

test.describe("gallery without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the first page of images of every collection with counters, each a link to the full image", async ({
    page,
    baseURL,
  }) => {
    const { galleries } = await publicContent(baseURL!);
    const total = galleries.reduce((sum, gallery) => sum + gallery.images.length, 0);
    const response = await page.goto("/gallery");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Gallery | ${COMPANY}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);

    await expect(counter(page, "Gallery Collections")).toHaveText(String(galleries.length));
    await expect(counter(page, "Total Images")).toHaveText(String(total));
    // The first page: 24 images (e2e/long-lists.spec.ts walks the pages).
    await expect(imageLinks(page)).toHaveCount(Math.min(total, PUBLIC_PAGE_SIZE.gallery));
    await expect(imageLinks(page).filter({ hasText: SAMPLE.gallery })).toHaveCount(2);
    await expect(imageLinks(page).filter({ hasText: "Gallery Image" }).first()).toBeVisible();

    const first = imageLinks(page).first();
    const href = await first.getAttribute("href");
    expect(href).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    const image = first.getByRole("img");
    await expect(image).toHaveAttribute("alt", /\S/);
    await expect(image).toHaveAttribute("width", /\d+/);

    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/\./g, "\\.")}$`));
  });
});

test.describe("gallery lightbox", () => {
  test("opens at the clicked image, wraps both ways, swipes and closes with Escape", async ({
    page,
    baseURL,
  }) => {
    const { galleries } = await publicContent(baseURL!);
    const total = galleries.reduce((sum, gallery) => sum + gallery.images.length, 0);
    expect(total).toBeGreaterThanOrEqual(3);
    await page.goto("/gallery");
    await expect(page.locator("body")).not.toHaveClass(/lightbox-active/);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.getByRole("button", { name: "Scroll to top" })).toBeVisible();

    const second = imageLinks(page).nth(1);
    await second.click();
    const dialog = page.getByRole("dialog", { name: "Image viewer" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    // The viewer moves within the page of images.
    const onPage = Math.min(total, PUBLIC_PAGE_SIZE.gallery);
    await expect(dialog.getByText(`Image 2 of ${onPage}`)).toBeVisible();
    const shown = dialog.getByRole("img");
    await expect(shown).toHaveAttribute("src", (await second.getAttribute("href"))!);
    await expect(page.locator("body")).toHaveClass(/lightbox-active/);
    await expect(page.getByRole("button", { name: "Close image viewer" })).toBeFocused();
    await expect(page.getByRole("button", { name: "Scroll to top" })).toBeHidden();

    // ArrowLeft from the first image wraps to the last one.
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByText(`Image 1 of ${onPage}`)).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByText(`Image ${onPage} of ${onPage}`)).toBeVisible();
    // ArrowRight from the last image wraps to the first one.
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByText(`Image 1 of ${onPage}`)).toBeVisible();
    await expect(shown).toHaveAttribute(
      "src",
      (await imageLinks(page).first().getAttribute("href"))!,
    );

    // A swipe of at least 50 px changes the image; a shorter one does not.
    await swipe(page, 300, 200);
    await expect(dialog.getByText(`Image 2 of ${onPage}`)).toBeVisible();
    await swipe(page, 200, 230);
    await expect(dialog.getByText(`Image 2 of ${onPage}`)).toBeVisible();
    await swipe(page, 100, 160);
    await expect(dialog.getByText(`Image 1 of ${onPage}`)).toBeVisible();

    // Focus stays inside the dialog.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("body")).not.toHaveClass(/lightbox-active/);
    await expect(second).toBeFocused();
  });

  test("on a Tamil page, marks the owner's English texts it shows as English", async ({ page }) => {
    // The sample albums have no Tamil versions: their titles show in English.
    await page.goto("/ta/gallery");
    const first = page.locator("a[data-lightbox-item]").first();
    const albumTitle = (await first.getAttribute("data-title"))!;
    expect(albumTitle).toMatch(/[A-Za-z]/);
    await first.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const title = dialog.getByText(albumTitle, { exact: true });
    await expect(title).toHaveAttribute("lang", "en");
    await page.keyboard.press("ArrowRight");
    const next = (await page.locator("a[data-lightbox-item]").nth(1).getAttribute("data-title"))!;
    await expect(dialog.getByText(next, { exact: true })).toHaveAttribute("lang", "en");
  });

  test("shows a spinner until the image has loaded, and the buttons move and close", async ({
    page,
  }) => {
    // Hold the image responses back so the loading state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.goto("/gallery");
    await page.route(/\/uploads\/.+\.webp$/, async (route) => {
      await held;
      await route.continue();
    });

    await imageLinks(page).first().click();
    const dialog = page.getByRole("dialog", { name: "Image viewer" });
    await expect(dialog.getByRole("status")).toHaveText("Loading image");
    release();
    await expect(dialog.getByRole("status")).toHaveCount(0);

    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(dialog.getByText(/^Image 2 of/)).toBeVisible();
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await expect(dialog.getByText(/^Image 1 of/)).toBeVisible();
    await dialog.getByRole("button", { name: "Close image viewer" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator("body")).not.toHaveClass(/lightbox-active/);
  });
});
