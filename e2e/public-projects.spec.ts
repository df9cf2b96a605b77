import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ensureSampleContent, publicContent, SAMPLE } from "../test/support/content";
import { PUBLIC_PAGE_SIZE } from "../app/utils/list-params";
import { TEST_SITE_URL } from "../test/support/server";

const COMPANY = "Sri Lakshmi Builders";

test.beforeAll(async ({ server }) => {
  await ensureSampleContent(server.baseURL);
});

const cardsOf = (page: Page) =>
  page
    .getByRole("list")
    .filter({ has: page.getByRole("link", { name: /View Details/ }) })
    .getByRole("listitem");

test.describe("projects without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("lists the newest projects with filters, featured project and closing call to action", async ({
    page,
    baseURL,
  }) => {
    const { projects } = await publicContent(baseURL!);
    const response = await page.goto("/projects");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Our Projects | ${COMPANY}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Projects" })).toBeVisible();

    const featured = page.getByRole("region", { name: "Featured Project" });
    await expect(featured.getByRole("heading", { name: projects[0].title })).toBeVisible();
    await expect(featured.getByRole("link", { name: "View Project Details" })).toHaveAttribute(
      "href",
      `/projects/${projects[0].slug}`,
    );

    // The first page: the newest 12 (e2e/long-lists.spec.ts walks the pages).
    await expect(cardsOf(page)).toHaveCount(Math.min(projects.length, PUBLIC_PAGE_SIZE.projects));
    const filters = page.getByRole("navigation", { name: "Filter projects by category" });
    await expect(filters.getByRole("link", { name: "All" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(filters.getByRole("link", { name: "Commercial" })).toBeVisible();
    await expect(filters.getByRole("link", { name: "Residential" })).toBeVisible();

    const card = cardsOf(page).filter({ hasText: SAMPLE.commercialProject });
    await expect(card.getByText("Marina, Chennai")).toBeVisible();
    await expect(card.getByText("Commercial", { exact: true })).toBeVisible();
    const cover = card.getByRole("img");
    await expect(cover).toHaveAttribute("width", /\d+/);
    await expect(cover).toHaveAttribute("height", /\d+/);
    await expect(cover).toHaveAttribute("srcset", /\.w640\.webp 640w/);

    await expect(page.getByRole("heading", { name: "Ready to Start Your Project?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Us" }).last()).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("filters by category through the URL, ignoring case and spaces", async ({
    page,
    baseURL,
  }) => {
    const { projects } = await publicContent(baseURL!);
    const commercial = projects.filter(
      (project) => project.category.trim().toLowerCase() === "commercial",
    );
    await page.goto("/projects?category=%20COMMERCIAL%20");
    await expect(cardsOf(page)).toHaveCount(Math.min(commercial.length, PUBLIC_PAGE_SIZE.projects));
    await expect(cardsOf(page).filter({ hasText: SAMPLE.residentialProject })).toHaveCount(0);
    await expect(
      page
        .getByRole("navigation", { name: "Filter projects by category" })
        .getByRole("link", { name: "Commercial" }),
    ).toHaveAttribute("aria-current", "page");

    await page
      .getByRole("navigation", { name: "Filter projects by category" })
      .getByRole("link", { name: "Residential" })
      .click();
    await expect(page).toHaveURL(/category=Residential/);
    await expect(cardsOf(page).filter({ hasText: SAMPLE.residentialProject })).toHaveCount(1);
    await expect(cardsOf(page).filter({ hasText: SAMPLE.commercialProject })).toHaveCount(0);
  });

  test("an unknown category shows the empty state with a way back", async ({ page }) => {
    await page.goto("/projects?category=Shipyards");
    await expect(page.getByRole("heading", { name: "No projects found" })).toBeVisible();
    await page.getByRole("link", { name: "View All Projects" }).click();
    await expect(page).toHaveURL(/\/projects(#projects)?$/);
    await expect(cardsOf(page).first()).toBeVisible();
  });

  test("project detail shows the project, share links, other projects and gallery", async ({
    page,
    baseURL,
  }) => {
    const { projects } = await publicContent(baseURL!);
    const project = projects.find((p) => p.title === SAMPLE.commercialProject)!;
    const response = await page.goto(`/projects/${project.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${SAMPLE.commercialProject} | ${COMPANY}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /seven-floor office block/,
    );
    await expect(
      page.getByRole("heading", { level: 1, name: SAMPLE.commercialProject }),
    ).toBeVisible();
    await expect(page.getByText("Marina, Chennai")).toBeVisible();
    await expect(page.getByText("Commercial", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Built in fourteen months.")).toBeVisible();

    const cover = page.locator("article img").first();
    await expect(cover).toHaveAttribute("loading", "eager");
    await expect(cover).toHaveAttribute("fetchpriority", "high");

    const share = page.getByRole("link", { name: /Share on/ });
    await expect(share).toHaveCount(4);
    // Shared links carry the page's public address (SITE_URL), not the address the test reached.
    const pageUrl = encodeURIComponent(`${TEST_SITE_URL}/projects/${project.slug}`);
    for (const link of await share.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      expect(await link.getAttribute("href")).toContain(pageUrl);
    }

    const others = page.getByRole("region", { name: "Other Projects" });
    await expect(others.getByRole("listitem")).toHaveCount(Math.min(3, projects.length - 1));
    await expect(others.getByRole("link", { name: SAMPLE.commercialProject })).toHaveCount(0);
    await expect(others.getByRole("link", { name: /View All Projects/ })).toHaveAttribute(
      "href",
      "/projects",
    );

    const gallery = page.getByRole("region", { name: "Project Gallery" });
    await expect(gallery.getByRole("figure")).toHaveCount(2);
    await expect(gallery.locator("figcaption").first()).toHaveText("The double-height lobby");
    await expect(gallery.getByRole("link").first()).toHaveAttribute(
      "href",
      /^\/uploads\/.+\.webp$/,
    );
  });

  test("an unknown project id answers 404 with a way back", async ({ page }) => {
    const response = await page.goto("/projects/no-such-project");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Project Not Found" }).first()).toBeVisible();
    await page.getByRole("link", { name: "Back to Projects" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Our Projects" })).toBeVisible();
  });
});

test.describe("projects with JavaScript", () => {
  test("filters on the page and opens a project", async ({ page }) => {
    await page.goto("/projects");
    const filters = page.getByRole("navigation", { name: "Filter projects by category" });
    await filters.getByRole("link", { name: "Commercial" }).click();
    await expect(page).toHaveURL(/category=Commercial/);
    await expect(filters.getByRole("link", { name: "Commercial" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(cardsOf(page).filter({ hasText: SAMPLE.residentialProject })).toHaveCount(0);

    await cardsOf(page)
      .filter({ hasText: SAMPLE.commercialProject })
      .getByRole("link", { name: /View Details/ })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: SAMPLE.commercialProject }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${SAMPLE.commercialProject} | ${COMPANY}`);

    await page.getByRole("link", { name: "Back to Projects" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Our Projects" })).toBeVisible();
  });

  test("an unknown project id shows the not-found state", async ({ page }) => {
    const response = await page.goto("/projects/missing-id");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("The project you are looking for does not exist")).toBeVisible();
  });
});
