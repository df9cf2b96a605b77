/**
 * Empty and failure states of the content pages, on a server of their own:
 * first with no content at all, then with the content tables made unreadable
 * so every loader fails.
 */
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { apiToken, createProjectApi, makePng, send } from "../test/support/api";
import { startServer, type TestServer } from "../test/support/server";

let server: TestServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startServer({ seed: false });
});

test.afterAll(async () => {
  await server?.stop();
});

test.describe("empty content", () => {
  test.use({ javaScriptEnabled: false });

  test("projects, blog and gallery say there is nothing yet", async ({ page }) => {
    await page.goto(`${server.baseURL}/projects`);
    await expect(page.getByRole("heading", { name: "No projects found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View All Projects" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Featured Project" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Ready to Start Your Project?" })).toBeVisible();

    await page.goto(`${server.baseURL}/projects?category=Commercial`);
    await expect(page.getByRole("heading", { name: "No projects found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View All Projects" })).toBeVisible();

    await page.goto(`${server.baseURL}/blog`);
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Featured Article" })).toHaveCount(0);

    await page.goto(`${server.baseURL}/gallery`);
    await expect(page.getByRole("heading", { name: "No images found" })).toBeVisible();
    await expect(page.getByText("No images available in the gallery")).toBeVisible();
    const counts = page.locator("dd");
    await expect(counts).toHaveText(["0", "0"]);
  });
});

test.describe("failed loads", () => {
  test.beforeAll(async () => {
    // The page cache still holds the empty pages above. Only a write that changes content
    // drops it (docs/decisions/021-public-page-cache.md): a project created and deleted
    // through the API, before the tables change behind the server's back.
    const token = await apiToken(server.baseURL);
    const created = await createProjectApi(server.baseURL, token, {
      title: "Made to drop the page cache",
      category: "Residential",
      coverImage: await makePng(),
    });
    expect(created.status).toBe(201);
    const { project } = (await created.json()) as { project: { _id: string } };
    const deleted = await send(server.baseURL, "DELETE", `/api/projects/${project._id}`, { token });
    expect(deleted.status).toBeLessThan(300);

    const db = new Database(server.databasePath);
    db.pragma("busy_timeout = 5000");
    for (const table of ["projects", "blogs", "galleries"]) {
      db.exec(`ALTER TABLE ${table} RENAME TO ${table}_unreadable`);
    }
    db.close();
  });

  const cases = [
    { path: "/projects", message: "Failed to load projects. Please try again." },
    { path: "/projects/some-id", message: "Failed to load project. Please try again." },
    { path: "/blog", message: "Failed to load blogs. Please try again." },
    { path: "/blog/some-id", message: "Failed to load blog. Please try again." },
    { path: "/gallery", message: "Failed to load gallery images. Please try again." },
  ];

  for (const javaScriptEnabled of [false, true]) {
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled });

      for (const { path, message } of cases) {
        test(`${path} shows '${message}' with Try Again`, async ({ page }) => {
          const response = await page.goto(`${server.baseURL}${path}`);
          expect(response?.status()).toBe(500);
          const alert = page.getByRole("alert").filter({ hasText: message });
          await expect(alert).toBeVisible();
          await expect(alert.getByRole("heading", { name: "Error" })).toBeVisible();
          const retry = alert.getByRole("link", { name: "Try Again" });
          await expect(retry).toHaveAttribute("href", path);
          // Try Again loads the page afresh (and fails again here).
          const [again] = await Promise.all([
            page.waitForResponse((r) => r.url() === `${server.baseURL}${path}`),
            retry.click(),
          ]);
          expect(again.status()).toBe(500);
          await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
        });
      }
    });
  }
});
