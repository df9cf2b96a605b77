/**
 * The owner sees what search engines and chat apps will show: the project
 * form's search and sharing fields, with a live preview when JavaScript runs
 * and the saved state without it.
 */
import { expect, test } from "./fixtures";
import { findProject, photo, uniqueTitle } from "../test/support/admin-forms";

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test("the previews follow what is typed, and the page uses it once saved", async ({ page }) => {
    const title = uniqueTitle("Courtyard House");
    const slug = title.toLowerCase().replace(/\s+/g, "-");
    await page.goto("/addprojects");
    const search = page.getByTestId("search-preview");
    const share = page.getByTestId("share-preview");

    await page.getByLabel(/^Title/).fill(title);
    await expect(search).toContainText(`${title} | Sri Lakshmi Builders`);
    await expect(search).toContainText(`projects › ${slug}`);
    await expect(share).toContainText(title);

    await page.getByLabel("Description", { exact: true }).fill("Three generations, one courtyard.");
    await expect(search).toContainText("Three generations, one courtyard.");
    await page.getByLabel("Search summary").fill("A courtyard home for a family of nine.");
    await expect(search).toContainText("A courtyard home for a family of nine.");
    await expect(search).not.toContainText("Three generations");
    await page.getByLabel("URL name").fill(`${title} Besant Nagar`);
    await expect(search).toContainText(`projects › ${slug}-besant-nagar`);

    await page.getByLabel(/^Photos/).setInputFiles(await photo("cover.jpg"));
    await page.getByLabel("Share image alt text").fill("The courtyard at dusk");
    await page.getByRole("button", { name: "Create Project" }).click();
    await page.waitForURL("**/manage-projects");

    const created = (await findProject(page.request, title))!;
    expect(created.slug).toBe(`${slug}-besant-nagar`);
    await page.goto(`/projects/${created.slug}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "A courtyard home for a family of nine.",
    );
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      "content",
      "The courtyard at dusk",
    );

    // The edit form shows the card that was drawn for it.
    await page.goto(`/edit-project/${created._id}`);
    const card = page.getByTestId("share-preview").getByRole("img");
    await expect(card).toHaveAttribute("src", /^\/uploads\/share-.+\.jpg$/);
    await expect(card).toHaveAttribute("alt", "The courtyard at dusk");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test("the previews show what is saved, and a changed summary after saving", async ({ page }) => {
    const title = uniqueTitle("Lake View Flats");
    await page.goto("/addprojects");
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Photos/).setInputFiles(await photo("cover.jpg"));
    await page.getByRole("button", { name: "Create Project" }).click();
    await page.waitForURL("**/manage-projects");
    const created = (await findProject(page.request, title))!;

    await page.goto(`/edit-project/${created._id}`);
    const search = page.getByTestId("search-preview");
    await expect(search).toContainText(`projects › ${created.slug}`);
    await expect(page.getByLabel("URL name")).toHaveValue(created.slug);
    await page.getByLabel("Search summary").fill("Twelve flats facing Porur lake.");
    await page.getByLabel("URL name").fill("lake-view-flats-porur");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL("**/manage-projects");

    await page.goto(`/edit-project/${created._id}`);
    await expect(search).toContainText("Twelve flats facing Porur lake.");
    await expect(search).toContainText("projects › lake-view-flats-porur");
    await expect(page.getByTestId("share-preview").getByRole("img")).toHaveAttribute(
      "src",
      /^\/uploads\/share-.+\.jpg$/,
    );

    // The old address now leads to the new one.
    const response = await page.goto(`/projects/${created.slug}`);
    expect(response?.url()).toMatch(/\/projects\/lake-view-flats-porur$/);
  });
});
