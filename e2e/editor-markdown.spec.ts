/**
 * Formatted posts (docs/product/content.md#formatted-text): Markdown written with the toolbar
 * and checked in the Write / Preview tabs (JavaScript on) or with the
 * Preview button (JavaScript off), rendered on the public page without
 * ever rendering raw HTML or unsafe links; the API keeps the source.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { findBlog, uniqueTitle } from "../test/support/admin-forms";

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

const HOSTILE =
  "\n\n<script>window.__pwned = true</script>\n\n[bad link](javascript:alert(1)) and [guide](https://example.com/guide)";

async function expectPublicPost(page: Page, id: string) {
  await page.goto(`/blog/${id}`);
  const article = page.locator(".formatted-text");
  await expect(
    article.getByRole("heading", { level: 2, name: "Before the monsoon" }),
  ).toBeVisible();
  await expect(article.locator("strong", { hasText: "Seal the terrace" })).toBeVisible();
  await expect(article.getByRole("listitem")).toHaveText(["Clear the drains", "Check the slope"]);
  await expect(article.getByRole("link", { name: "guide" })).toHaveAttribute("rel", "noopener");
  await expect(article.getByRole("link", { name: "bad link" })).toHaveCount(0);
  await expect(article).toContainText("<script>window.__pwned = true</script>");
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  // The description for search engines stays plain text, its blocks ended as sentences.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /^Before the monsoon\. Seal the terrace[^.*]*\. Clear the drains\. Check the slope\./,
  );
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport });

    test.describe("JS on", () => {
      test.beforeEach(async ({ signIn }) => {
        await signIn();
      });

      test("toolbar, Write / Preview tabs, formatted public post", async ({ page, request }) => {
        const title = uniqueTitle("Monsoon checklist");
        await page.goto("/addblogs");
        await page.getByLabel(/^Title/).fill(title);
        await page.getByLabel(/^Author/).fill("R. Kumar");
        const content = page.getByLabel(/^Content/);
        await content.fill("");
        await page.getByRole("button", { name: "Heading" }).click();
        await page.keyboard.type("Before the monsoon");
        await content.press("End");
        await content.pressSequentially("\n");
        await page.getByRole("button", { name: "Bold" }).click();
        await page.keyboard.type("Seal the terrace");
        await content.press("End");
        // Enter in a list starts the next item by itself.
        await content.pressSequentially("\n\n- Clear the drains\nCheck the slope");
        await content.press("End");
        await content.pressSequentially(HOSTILE);

        await page.getByRole("tab", { name: "Preview" }).click();
        const preview = page.getByRole("tabpanel", { name: "Formatted preview" });
        await expect(preview.getByRole("heading", { name: "Before the monsoon" })).toBeVisible();
        await expect(preview.locator("strong", { hasText: "Seal the terrace" })).toBeVisible();
        await expect(preview.getByRole("link", { name: "bad link" })).toHaveCount(0);
        await page.screenshot({
          path: `test-results/editor-shots/markdown-preview-js-${viewport.width}.png`,
          fullPage: true,
        });
        await page.getByRole("tab", { name: "Write" }).click();
        await expect(content).toBeVisible();

        await page.getByRole("button", { name: "Publish Post" }).click();
        await page.waitForURL("**/manage-blogs");
        const created = await findBlog(request, title);
        // The API keeps the Markdown source.
        const api = (await (await request.get(`/api/blogs/${created!._id}`)).json()) as {
          content: string;
        };
        expect(api.content).toContain("## Before the monsoon");
        expect(api.content).toContain("**Seal the terrace**");

        await expectPublicPost(page, created!._id);
        await page.screenshot({
          path: `test-results/editor-shots/markdown-public-${viewport.width}.png`,
          fullPage: true,
        });
      });
    });

    test.describe("JS off", () => {
      test.use({ javaScriptEnabled: false });
      test.beforeEach(async ({ signIn }) => {
        await signIn();
      });

      test("the Preview button shows the formatted text and keeps what was typed", async ({
        page,
        request,
      }) => {
        const title = uniqueTitle("Monsoon checklist");
        const text = `## Before the monsoon\n\n**Seal the terrace** first.\n\n- Clear the drains\n- Check the slope${HOSTILE}`;
        await page.goto("/addblogs");
        await page.getByLabel(/^Title/).fill(title);
        await page.getByLabel(/^Author/).fill("R. Kumar");
        await page.getByLabel("Category").selectOption("Tips");
        await page.getByLabel(/^Content/).fill(text);
        await page.getByRole("button", { name: "Preview content" }).click();

        const preview = page.getByRole("region", { name: "Formatted preview" });
        await expect(preview.getByRole("heading", { name: "Before the monsoon" })).toBeVisible();
        await expect(preview.locator("strong", { hasText: "Seal the terrace" })).toBeVisible();
        await expect(preview.getByRole("link", { name: "bad link" })).toHaveCount(0);
        await expect(page.getByLabel(/^Title/)).toHaveValue(title);
        await expect(page.getByLabel(/^Content/)).toHaveValue(text);
        await expect(page.getByLabel("Category")).toHaveValue("Tips");
        expect(await findBlog(request, title)).toBeUndefined();
        await page.screenshot({
          path: `test-results/editor-shots/markdown-preview-nojs-${viewport.width}.png`,
          fullPage: true,
        });

        await page.getByRole("button", { name: "Publish Post" }).click();
        await page.waitForURL("**/manage-blogs");
        const created = await findBlog(request, title);
        await expectPublicPost(page, created!._id);
      });
    });
  });
}
