/**
 * Drafts, preview and publish dates (docs/product/content.md#publish-state,
 * docs/decisions/026-publish-state.md), with JavaScript on and off, on a
 * phone and at a desk: a draft post is invisible to a visitor and to
 * anonymous API reads and visible in the owner's preview; a scheduled post
 * appears for visitors once its time has passed.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { uniqueTitle } from "../test/support/admin-forms";
import { requestToken } from "../test/support/content";

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desk", width: 1280, height: 900 },
];

type ApiBlog = { _id: string; slug: string; title: string; status?: string };

async function writePost(page: Page, title: string) {
  await page.goto("/addblogs");
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Author/).fill("R. Kumar");
  await page.getByLabel(/^Content/).fill("Checks before the monsoon.\n\n- Clear the drains");
}

/** A visitor: a separate browser context with no session. */
async function visitor(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  return { page: await context.newPage(), close: () => context.close() };
}

for (const javaScriptEnabled of [true, false]) {
  for (const viewport of VIEWPORTS) {
    const variant = `${javaScriptEnabled ? "js" : "nojs"}-${viewport.width}`;
    test.describe(`JS ${javaScriptEnabled ? "on" : "off"}, ${viewport.width}px`, () => {
      test.use({ javaScriptEnabled, viewport });

      test.beforeEach(async ({ signIn }) => {
        await signIn();
      });

      test("a draft post stays hidden from visitors and the public API, and shows in the preview", async ({
        page,
        request,
        browser,
        server,
      }) => {
        const title = uniqueTitle("Draft: soil testing");
        await writePost(page, title);
        await page.getByRole("radio", { name: /^Draft/ }).check();
        // The button says what the save does; without JavaScript it keeps the label of the
        // state the page was shown with (Published, for a new post).
        const save = javaScriptEnabled ? "Save Draft" : "Publish Post";
        if (javaScriptEnabled) {
          await expect(page.getByRole("button", { name: "Save Draft" })).toBeVisible();
          await expect(page.getByRole("button", { name: "Publish Post" })).toHaveCount(0);
          await page.getByRole("radio", { name: /^Published/ }).check();
          await expect(page.getByRole("button", { name: "Publish Post" })).toBeVisible();
          await page.getByRole("radio", { name: /^Draft/ }).check();
          await expect(page.getByRole("button", { name: "Save Draft" })).toBeVisible();
        }
        await page.screenshot({
          path: `test-results/drafts-shots/form-${variant}.png`,
          fullPage: true,
        });
        await page.getByRole("button", { name: save }).click();
        await page.waitForURL("**/manage-blogs");

        // The table from 1024 px, cards below: whichever is shown.
        const row = page.locator("tr, li").filter({ hasText: title }).filter({ visible: true });
        await expect(row).toContainText("Draft");
        await page.screenshot({
          path: `test-results/drafts-shots/list-${variant}.png`,
          fullPage: true,
        });

        // Anonymous API reads do not have it; a token does, with its state.
        const anonymous = (await (await request.get("/api/blogs")).json()) as ApiBlog[];
        expect(anonymous.map((post) => post.title)).not.toContain(title);
        const token = await requestToken(request);
        const mine = (await (
          await request.get("/api/blogs", { headers: { Authorization: `Bearer ${token}` } })
        ).json()) as ApiBlog[];
        const draft = mine.find((post) => post.title === title)!;
        expect(draft.status).toBe("draft");
        expect((await request.get(`/api/blogs/${draft._id}`)).status()).toBe(404);

        // Its edit form, with or without JavaScript, offers to save it as the draft it is.
        await page.goto(`/edit-blog/${draft._id}`);
        await expect(page.getByRole("button", { name: "Save Draft" })).toBeVisible();
        await page.goto("/manage-blogs");

        // The owner's preview: the real page, bannered.
        await page
          .getByRole("link", { name: `Preview ${title}` })
          .filter({ visible: true })
          .click();
        await page.waitForURL(`**/blog/${draft.slug}?preview`);
        await expect(page.getByRole("note", { name: "Preview" })).toContainText(
          "Preview — not published",
        );
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
        await page.screenshot({ path: `test-results/drafts-shots/preview-${variant}.png` });

        // A visitor finds it nowhere.
        const guest = await visitor(browser, server.baseURL, javaScriptEnabled);
        await guest.page.goto("/blog");
        await expect(guest.page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(guest.page.getByText(title)).toHaveCount(0);
        const response = await guest.page.goto(`/blog/${draft.slug}?preview`);
        expect(response!.status()).toBe(404);
        await expect(guest.page.getByText(title)).toHaveCount(0);
        await expect(guest.page.getByText("Preview — not published")).toHaveCount(0);
        await guest.close();
      });

      test("a scheduled post appears for visitors once its time has passed", async ({
        page,
        request,
        browser,
        server,
      }) => {
        const title = uniqueTitle("Scheduled: monsoon checklist");
        await writePost(page, title);
        await page.getByRole("radio", { name: /^Scheduled/ }).check();
        const publishOn = page.getByLabel("Publish on (India time, IST)");
        // A date and time picker, not a text box to type a date into.
        await expect(publishOn).toHaveAttribute("type", "datetime-local");
        await publishOn.fill("2099-12-05T10:00");
        await page
          .getByRole("button", { name: javaScriptEnabled ? "Schedule Post" : "Publish Post" })
          .click();
        await page.waitForURL("**/manage-blogs");
        await expect(
          page.getByText("Scheduled for 5 Dec 2099, 10:00 am IST").filter({ visible: true }),
        ).toBeVisible();
        await page.screenshot({
          path: `test-results/drafts-shots/list-scheduled-${variant}.png`,
          fullPage: true,
        });

        const token = await requestToken(request);
        const auth = { Authorization: `Bearer ${token}` };
        const mine = (await (
          await request.get("/api/blogs", { headers: auth })
        ).json()) as ApiBlog[];
        const post = mine.find((item) => item.title === title)!;
        expect(post.status).toBe("scheduled");

        // Bring the time to a few seconds from now, then wait for it, as a visitor.
        const at = new Date(Date.now() + 3_000).toISOString();
        const moved = await request.put(`/api/blogs/${post._id}`, {
          headers: auth,
          multipart: {
            title,
            author: "R. Kumar",
            content: "Checks before the monsoon.",
            status: "scheduled",
            publishAt: at,
          },
        });
        expect(moved.status()).toBe(200);

        const guest = await visitor(browser, server.baseURL, javaScriptEnabled);
        expect((await guest.page.goto(`/blog/${post.slug}`))!.status()).toBe(404);
        await guest.page.goto("/blog");
        await expect(guest.page.getByText(title)).toHaveCount(0);

        await expect
          .poll(async () => (await guest.page.goto(`/blog/${post.slug}`))!.status(), {
            timeout: 15_000,
          })
          .toBe(200);
        await expect(guest.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
        await expect(guest.page.getByText("Preview — not published")).toHaveCount(0);
        await guest.page.goto("/blog");
        await expect(guest.page.getByRole("link", { name: title }).first()).toBeVisible();
        await guest.close();

        await page.reload();
        await expect(
          page.getByText("Scheduled for 5 Dec 2099, 10:00 am IST").filter({ visible: true }),
        ).toHaveCount(0);
      });
    });
  }
}
