import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ContentApi, ensureSampleContent, publicContent, SAMPLE } from "../test/support/content";
import { PUBLIC_PAGE_SIZE } from "../app/utils/list-params";
import { markdownToPlainText } from "../app/text/markdown-plain-text";
import { formatDate } from "../app/utils/dates";

const COMPANY = "Sri Lakshmi Builders";

test.beforeAll(async ({ server }) => {
  await ensureSampleContent(server.baseURL);
});

const cardsOf = (page: Page) =>
  page
    .getByRole("region", { name: "Latest Articles" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: /Read More/ }) });

test.describe("blog without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the featured article with a 250-character excerpt and the newest posts", async ({
    page,
    baseURL,
  }) => {
    const { blogs } = await publicContent(baseURL!);
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Our Blog | ${COMPANY}`);
    await expect(page.getByRole("heading", { level: 1, name: "Our Blog" })).toBeVisible();

    const featured = page.getByRole("region", { name: "Featured Article" });
    const first = blogs[0];
    await expect(featured.getByRole("heading", { name: first.title })).toBeVisible();
    // The excerpt is the post's plain text (its blocks as sentences, no Markdown), cut at 250 characters.
    const content = markdownToPlainText(first.content);
    const excerpt = (await featured.getByTestId("featured-excerpt").textContent()) ?? "";
    expect(excerpt).toBe(content.length > 250 ? `${content.slice(0, 250)}...` : content);
    expect(excerpt).not.toMatch(/\n|\*\*|^#/);
    await expect(
      featured.getByText(first.author.charAt(0).toUpperCase(), { exact: true }),
    ).toBeVisible();
    await expect(featured.getByRole("link", { name: "Read Full Article" })).toHaveAttribute(
      "href",
      `/blog/${first.slug}`,
    );

    // The first page: the newest 12 (e2e/long-lists.spec.ts walks the pages).
    await expect(cardsOf(page)).toHaveCount(Math.min(blogs.length, PUBLIC_PAGE_SIZE.blog));
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveAttribute(
      "placeholder",
      "Search articles...",
    );
    const filters = page.getByRole("navigation", { name: "Filter articles by category" });
    await expect(filters.getByRole("link", { name: "All" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(filters.getByRole("link", { name: "Construction" })).toBeVisible();
  });

  test("searches and filters through GET requests, keeping the other filter", async ({
    page,
    baseURL,
  }) => {
    const { blogs } = await publicContent(baseURL!);
    await page.goto("/blog?category=%20CONSTRUCTION%20");
    const construction = blogs.filter((blog) => blog.category.toLowerCase() === "construction");
    await expect(cardsOf(page)).toHaveCount(Math.min(construction.length, PUBLIC_PAGE_SIZE.blog));

    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.fill("hessian");
    await search.press("Enter");
    await expect(page).toHaveURL(/[?&]q=hessian/);
    await expect(page).toHaveURL(/[?&]category=Construction/);
    await expect(cardsOf(page)).toHaveCount(1);
    await expect(cardsOf(page).first()).toContainText(SAMPLE.longPost);
    // A search lands on its results, not on the top of the page.
    await expect(cardsOf(page).first()).toBeInViewport();
    await expect(search).toHaveValue("hessian");

    // A category link keeps the search words.
    await page
      .getByRole("navigation", { name: "Filter articles by category" })
      .getByRole("link", { name: "All" })
      .click();
    await expect(page).toHaveURL(/\?q=hessian#articles$/);
    await expect(cardsOf(page)).toHaveCount(1);
  });

  test("shows 'No articles found' and clears the filters", async ({ page }) => {
    await page.goto("/blog?q=no-such-words-anywhere&category=Design");
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/blog(#articles)?$/);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("");
    await expect(cardsOf(page).first()).toBeVisible();
  });

  test("a post shows its date, tags, paragraphs, author, share links, gallery and sidebar", async ({
    page,
    baseURL,
  }) => {
    const { blogs } = await publicContent(baseURL!);
    const post = blogs.find((blog) => blog.title === SAMPLE.longPost)!;
    const response = await page.goto(`/blog/${post.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${SAMPLE.longPost} | ${COMPANY}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Curing is the quiet step/,
    );
    await expect(page.getByRole("heading", { level: 1, name: SAMPLE.longPost })).toBeVisible();

    const date = formatDate(post.createdAt);
    expect(date).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await expect(page.locator("time").first()).toHaveText(date);
    await expect(page.getByText("Construction", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("#curing")).toBeVisible();
    await expect(page.getByText("#monsoon")).toBeVisible();

    const article = page.locator("article");
    await expect(article.locator("p", { hasText: "Curing is the quiet step" })).toHaveCount(1);
    await expect(article.locator("p", { hasText: "We use hessian cloth" })).toContainText(
      "Columns get wrapped",
    );
    await expect(article.locator("p", { hasText: "The result is concrete" })).toHaveCount(1);

    await expect(page.getByText("Written by")).toBeVisible();
    await expect(page.getByRole("link", { name: /Share on/ })).toHaveCount(4);
    const gallery = page.getByRole("region", { name: "Gallery" });
    await expect(gallery.getByRole("img")).toHaveCount(3);

    const others = page.getByRole("region", { name: "Other Articles" });
    await expect(others.getByRole("listitem")).toHaveCount(Math.min(3, blogs.length - 1));
    await expect(others.getByRole("link", { name: "View All Articles" })).toHaveAttribute(
      "href",
      "/blog",
    );
    const categories = page.getByRole("region", { name: "Categories" }).getByRole("link");
    await expect(categories).toHaveText(["All", "Construction", "Design", "Tips & Advice"]);
    for (const link of await categories.all()) {
      expect(await link.getAttribute("href")).toMatch(/^\/blog(\?|$)/);
    }
  });

  test("an unknown post id answers 404 with a way back", async ({ page }) => {
    const response = await page.goto("/blog/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Article Not Found" }).first()).toBeVisible();
    await page.getByRole("link", { name: "Back to Blogs" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Our Blog" })).toBeVisible();
  });
});

test.describe("blog with JavaScript", () => {
  test("searches, filters and opens a post", async ({ page }) => {
    await page.goto("/blog");
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.fill("hessian");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=hessian/);
    await expect(cardsOf(page)).toHaveCount(1);
    await expect(cardsOf(page).first()).toBeInViewport();
    await cardsOf(page)
      .getByRole("link", { name: /Read More/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: SAMPLE.longPost })).toBeVisible();
    await expect(page).toHaveTitle(`${SAMPLE.longPost} | ${COMPANY}`);
    await page.getByRole("link", { name: "Back to Blogs" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Our Blog" })).toBeVisible();
  });

  test("markup in a post shows as plain text and never runs", async ({ page, baseURL }) => {
    const api = await ContentApi.signIn(baseURL!);
    const title = `<script>window.__injected = "title"</script> Safe title`;
    const content = [
      `<img src="x" onerror="window.__injected = 'img'">`,
      `<a href="javascript:window.__injected = 'link'">click me</a>`,
      `<script>window.__injected = "content"</script>`,
    ].join("\n\n");
    const post = await api.createBlog({
      title,
      content,
      author: "<b>Mallory</b>",
      category: "General",
    });
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText(`<img src="x" onerror="window.__injected = 'img'">`)).toBeVisible();
    await expect(
      page.getByText(`<a href="javascript:window.__injected = 'link'">click me</a>`),
    ).toBeVisible();
    await expect(page.getByText("<b>Mallory</b>").first()).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
    await expect(page.locator("b", { hasText: "Mallory" })).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as { __injected?: string }).__injected),
    ).toBeUndefined();

    await page.goto("/blog");
    await expect(page.getByRole("heading", { name: title }).first()).toBeVisible();
    await page.goto(`/blog?q=${encodeURIComponent("<script>")}`);
    await expect(cardsOf(page).first()).toContainText(title);
    expect(
      await page.evaluate(() => (window as { __injected?: string }).__injected),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);

    await api.deleteBlog(post._id);
  });
});
