/**
 * History and Trash (docs/product/admin-forms.md#history, docs/product/admin.md#trash) on a phone:
 * a post edited twice goes back to its first version from the History panel, and forward again; a
 * project with photos deleted from its list waits in the Trash, gone for visitors, and comes back
 * with its page, photo and address after Restore.
 */
import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { uniqueTitle } from "../test/support/admin-forms";
import { createBlog, createProject } from "../test/support/content";

test.use({ viewport: { width: 390, height: 844 } });

/** A visitor: a separate browser context with no session. */
async function visitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  return { page: await context.newPage(), close: () => context.close() };
}

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

test("a post goes back to its first version and forward again", async ({
  page,
  browser,
  baseURL,
}) => {
  const title = uniqueTitle("Curing concrete");
  const id = await createBlog(page.request, title);
  const slug = ((await (await page.request.get(`/api/blogs/${id}`)).json()) as { slug: string })
    .slug;
  for (const text of ["Keep the slab wet for ten days.", "Keep the slab wet for fourteen days."]) {
    await page.goto(`/edit-blog/${id}`);
    await page.getByLabel(/^Content/).fill(text);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByTestId("flash")).toContainText("saved");
  }

  await page.goto(`/edit-blog/${id}`);
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveCount(3);
  await expect(history.getByRole("listitem").first()).toContainText("Current");
  await expect(history.getByRole("listitem").first()).toContainText("Changed: Content");
  await page.screenshot({ path: "/tmp/history-panel-390.png", fullPage: true });
  await history
    .getByRole("button", { name: /^Restore the version of/ })
    .last()
    .click();
  await expect(page.getByTestId("flash")).toContainText("is now the current one");
  await expect(page.getByLabel(/^Content/)).toHaveValue(/Monsoon-proofing starts with the roof/);

  const guest = await visitor(browser, baseURL!);
  await guest.page.goto(`/blog/${slug}`);
  await expect(guest.page.getByText("Monsoon-proofing starts with the roof")).toBeVisible();

  // The restore kept the version it replaced: restoring that one undoes it.
  await expect(history.getByRole("listitem")).toHaveCount(4);
  await history
    .getByRole("button", { name: /^Restore the version of/ })
    .first()
    .click();
  await expect(page.getByTestId("flash")).toContainText("is now the current one");
  // The first restore's message may still be showing: the fifth version says this one is done.
  await expect(history.getByRole("listitem")).toHaveCount(5);
  await guest.page.goto(`/blog/${slug}`);
  await expect(guest.page.getByText("Keep the slab wet for fourteen days.")).toBeVisible();
  await guest.close();
});

test("a deleted project waits in the Trash and comes back with its photo", async ({
  page,
  browser,
  baseURL,
}) => {
  const title = uniqueTitle("Courtyard house");
  const id = await createProject(page.request, title);
  const project = (await (await page.request.get(`/api/projects/${id}`)).json()) as {
    slug: string;
    coverImage: string;
  };

  await page.goto(`/manage-projects/${id}/delete`);
  await expect(page.getByText("It stays in the Trash for 30 days")).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("flash")).toContainText(`“${title}” moved to the Trash.`);

  const guest = await visitor(browser, baseURL!);
  const gone = await guest.page.goto(`/projects/${project.slug}`);
  expect(gone!.status()).toBe(404);
  expect((await guest.page.request.get(`/api/projects/${id}`)).status()).toBe(404);
  expect((await guest.page.request.get(`/uploads/${project.coverImage}`)).status()).toBe(404);

  await page.goto("/trash");
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row).toContainText("Deleted");
  await expect(row).toContainText("by owner@example.com");
  await page.screenshot({ path: "/tmp/trash-390.png", fullPage: true });
  await row.getByRole("button", { name: `Restore ${title}` }).click();
  await expect(page.getByTestId("flash")).toContainText(`Project “${title}” restored.`);

  const back = await guest.page.goto(`/projects/${project.slug}`);
  expect(back!.status()).toBe(200);
  await expect(guest.page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  expect((await guest.page.request.get(`/uploads/${project.coverImage}`)).status()).toBe(200);
  await guest.close();
});
