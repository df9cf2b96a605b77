/**
 * Two administrators in one editor (docs/product/admin-forms.md#two-people-editing): the
 * second save of the same version is refused with the first one's time,
 * keeps what was typed, and a save made again replaces; a photo the other
 * added is never deleted. With JavaScript and without.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { findProject, photo, uniqueTitle } from "../test/support/admin-forms";
import { createProject } from "../test/support/content";

const CONFLICT =
  /Someone else saved this project at \d{1,2}:\d{2} [ap]m\. Your changes are kept below: reload to see theirs, or save again to replace them\./;

async function twoEditors(
  browser: Browser,
  baseURL: string,
  signIn: (options: { page: Page }) => Promise<void>,
  javaScriptEnabled: boolean,
) {
  const pages: Page[] = [];
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext({ baseURL, javaScriptEnabled });
    const page = await context.newPage();
    await signIn({ page });
    pages.push(page);
  }
  return pages;
}

for (const javaScriptEnabled of [true, false]) {
  test(`a stale save is refused, keeps what was typed, and saving again replaces (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
    baseURL,
    signIn,
    page,
  }) => {
    // Two signed-in browsers and three saves of a photo: more than one journey's time.
    test.slow();
    const title = uniqueTitle("Terrace House");
    const id = await createProject(page.request, title);
    const [a, b] = await twoEditors(browser, baseURL!, signIn, javaScriptEnabled);
    await a.goto(`/edit-project/${id}`);
    await b.goto(`/edit-project/${id}`);

    // B saves first, with a new gallery photo.
    await b.getByLabel("Location").fill("Besant Nagar");
    await b.getByLabel("Add gallery images").setInputFiles(await photo("from-b.jpg", "#0f766e"));
    await b.getByRole("button", { name: "Save Changes" }).click();
    await b.waitForURL("**/manage-projects");
    const afterB = await findProject(page.request, title);
    expect(afterB!.gallery).toHaveLength(1);

    // A saves the form opened before B's save.
    await a.getByLabel("Location").fill("Thiruvanmiyur");
    await a.getByRole("button", { name: "Save Changes" }).click();
    await expect(a.getByRole("alert")).toContainText(CONFLICT);
    await expect(a.getByRole("alert")).toBeInViewport();
    expect(new URL(a.url()).pathname).toBe(`/edit-project/${id}`);
    await expect(a.getByLabel("Location")).toHaveValue("Thiruvanmiyur");
    expect((await findProject(page.request, title)) as unknown).toMatchObject({
      location: "Besant Nagar",
    });

    // Saving again replaces B's text; B's photo, which A never saw, stays.
    await a.getByRole("button", { name: "Save Changes" }).click();
    await a.waitForURL("**/manage-projects");
    const final = await findProject(page.request, title);
    expect(final as unknown).toMatchObject({ location: "Thiruvanmiyur" });
    expect(final!.gallery).toEqual(afterB!.gallery);
    expect((await page.request.get(`/uploads/${afterB!.gallery[0]}`)).status()).toBe(200);
  });
}
