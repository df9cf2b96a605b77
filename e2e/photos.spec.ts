/**
 * Photos in order (docs/product/admin-forms.md#photo-order-and-captions,
 * docs/decisions/027-photo-order-covers-captions.md): reorder with Move up /
 * Move down (and the keyboard with JavaScript), choose a cover and
 * see it on the public listing card, captions on the public page and in the
 * lightbox, alt text and caption before upload. With JavaScript on and off,
 * at 390 and 1280 px.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ContentApi, photo } from "../test/support/content";
import { photo as pickedPhoto, uniqueTitle } from "../test/support/admin-forms";

type PhotoJson = { fileName: string; alt: string; caption: string };
type ProjectJson = {
  _id: string;
  slug: string;
  title: string;
  coverImage: string | null;
  gallery: string[];
  photos: PhotoJson[];
};
type BlogJson = { _id: string; slug: string; title: string; images: string[]; photos: PhotoJson[] };

async function getProject(page: Page, id: string) {
  return (await (await page.request.get(`/api/projects/${id}`)).json()) as ProjectJson;
}
async function getBlog(page: Page, id: string) {
  return (await (await page.request.get(`/api/blogs/${id}`)).json()) as BlogJson;
}

/** The saved-photo cards of one editor section, in the order shown. */
function cards(page: Page, section: string) {
  return page.getByRole("group", { name: section }).getByRole("listitem");
}

/** The file names the cards show, read from their thumbnails. */
async function shownOrder(page: Page, section: string) {
  const sources = await cards(page, section)
    .getByRole("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
  return sources.map((src) => src.replace(/^\/uploads\//, "").replace(/\.w\d+\.webp$/, ".webp"));
}

for (const width of [390, 1280]) {
  for (const javaScript of [true, false]) {
    test.describe(`photos at ${width} px, JavaScript ${javaScript ? "on" : "off"}`, () => {
      test.use({ viewport: { width, height: 900 }, javaScriptEnabled: javaScript });

      test.beforeEach(async ({ signIn }) => {
        await signIn();
      });

      test("reorder a project's gallery, caption it and choose its cover", async ({
        page,
        baseURL,
      }) => {
        const api = await ContentApi.signIn(baseURL!);
        const title = uniqueTitle("Adyar Villa");
        const created = (await api.createProject({
          title,
          gallery: [
            await photo("One", { from: "#1e3a8a" }),
            await photo("Two", { from: "#064e3b" }),
            await photo("Three", { from: "#7c2d12" }),
          ],
        })) as unknown as ProjectJson;
        const [one, two, three] = created.gallery;

        await page.goto(`/edit-project/${created._id}`);
        expect(await shownOrder(page, "Gallery images")).toEqual([one, two, three]);

        // Photo 3 moves up twice: by keyboard with JavaScript, by the buttons' form posts without.
        const moveUp = page.getByRole("button", { name: "Move photo 3 up" });
        if (javaScript) {
          await moveUp.focus();
          await page.keyboard.press("Enter");
          await expect(page.getByRole("button", { name: "Move photo 2 up" })).toBeFocused();
          await page.keyboard.press("Enter");
          await expect(page.getByRole("button", { name: "Move photo 1 up" })).toBeDisabled();
        } else {
          await moveUp.click();
          await page.getByRole("button", { name: "Move photo 2 up" }).click();
        }
        await expect.poll(() => shownOrder(page, "Gallery images")).toEqual([three, one, two]);

        const gallery = cards(page, "Gallery images");
        await gallery
          .nth(0)
          .getByLabel("Caption (shown under the photo)")
          .fill("Sunset over the pool");
        await gallery.nth(1).getByLabel("Alt text (describes the image)").fill("The living room");
        // Photo "Two" (now third) becomes the cover; the old cover takes its place.
        await gallery.nth(2).getByRole("radio", { name: "Make cover" }).check();
        await page.getByRole("button", { name: "Save Changes" }).click();
        await page.waitForURL("**/manage-projects**");

        const saved = await getProject(page, created._id);
        expect(saved.coverImage).toBe(two);
        expect(saved.gallery).toEqual([three, one, created.coverImage]);
        const details = new Map(saved.photos.map((item) => [item.fileName, item]));
        expect(details.get(three)?.caption).toBe("Sunset over the pool");
        expect(details.get(one)?.alt).toBe("The living room");

        // The listing card shows the new cover.
        await page.goto(`/projects?q=${encodeURIComponent(title)}`);
        const card = page.getByRole("article").filter({ hasText: title });
        await expect(card.getByRole("img").first()).toHaveAttribute(
          "src",
          new RegExp(two.replace(".webp", "")),
        );

        // The caption under the photo on the public page, and in the lightbox.
        await page.goto(`/projects/${saved.slug}`);
        const publicGallery = page.getByRole("region", { name: "Project Gallery" });
        await expect(publicGallery.getByRole("figure").first()).toContainText(
          "Sunset over the pool",
        );
        if (javaScript) {
          await publicGallery.getByRole("link").first().click();
          const viewer = page.getByRole("dialog", { name: "Image viewer" });
          await expect(viewer).toContainText("Sunset over the pool");
        }
      });

      test("a post's cover, order and captions", async ({ page, baseURL }) => {
        const api = await ContentApi.signIn(baseURL!);
        const title = uniqueTitle("Choosing tiles");
        const created = (await api.createBlog({
          title,
          content: "Vitrified or ceramic?",
          author: "Priya",
          images: [
            await photo("First", { from: "#1e3a8a" }),
            await photo("Second", { from: "#064e3b" }),
            await photo("Third", { from: "#7c2d12" }),
          ],
        })) as unknown as BlogJson;
        const [first, second, third] = created.images;

        await page.goto(`/edit-blog/${created._id}`);
        await page.getByRole("button", { name: "Make photo 3 the cover" }).click();
        await expect.poll(() => shownOrder(page, "Images")).toEqual([third, first, second]);
        await page.getByRole("button", { name: "Move photo 2 down" }).click();
        await expect.poll(() => shownOrder(page, "Images")).toEqual([third, second, first]);
        await cards(page, "Images")
          .nth(0)
          .getByLabel("Caption (shown under the photo)")
          .fill("Samples laid out on site");
        await page.getByRole("button", { name: "Save Changes" }).click();
        await page.waitForURL("**/manage-blogs**");

        const saved = await getBlog(page, created._id);
        expect(saved.images).toEqual([third, second, first]);
        expect(saved.photos[0].caption).toBe("Samples laid out on site");

        await page.goto(`/blog/${saved.slug}`);
        const cover = page.getByRole("article").getByRole("figure").first();
        await expect(cover).toContainText("Samples laid out on site");
        await expect(cover.getByRole("img")).toHaveAttribute(
          "src",
          new RegExp(third.replace(".webp", "")),
        );
      });
    });
  }

  test.describe(`before upload at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.beforeEach(async ({ signIn }) => {
      await signIn();
    });

    test("alt text and caption set for each chosen file before upload", async ({ page }) => {
      const title = uniqueTitle("Roof waterproofing");
      await page.goto("/addblogs");
      await page.getByLabel(/^Title/).fill(title);
      await page.getByLabel(/^Content/).fill("Before the monsoon.");
      await page.getByLabel(/^Author/).fill("Priya");
      await page
        .getByLabel(/^Images/)
        .setInputFiles([
          await pickedPhoto("terrace.jpg", "#1e3a8a"),
          await pickedPhoto("drain.jpg", "#064e3b"),
        ]);
      await page.getByLabel("Alt text for terrace.jpg").fill("The terrace after coating");
      await page.getByLabel("Caption for terrace.jpg").fill("Two coats, cured for a week");
      await page.getByLabel("Caption for drain.jpg").fill("The new rain outlet");
      await page.getByRole("button", { name: /Create|Publish|Save/ }).click();
      await page.waitForURL("**/manage-blogs**");

      const list = (await (await page.request.get("/api/blogs")).json()) as BlogJson[];
      const saved = list.find((blog) => blog.title === title)!;
      expect(saved.photos.map((item) => [item.alt, item.caption])).toEqual([
        ["The terrace after coating", "Two coats, cured for a week"],
        [title, "The new rain outlet"],
      ]);

      await page.goto(`/blog/${saved.slug}`);
      await expect(page.getByRole("region", { name: "Gallery" })).toContainText(
        "The new rain outlet",
      );
      await page.getByRole("region", { name: "Gallery" }).getByRole("link").nth(1).click();
      await expect(page.getByRole("dialog", { name: "Image viewer" })).toContainText(
        "The new rain outlet",
      );
    });
  });
}

test.describe("dragging with the mouse at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("drag a gallery photo onto the first one", async ({ page, baseURL, signIn }) => {
    await signIn();
    const api = await ContentApi.signIn(baseURL!);
    const created = (await api.createGallery({
      title: uniqueTitle("Handover"),
      images: [
        await photo("Keys", { from: "#1e3a8a" }),
        await photo("Gate", { from: "#064e3b" }),
        await photo("Porch", { from: "#7c2d12" }),
      ],
    })) as unknown as { _id: string; images: string[] };
    const [keys, gate, porch] = created.images;

    await page.goto(`/edit-gallery/${created._id}`);
    const list = cards(page, "Current images");
    await expect(list.nth(0).getByTitle("Drag to reorder")).toBeVisible();
    // The first two cards sit side by side: a real mouse drag from the second onto the first.
    const second = list.nth(1).getByRole("img");
    await second.scrollIntoViewIfNeeded();
    const from = (await second.boundingBox())!;
    const to = (await list.nth(0).getByRole("img").boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 - 20, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => shownOrder(page, "Current images")).toEqual([gate, keys, porch]);

    await page.getByRole("button", { name: "Update Gallery" }).click();
    await page.waitForURL("**/manage-gallery**");
    // GET /api/galleries/:id answers the collection under `galleries` (docs/api/README.md).
    const saved = (
      (await (await page.request.get(`/api/galleries/${created._id}`)).json()) as {
        galleries: { images: string[] };
      }
    ).galleries;
    expect(saved.images).toEqual([gate, keys, porch]);
  });
});
