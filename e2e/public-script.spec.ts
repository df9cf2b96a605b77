/**
 * Public pages are whole documents with one small script of enhancements and
 * no React in the browser (docs/decisions/030-public-pages-without-hydration.md);
 * the administrator's pages still run as a React Router app.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const PUBLIC_PATHS = ["/", "/about-us", "/projects", "/gallery", "/blog", "/contact", "/login"];

/** Every script the page requested, by path. */
function recordScripts(page: Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

for (const path of PUBLIC_PATHS) {
  test(`${path} loads only the enhancement script, not the React app`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/)]);
    expect(
      await page.evaluate(
        () => "__reactRouterContext" in window || "__reactRouterManifest" in window,
      ),
    ).toBe(false);
  });
}

test("the enhancement script is small and cached for a year", async ({ page, request }) => {
  const scripts = recordScripts(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const response = await request.get(scripts[0], { headers: { "Accept-Encoding": "gzip" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("immutable");
  // Uncompressed; about 4.5 KB gzip (docs/benchmarks.md).
  expect((await response.body()).length).toBeLessThan(20_000);
});

test("the administrator's pages still run the React Router app", async ({ page, signIn }) => {
  await signIn();
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
  // A client-side navigation: the page is not loaded again.
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.getByRole("link", { name: "Projects", exact: true }).first().click();
  await expect(page).toHaveURL(/\/manage-projects$/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
});

test("logging out from the admin app lands on a whole sign-in page with its script", async ({
  page,
  signIn,
}) => {
  // Its own session: logging out ends it.
  await signIn({ throughForm: true });
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  const scripts = recordScripts(page);
  await page.getByRole("button", { name: "Logout" }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("heading", { name: "Sign in to manage your website" })).toBeVisible();
  // Loaded as a document (the admin app's marker is gone), with the public pages' script.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __marker?: number }).__marker))
    .toBeUndefined();
  await expect.poll(() => scripts.some((path) => path.startsWith("/assets/enhance-"))).toBe(true);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
});
