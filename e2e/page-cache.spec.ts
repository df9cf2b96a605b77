/**
 * The page cache (docs/decisions/021-public-page-cache.md) in the browser: a page served from the cache still runs its
 * own script (allowed by hash) and still blocks a script injected
 * into its bytes; an owner who signs in never gets the visitor's copy.
 */
import { expect, test } from "./fixtures";

const INJECTED = `<script>window.__injected = "ran"</script>`;

test("a cached page runs its own scripts and blocks an injected inline script", async ({
  page,
  request,
}) => {
  // Fill the cache, then check the browser gets the cached copy.
  await request.get("/projects");
  const cached = await request.get("/projects");
  expect(cached.headers()["cache-control"]).toMatch(/s-maxage=\d+/);

  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  // Stored markup that slipped into the cached bytes: the same headers (CSP), one more script.
  await page.route("**/projects", async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace("</body>", `${INJECTED}</body>`);
    await route.fulfill({ response, body });
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __blocked: string[] }).__blocked ??= [];
      (window as unknown as { __blocked: string[] }).__blocked.push(event.violatedDirective);
    });
  });

  const response = await page.goto("/projects");
  expect(response!.headers()["content-security-policy"]).toContain("'sha256-");
  // The page's own script ran (it loads through the hashed inline loader): the header turns
  // white once the page scrolls.
  const header = page.locator("#site-header");
  await expect(header).toHaveAttribute("data-solid", "false");
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveAttribute("data-solid", "true");

  expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBe(
    undefined,
  );
  const blocked = await page.evaluate(
    () => (window as unknown as { __blocked?: string[] }).__blocked,
  );
  expect(blocked).toContain("script-src-elem");
  expect(violations.length).toBeGreaterThan(0);
});

test("an owner who signs in sees their own header, not the visitor's cached page", async ({
  page,
  signIn,
}) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  await signIn();
  // Wide enough for the full navigation with the Dashboard link.
  await page.setViewportSize({ width: 1536, height: 800 });
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Dashboard" }).first()).toBeVisible();
});

test("a cached page raises no CSP violation of its own", async ({ page, request }) => {
  await request.get("/gallery");
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/gallery");
  expect(response!.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});
