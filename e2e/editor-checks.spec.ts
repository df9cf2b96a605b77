/**
 * Checks that wait and one way to remove a photo, on a phone
 * (docs/decisions/042-checks-that-wait.md, docs/product/admin-forms.md#form-behaviour,
 * docs/product/admin-forms.md#removing-photos): leaving a field checks nothing, a
 * refused submit puts the focus on the first refused field with each
 * message beside its field, and a removed photo stays in place with Undo
 * until the save deletes it.
 */
import type { Locator, Page } from "@playwright/test";
import { ADMIN_PASSWORD, expect, test } from "./fixtures";
import { findGallery, findProject, photo, uniqueTitle } from "../test/support/admin-forms";

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

/** Presses Tab until `target` has the focus (the Markdown toolbar may come first). */
async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error("Tab never reached the field");
}

/** Any field message or message box an editor can show. */
function messages(page: Page) {
  return page.getByText(/is required|Please upload|Please select/);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("typing a title and moving on to Content shows no message and keeps every word", async ({
      page,
    }) => {
      await page.goto("/addblogs");
      const content = page.getByLabel(/^Content/);
      await page.getByLabel(/^Title/).click();
      await page.keyboard.type("Monsoon-proofing your roof");
      await tabTo(page, content);
      await page.keyboard.type("Start with the drains: a blocked outlet floods a terrace.");
      await tabTo(page, page.getByLabel(/^Author/));
      await page.keyboard.type("R. Kumar");

      await expect(messages(page)).toHaveCount(0);
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(content).toHaveValue(
        "Start with the drains: a blocked outlet floods a terrace.",
      );
      await expect(page.getByLabel(/^Author/)).toBeFocused();
      await expect(page.getByLabel(/^Author/)).toHaveValue("R. Kumar");
    });

    test("a refused post puts the focus on its first refused field, each message beside its field", async ({
      page,
    }) => {
      await page.goto("/addblogs");
      // The Author starts filled (the company's name here); emptied, it is refused too.
      await page.getByLabel(/^Author/).fill("");
      await page.getByRole("button", { name: "Publish Post" }).click();

      const title = page.getByLabel(/^Title/);
      await expect(title).toBeFocused();
      await expect(title).toHaveAttribute("aria-invalid", "true");
      await expect(title).toHaveAccessibleDescription("Title is required");
      await expect(page.getByLabel(/^Content/)).toHaveAccessibleDescription(/Content is required$/);
      await expect(page.getByLabel(/^Author/)).toHaveAccessibleDescription("Author is required");
      // No box above the form repeats them.
      await expect(page.getByRole("alert")).toHaveCount(0);
      await page.screenshot({
        path: `/tmp/editor-checks/addblogs-refused-js-${javaScriptEnabled ? "on" : "off"}.png`,
      });

      if (javaScriptEnabled) {
        // A refused field is checked again as it is typed in: its message goes at the first letter.
        await page.keyboard.type("M");
        await expect(page.getByText("Title is required")).toHaveCount(0);
        await expect(title).not.toHaveAttribute("aria-invalid", "true");
        await expect(page.getByText("Content is required")).toBeVisible();
      } else {
        await title.fill("Monsoon-proofing your roof");
        await page.getByRole("button", { name: "Publish Post" }).click();
        await expect(page.getByLabel(/^Content/)).toBeFocused();
        await expect(page.getByText("Title is required")).toHaveCount(0);
        await expect(title).toHaveValue("Monsoon-proofing your roof");
      }
    });

    test("a photo picker is checked on submit: the message below it and the focus on it", async ({
      page,
    }) => {
      await page.goto("/addprojects");
      await expect(messages(page)).toHaveCount(0);
      await page.getByLabel(/^Title/).fill("Site office, Guindy");
      await page.getByLabel("Location").click();
      await expect(messages(page)).toHaveCount(0);
      await page.getByRole("button", { name: "Create Project" }).click();
      const photos = page.getByLabel(/^Photos/);
      await expect(photos).toBeFocused();
      await expect(photos).toHaveAccessibleDescription(
        /Please choose at least one photo; the cover is one of them\./,
      );

      await page.goto("/addgallery");
      await expect(messages(page)).toHaveCount(0);
      await page.getByLabel("Title").fill("Handover, Velachery");
      await page.getByRole("button", { name: "Upload Gallery" }).click();
      const images = page.getByLabel(/^Images/);
      await expect(images).toBeFocused();
      await expect(images).toHaveAccessibleDescription(/Please select at least one image\./);
      await expect(page.getByLabel("Title")).toHaveValue("Handover, Velachery");
    });
  });
}

test("while a form's checks are still on their way, leaving fields posts nothing and the save waits for them", async ({
  page,
}) => {
  // A slow line: the checks (zod and the form's schema) load at the first focus and arrive late.
  await page.goto("/administrators");
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await arrived;
    await route.continue();
  });
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.postData() ?? "");
  });

  await page.getByLabel("Email").fill("site-engineer@example.com");
  await page.getByLabel("First password", { exact: true }).fill("temporary-site-7");
  await page.getByLabel("Confirm with your password").fill(ADMIN_PASSWORD);
  await page.getByLabel("Email").focus();
  expect(posts).toEqual([]);
  await expect(page.getByLabel("Email")).toHaveValue("site-engineer@example.com");

  await page.getByRole("button", { name: "Add administrator" }).click();
  expect(posts).toEqual([]);
  release();
  await expect(page.getByText(/Administrator added/)).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(posts[0]).not.toContain("__intent__");
});

test.describe("removing a photo", () => {
  test("gallery: marked in place with Undo, deleted on save, never the last one", async ({
    page,
  }) => {
    const title = uniqueTitle("Roof slab");
    await page.goto("/addgallery");
    await page.getByLabel("Title").fill(title);
    await page
      .getByLabel(/^Images/)
      .setInputFiles([await photo("slab1.jpg"), await photo("slab2.jpg", "#1e293b")]);
    await page.getByRole("button", { name: "Upload Gallery" }).click();
    await page.waitForURL("**/manage-gallery");
    const created = await findGallery(page.request, title);
    expect(created!.images).toHaveLength(2);

    await page.goto(`/edit-gallery/${created!._id}`);
    const cards = page.locator("[data-photo]");
    const first = cards.first();
    await first.getByRole("button", { name: /^Remove image/ }).click();
    // The card stays where it was, with Undo in place of the button and the message beside it.
    await expect(cards).toHaveCount(2);
    await expect(first.getByText("Removed", { exact: true })).toBeVisible();
    const undo = first.getByRole("button", { name: /^Undo/ });
    await expect(undo).toBeFocused();
    const removedMessage = first.getByRole("status");
    await expect(removedMessage).toHaveText("Image removed. Save changes to confirm deletion.");
    await expect(removedMessage).toBeInViewport();
    await page.screenshot({ path: "/tmp/editor-checks/edit-gallery-removed.png" });
    // Still there after the 3 seconds messages used to last; the owner dismisses it.
    await page.waitForTimeout(4000);
    await expect(removedMessage).toBeVisible();
    await first.getByRole("button", { name: "Dismiss" }).click();
    await expect(first.getByRole("status")).toHaveCount(0);
    // Nothing is deleted before the save.
    expect((await findGallery(page.request, title))!.images).toHaveLength(2);

    await undo.click();
    await expect(first.getByRole("status")).toHaveText("Image kept.");
    await expect(first.getByRole("button", { name: /^Remove image/ })).toBeFocused();

    // Both removed: the save is refused, with the message below the picker for new images.
    await first.getByRole("button", { name: /^Remove image/ }).click();
    await cards
      .last()
      .getByRole("button", { name: /^Remove image/ })
      .click();
    await page.getByRole("button", { name: "Update Gallery" }).click();
    const newImages = page.getByLabel("New images");
    await expect(newImages).toBeFocused();
    await expect(newImages).toHaveAccessibleDescription(/A gallery keeps at least one image/);
    expect((await findGallery(page.request, title))!.images).toHaveLength(2);

    await cards.last().getByRole("button", { name: /^Undo/ }).click();
    await page.getByRole("button", { name: "Update Gallery" }).click();
    await page.waitForURL("**/manage-gallery");
    // The saved message stays above the list until the owner dismisses it.
    const flash = page.getByTestId("flash");
    await expect(flash.getByRole("status")).toContainText("Gallery updated successfully!");
    await flash.getByRole("button", { name: "Dismiss" }).click();
    await expect(flash).toHaveCount(0);
    expect((await findGallery(page.request, title))!.images).toEqual([created!.images[1]]);
  });

  test("project: a gallery photo and the cover are marked in place and removed on save", async ({
    page,
  }) => {
    const title = uniqueTitle("Courtyard House");
    await page.goto("/addprojects");
    await page.getByLabel(/^Title/).fill(title);
    await page
      .getByLabel(/^Photos/)
      .setInputFiles([
        await photo("cover.jpg"),
        await photo("a.jpg", "#1e293b"),
        await photo("b.jpg", "#475569"),
      ]);
    await page.getByRole("button", { name: "Create Project" }).click();
    await page.waitForURL("**/manage-projects");
    const created = await findProject(page.request, title);

    await page.goto(`/edit-project/${created!._id}`);
    const first = page.locator("li[data-photo]").first();
    await first.getByRole("button", { name: /^Remove image/ }).click();
    await expect(first.getByText("Removed", { exact: true })).toBeVisible();
    await expect(first.getByRole("status")).toBeInViewport();
    await first.getByRole("button", { name: /^Undo/ }).click();
    await expect(first.getByRole("button", { name: /^Remove image/ })).toBeFocused();
    await first.getByRole("button", { name: /^Remove image/ }).click();

    await page.getByRole("button", { name: /^Remove cover image/ }).click();
    await expect(page.getByText("The cover is deleted when you save.")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Undo removing the cover/ })).toBeFocused();
    await expect(
      page.getByRole("status").filter({ hasText: "Cover image removed." }),
    ).toBeInViewport();

    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL("**/manage-projects");
    const updated = await findProject(page.request, title);
    expect(updated!.coverImage).toBeNull();
    expect(updated!.gallery).toEqual([created!.gallery[1]]);
  });

  test("gallery without JavaScript: a checkbox per photo, applied on save", async ({
    browser,
    signIn,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await signIn({ page });
    const title = uniqueTitle("Plastering");
    await page.goto("/addgallery");
    await page.getByLabel("Title").fill(title);
    await page
      .getByLabel(/^Images/)
      .setInputFiles([await photo("p1.jpg"), await photo("p2.jpg", "#1e293b")]);
    await page.getByRole("button", { name: "Upload Gallery" }).click();
    await page.waitForURL("**/manage-gallery");
    const created = await findGallery(page.request, title);

    await page.goto(`/edit-gallery/${created!._id}`);
    const boxes = page.getByRole("checkbox", { name: "Delete this image on save" });
    await boxes.first().check();
    await boxes.last().check();
    await page.getByRole("button", { name: "Update Gallery" }).click();
    await expect(page.getByLabel("New images")).toBeFocused();
    await expect(page.getByText(/A gallery keeps at least one image/)).toBeVisible();
    await expect(boxes.first()).toBeChecked();
    expect((await findGallery(page.request, title))!.images).toHaveLength(2);

    await boxes.last().uncheck();
    await page.getByRole("button", { name: "Update Gallery" }).click();
    await page.waitForURL("**/manage-gallery");
    expect((await findGallery(page.request, title))!.images).toEqual([created!.images[1]]);
    await context.close();
  });
});
