/**
 * Long lists (65 of each kind): the admin manage lists search, sort and
 * page through 20 at a time, all in the URL, with and without JavaScript,
 * and a delete returns to the same page; the public listings page through
 * with plain links that keep their filters and point to their neighbours.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { seedLarge } from "../scripts/seed-large";
import { test as base, expect } from "./fixtures";
import { startServer, type TestServer } from "../test/support/server";

const COUNT = 65;

const test = base.extend<object, { server: TestServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lists-e2e-"));
      await seedLarge(path.join(dataDir, "app.db"), path.join(dataDir, "uploads"), {
        projects: COUNT,
        posts: COUNT,
        galleries: COUNT,
        imagesPerGallery: 1,
      });
      const server = await startServer({ dataDir });
      await use(server);
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
});

// The three lists share their controls; each test runs on all three.
const LISTS = [
  { path: "/manage-projects", noun: "projects", search: "villa" },
  { path: "/manage-blogs", noun: "blog posts", search: "porur" },
  { path: "/manage-gallery", noun: "galleries", search: "guindy" },
] as const;

/** The titles of the rows shown, from their Edit links (hidden small-screen copies excluded). */
async function shownTitles(page: Page) {
  const labels = await page
    .getByRole("link", { name: /^Edit / })
    .evaluateAll((links) => links.map((link) => link.getAttribute("aria-label") ?? ""));
  return labels.map((label) => label.replace(/^Edit /, ""));
}

const number = (title: string) => Number(/no\. (\d+)/.exec(title)?.[1]);

for (const javaScriptEnabled of [false, true]) {
  test.describe(`admin lists, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });

    for (const list of LISTS) {
      test(`${list.path}: 20 per page, pages, search and sort in the URL`, async ({
        page,
        signIn,
      }) => {
        await signIn();
        await page.goto(list.path);
        await expect(page.getByText(`${COUNT} ${list.noun}.`)).toBeVisible();
        const numbers = async () => (await shownTitles(page)).map(number);
        // Newest first: the seed numbers items from the newest.
        const firstPage = Array.from({ length: 20 }, (_, i) => i + 1);
        expect(await numbers()).toEqual(firstPage);

        // With JavaScript the rows change just after the URL: poll what is shown.
        await page.getByRole("link", { name: "Next" }).click();
        await expect(page).toHaveURL(new RegExp(`${list.path}\\?page=2$`));
        await expect.poll(numbers).toEqual(firstPage.map((n) => n + 20));
        await page.getByRole("link", { name: "Page 4", exact: true }).click();
        await expect(page).toHaveURL(/page=4$/);
        await expect(page.getByText("Page 4 of 4")).toBeVisible();
        await expect.poll(numbers).toEqual([61, 62, 63, 64, 65]);

        // Sort by title: every row in title order, starting again at page 1.
        await page.getByLabel("Sort").selectOption("title");
        if (!javaScriptEnabled) await page.getByRole("button", { name: "Search" }).click();
        await expect(page).toHaveURL(/sort=title/);
        await expect(page).not.toHaveURL(/page=/);
        const byTitle = (titles: string[]) =>
          [...titles].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
        await expect.poll(() => shownTitles(page)).toHaveLength(20);
        await expect.poll(numbers).not.toEqual(firstPage);
        const titles = await shownTitles(page);
        expect(titles).toEqual(byTitle(titles));

        // Oldest first.
        await page.getByLabel("Sort").selectOption("oldest");
        if (!javaScriptEnabled) await page.getByRole("button", { name: "Search" }).click();
        await expect(page).toHaveURL(/sort=oldest/);
        await expect
          .poll(async () => (await numbers()).slice(0, 3))
          .toEqual([COUNT, COUNT - 1, COUNT - 2]);

        // Search by title keeps the sort; every match contains the text.
        await page.getByLabel(/Search .* by title/).fill(list.search);
        await page.getByRole("button", { name: "Search" }).click();
        await expect(page).toHaveURL(new RegExp(`q=${list.search}`));
        await expect(page).toHaveURL(/sort=oldest/);
        await expect(
          page.getByText(new RegExp(`\\d+ ${list.noun} matching “${list.search}”`)),
        ).toBeVisible();
        const matches = await shownTitles(page);
        expect(matches.length).toBeGreaterThan(0);
        expect(matches.length).toBeLessThan(20);
        for (const title of matches) expect(title.toLowerCase()).toContain(list.search);
        const matchNumbers = matches.map(number);
        expect(matchNumbers).toEqual([...matchNumbers].sort((a, b) => b - a));

        // A page past the end shows the last one.
        await page.goto(`${list.path}?page=99`);
        await expect(page).toHaveURL(/page=4$/);
      });
    }
  });
}

test.describe("public listings, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("projects page through 12 at a time with neighbours in the head, keeping the category", async ({
    page,
    request,
  }) => {
    await page.goto("/projects");
    // Each card links to its project (cards only: the featured project is above the list).
    const cards = page.locator('#projects a[href^="/projects/"]');
    await expect(cards).toHaveCount(12);
    await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", "/projects?page=2");
    await expect(page.locator('link[rel="prev"]')).toHaveCount(0);
    await page
      .getByRole("navigation", { name: "Project pages" })
      .getByRole("link", { name: "Next" })
      .click();
    await expect(page).toHaveURL(/\/projects\?page=2#projects$/);
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", "/projects");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/projects\?page=2$/,
    );
    await expect(page.getByRole("heading", { name: "Featured Project" })).toHaveCount(0);

    await page
      .getByRole("navigation", { name: "Filter projects by category" })
      .getByRole("link", { name: "Commercial" })
      .click();
    await expect(page).toHaveURL(/category=Commercial/);
    await expect(page).not.toHaveURL(/page=/);
    await page
      .getByRole("navigation", { name: "Project pages" })
      .getByRole("link", { name: "Next" })
      .click();
    await expect(page).toHaveURL(/\/projects\?category=Commercial&page=2#projects$/);
    await expect(page.getByRole("heading", { name: "Commercial Projects" })).toBeVisible();
    // 13 of the 65 seeded projects are commercial: 12 on page 1, one on page 2.
    await expect(cards).toHaveCount(1);
    for (const card of await page.locator("#projects article").allInnerTexts())
      expect(card.toLowerCase()).toContain("commercial");

    for (const url of ["/projects", "/projects?page=6", "/blog", "/gallery"]) {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect((await response.body()).byteLength, url).toBeLessThan(100 * 1024);
    }
  });

  test("the blog keeps its search across pages", async ({ page }) => {
    await page.goto("/blog");
    await page.getByLabel("Search articles").fill("notes");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText(`${COUNT} articles matching “notes”`)).toBeVisible();
    await page
      .getByRole("navigation", { name: "Article pages" })
      .getByRole("link", { name: "Page 3", exact: true })
      .click();
    await expect(page).toHaveURL(/\/blog\?q=notes&page=3#articles$/);
    await expect(page.getByLabel("Search articles")).toHaveValue("notes");
    await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", "/blog?q=notes&page=4");
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", "/blog?q=notes&page=2");
  });

  test("the gallery pages through its photos", async ({ page }) => {
    await page.goto("/gallery");
    await expect(page.getByTestId("image-count")).toHaveText(String(COUNT));
    const photos = page
      .getByRole("region", { name: "Gallery images" })
      .locator('a[href^="/uploads/"]');
    await expect(photos).toHaveCount(24);
    await page.getByRole("link", { name: "Page 3", exact: true }).click();
    await expect(page).toHaveURL(/\/gallery\?page=3#photos$/);
    await expect(photos).toHaveCount(COUNT - 48);
    await expect(page.locator('link[rel="next"]')).toHaveCount(0);
  });
});

// Last: these delete one item of each kind per run.
for (const javaScriptEnabled of [false, true]) {
  test.describe(`admin delete, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });

    test("deleting from page 3 returns to page 3 of the same list", async ({ page, signIn }) => {
      await signIn();
      // Each run deletes one item of each list, so counts are read, not assumed.
      for (const list of LISTS) {
        await page.goto(`${list.path}?sort=oldest&page=3`);
        const before = await shownTitles(page);
        const victim = before[0];
        if (javaScriptEnabled) {
          page.once("dialog", (dialog) => void dialog.accept());
          await page.getByRole("button", { name: `Delete ${victim}` }).click();
        } else {
          await page.getByRole("button", { name: `Delete ${victim}` }).click();
          await expect(page.getByRole("heading", { level: 1, name: /^Delete / })).toBeVisible();
          await expect(page.getByText(victim)).toBeVisible();
          await page.getByRole("button", { name: "Delete", exact: true }).click();
        }
        await expect(page).toHaveURL(new RegExp(`${list.path}\\?sort=oldest&page=3$`));
        await expect(page.getByRole("button", { name: `Delete ${victim}` })).toHaveCount(0);
        // The page after the redirect may still be arriving when its URL is: wait for every row.
        await expect(page.getByRole("link", { name: /^Edit / })).toHaveCount(20);
        const after = await shownTitles(page);
        expect(after[0]).toBe(before[1]);
      }
    });
  });
}
