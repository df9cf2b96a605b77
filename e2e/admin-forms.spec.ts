/**
 * The six admin forms with JavaScript on: previews, the 10 MB skip, photos
 * removed in place with Undo, messages after an action, busy labels and
 * uploads through XMLHttpRequest.
 */
import { expect, test } from "./fixtures";
import {
  findBlog,
  findGallery,
  findProject,
  oversizedFile,
  photo,
  uniqueTitle,
} from "../test/support/admin-forms";

test.describe("without a session", () => {
  for (const path of ["/addprojects", "/addblogs", "/addgallery", "/edit-project/abc"]) {
    test(`${path} redirects to sign-in`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path)}`));
    });
  }
});

test.describe("signed in", () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test("create a project, then edit text, cover and gallery", async ({ page }) => {
    const title = uniqueTitle("Green Villa");
    await page.goto("/addprojects");
    await expect(page.getByRole("heading", { name: "Create New Project" })).toBeVisible();
    await expect(page.getByLabel("Category")).toHaveValue("Residential");
    await expect(page.getByText(/^JPEG, PNG, WebP or GIF, up to 10 MB each/)).toBeVisible();

    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel("Description").fill("A three-storey family home.");
    await page.getByLabel("Category").selectOption({ label: "Interior Design" });
    await page.getByLabel("Location").fill("Anna Nagar, Chennai");
    await page.getByLabel(/^Photos/).setInputFiles(await photo("cover.jpg"));
    await expect(page.getByRole("img", { name: "Preview of cover.jpg" })).toBeVisible();
    await page
      .getByLabel(/^Photos/)
      .setInputFiles([await photo("one.jpg", "#1e293b"), await photo("two.png", "#64748b")]);
    // A second pick adds to the first one.
    await page.getByLabel(/^Photos/).setInputFiles(await photo("three.jpg"));
    await expect(page.getByText("4 new images selected")).toBeVisible();
    await page.getByRole("button", { name: "Remove three.jpg" }).click();
    await expect(page.getByText("3 new images selected")).toBeVisible();

    await page.getByRole("button", { name: "Create Project" }).click();
    await page.waitForURL("**/manage-projects");
    const created = await findProject(page.request, title);
    expect(created).toMatchObject({ title, coverImage: expect.any(String) });
    expect(created!.gallery).toHaveLength(2);

    await page.goto(`/edit-project/${created!._id}`);
    await expect(page.getByRole("heading", { name: "Edit Project" })).toBeVisible();
    await expect(page.getByLabel("Category")).toHaveValue("Interior");
    await expect(page.getByLabel("Category").locator("option").first()).toHaveText(
      "Select category",
    );
    await page.getByLabel(/^Title/).fill(`${title} (phase 2)`);

    // docs/product/admin-forms.md#removing-photos: no question first; the photo is marked, Undo
    // beside it.
    await page.getByRole("button", { name: "Remove image" }).first().click();
    await expect(page.getByText("Image removed. Save changes to confirm deletion.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove image" })).toHaveCount(1);
    await expect(page.getByRole("button", { name: /^Undo/ })).toHaveCount(1);
    // docs/product/admin-forms.md#form-behaviour: the message stays at least 6 seconds, or until
    // dismissed.
    await page.waitForTimeout(3500);
    await expect(page.getByText("Image removed. Save changes to confirm deletion.")).toBeVisible();
    await expect(page.getByText("Image removed. Save changes to confirm deletion.")).toBeHidden({
      timeout: 5000,
    });

    await page.getByRole("button", { name: "Remove cover image" }).click();
    await expect(
      page.getByText("Cover image removed. Save changes to confirm deletion."),
    ).toBeVisible();
    await page
      .getByLabel("Replace the cover with a new image")
      .setInputFiles(await photo("new-cover.jpg", "#0f766e"));
    await page.getByLabel("Add gallery images").setInputFiles(await photo("four.jpg"));
    await page
      .getByLabel("Alt text (describes the image)", { exact: true })
      .fill("Living room with teak panels");

    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL("**/manage-projects");
    const updated = await findProject(page.request, `${title} (phase 2)`);
    expect(updated).toBeTruthy();
    expect(updated!.coverImage).not.toBe(created!.coverImage);
    expect(updated!.gallery).toHaveLength(2);
    expect(updated!.gallery).not.toContain(created!.gallery[0]);
    expect(updated!.gallery).toContain(created!.gallery[1]);

    await page.goto(`/edit-project/${created!._id}`);
    await expect(
      page.getByLabel("Alt text (describes the image)", { exact: true }).first(),
    ).toHaveValue("Living room with teak panels");
  });

  test("project validation keeps what was typed", async ({ page }) => {
    await page.goto("/addprojects");
    await page.getByLabel("Location").fill("Velachery");
    await page.getByRole("button", { name: "Create Project" }).click();
    // docs/product/admin-forms.md#form-behaviour: the focus goes to the first refused field, its
    // message beside it.
    await expect(page.getByLabel(/^Title/)).toBeFocused();
    await expect(page.getByLabel(/^Title/)).toHaveAccessibleDescription("Title is required");
    await page.getByLabel(/^Title/).fill("Site office");
    await page.getByRole("button", { name: "Create Project" }).click();
    await expect(page.getByLabel(/^Photos/)).toBeFocused();
    await expect(page.getByLabel(/^Photos/)).toHaveAccessibleDescription(
      /Please choose at least one photo; the cover is one of them\./,
    );
    await expect(page.getByLabel(/^Title/)).toHaveValue("Site office");
    await expect(page.getByLabel("Location")).toHaveValue("Velachery");
    await expect(page).toHaveURL(/\/addprojects$/);
  });

  test("create a blog post with tags and images, then remove an image", async ({ page }) => {
    const title = uniqueTitle("Monsoon-proofing");
    await page.goto("/addblogs");
    await expect(page.getByRole("heading", { name: "Create New Blog Post" })).toBeVisible();
    await expect(page.getByLabel("Category")).toHaveValue("General");
    // No name on the account yet: the Author starts as the company's name, and stays editable.
    await expect(page.getByLabel(/^Author/)).toHaveValue("Sri Lakshmi Builders");
    await page.getByLabel(/^Author/).fill("");

    await page.getByRole("button", { name: "Publish Post" }).click();
    await expect(page.getByText("Title is required").first()).toBeVisible();
    await expect(page.getByText("Content is required")).toBeVisible();
    await expect(page.getByText("Author is required")).toBeVisible();

    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Content/).fill("Drainage first.\n\nThen waterproofing.");
    await page.getByRole("button", { name: "Publish Post" }).click();
    await expect(page.getByLabel(/^Author/)).toBeFocused();
    await expect(page.getByLabel(/^Author/)).toHaveAccessibleDescription("Author is required");
    await expect(page.getByLabel(/^Title/)).toHaveValue(title);

    await page.getByLabel(/^Author/).fill("R. Kumar");
    await page.getByLabel("Category").selectOption({ label: "Tips & Advice" });
    await page.getByLabel("Tags").fill("monsoon, foundation , drainage");
    await page
      .getByLabel("Images")
      .setInputFiles([await photo("cover.jpg"), await photo("detail.jpg", "#334155")]);
    await page.getByRole("button", { name: "Publish Post" }).click();
    await page.waitForURL("**/manage-blogs");

    const created = await findBlog(page.request, title);
    expect(created).toMatchObject({
      category: "Tips",
      tags: ["monsoon", "foundation", "drainage"],
    });
    expect(created!.images).toHaveLength(2);

    await page.goto(`/edit-blog/${created!._id}`);
    await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
    await expect(page.getByLabel("Tags")).toHaveValue("monsoon, foundation, drainage");
    await page.getByRole("button", { name: "Remove image" }).first().click();
    await expect(page.getByText("Deleted when you save.")).toBeVisible();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL("**/manage-blogs");
    const updated = await findBlog(page.request, title);
    expect(updated!.images).toEqual([created!.images[1]]);
  });

  test("gallery: empty form, 10 MB refusal, upload, add images, remove one on save", async ({
    page,
  }) => {
    const title = uniqueTitle("Site handover");
    await page.goto("/addgallery");
    await expect(page.getByRole("heading", { name: "Add Gallery Images" })).toBeVisible();
    const upload = page.getByRole("button", { name: "Upload Gallery" });
    // docs/product/admin-forms.md#form-behaviour: the pictures are checked when the form is sent,
    // not before.
    await expect(upload).toBeEnabled();
    await expect(page.getByText("Please select at least one image.")).toHaveCount(0);
    await expect(page.getByLabel("Category")).toHaveValue("General");

    // A file over 10 MB that cannot be shrunk (not a photo) is refused by name, and blocks Save
    // until it is removed (docs/decisions/047-photos-shrunk-and-sent-resumably.md).
    await page.getByLabel(/^Images/).setInputFiles(oversizedFile());
    await expect(page.getByText(/^Failed: “huge-photo.jpg” is larger than 10 MB/)).toBeVisible();
    await expect(upload).toBeDisabled();
    await page.getByRole("button", { name: "Remove huge-photo.jpg" }).click();
    await expect(page.getByText(/huge-photo.jpg/)).toBeHidden();
    await upload.click();
    await expect(page.getByText("Please select at least one image.")).toBeVisible();

    await page.getByLabel("Title").fill(title);
    await page
      .getByLabel(/^Images/)
      .setInputFiles([await photo("g1.jpg"), await photo("g2.jpg", "#1e293b")]);
    await expect(upload).toBeEnabled();
    await upload.click();
    await expect(page.getByRole("button", { name: "Uploading..." })).toBeDisabled();
    await expect(page.getByText("Gallery uploaded successfully!")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    await page.waitForURL("**/manage-gallery");

    const created = await findGallery(page.request, title);
    expect(created!.images).toHaveLength(2);

    await page.goto(`/edit-gallery/${created!._id}`);
    await expect(page.getByRole("heading", { name: "Add/Edit Gallery" })).toBeVisible();
    await page.getByLabel("New images").setInputFiles(await photo("g3.jpg", "#0f766e"));
    await page.getByRole("button", { name: "Update Gallery" }).click();
    await expect(page.getByText("Gallery updated successfully!")).toBeVisible();
    await page.waitForURL("**/manage-gallery");
    expect((await findGallery(page.request, title))!.images).toHaveLength(3);

    await page.goto(`/edit-gallery/${created!._id}`);
    await page.getByRole("button", { name: "Remove image" }).first().click();
    await expect(page.getByText("Image removed. Save changes to confirm deletion.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove image" })).toHaveCount(2);
    // docs/product/admin-forms.md#removing-photos: deleted by the save, not before.
    expect((await findGallery(page.request, title))!.images).toHaveLength(3);
    await page.getByRole("button", { name: "Update Gallery" }).click();
    await page.waitForURL("**/manage-gallery");
    const after = await findGallery(page.request, title);
    expect(after!.images).toHaveLength(2);
    expect(after!.images).not.toContain(created!.images[0]);
  });

  test("an unknown id shows not found", async ({ page }) => {
    const response = await page.goto("/edit-blog/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("link", { name: "Back to blog posts" })).toBeVisible();
  });
});
