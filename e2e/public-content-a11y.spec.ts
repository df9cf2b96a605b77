import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ensureSampleContent, publicContent, SAMPLE } from "../test/support/content";

const AXE = path.resolve(import.meta.dirname, "../node_modules/axe-core/axe.min.js");

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
};

async function seriousViolations(page: Page) {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run();
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
}

let pages: { name: string; path: string }[] = [];

test.beforeAll(async ({ server }) => {
  await ensureSampleContent(server.baseURL);
  const { projects, blogs, galleries } = await publicContent(server.baseURL);
  const project = projects.find((p) => p.title === SAMPLE.commercialProject)!;
  const post = blogs.find((b) => b.title === SAMPLE.longPost)!;
  // The demo's house with construction progress (app/demo/demo-content.ts).
  const building = projects.find((p) => p.title === "Kotturpuram Courtyard House")!;
  pages = [
    { name: "projects", path: "/projects" },
    { name: "projects filtered", path: "/projects?category=Commercial" },
    { name: "projects empty", path: "/projects?category=Shipyards" },
    { name: "project", path: `/projects/${project.slug}` },
    { name: "unknown project", path: "/projects/no-such-id" },
    { name: "project with progress", path: `/projects/${building.slug}` },
    { name: "project with progress in Tamil", path: `/ta/projects/${building.slug}` },
    { name: "gallery", path: "/gallery" },
    { name: "gallery album", path: `/gallery/${galleries[0].slug}` },
    { name: "blog", path: "/blog" },
    { name: "blog empty", path: "/blog?q=no-such-words" },
    { name: "blog post", path: `/blog/${post.slug}` },
    { name: "unknown post", path: "/blog/no-such-id" },
  ];
});

test("axe finds no serious or critical problem on the content pages", async ({ page }) => {
  // Cards fade in; with reduced motion they are in place at once, so contrast is measured right.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const problems: Record<string, string[]> = {};
  for (const { name, path: url } of pages) {
    await page.goto(url);
    const found = await seriousViolations(page);
    if (found.length) problems[name] = found;
  }
  await page.goto("/gallery");
  await page.getByRole("region", { name: "Gallery images" }).getByRole("link").first().click();
  await expect(page.getByRole("dialog", { name: "Image viewer" })).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("status")).toHaveCount(0);
  const inLightbox = await seriousViolations(page);
  if (inLightbox.length) problems["gallery lightbox"] = inLightbox;
  expect(problems).toEqual({});
});

test("each page, the sign-in steps included, has exactly one main region", async ({ page }) => {
  const counts: Record<string, number> = {};
  for (const url of [...pages.map((p) => p.path), "/login", "/"]) {
    await page.goto(url);
    counts[url] = await page.getByRole("main").count();
  }
  expect(Object.entries(counts).filter(([, count]) => count !== 1)).toEqual([]);
});

test.describe("at 375 px wide", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled });

      test("no content page scrolls sideways", async ({ page }) => {
        const wide: string[] = [];
        for (const { name, path: url } of pages) {
          await page.goto(url);
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          if (width > 375) wide.push(`${name}: ${width}px`);
        }
        expect(wide).toEqual([]);
      });
    });
  }
});
