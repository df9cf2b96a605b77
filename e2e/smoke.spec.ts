import { expect, test } from "./fixtures";

test("the home page answers with the company name", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Sri Lakshmi Builders/);
});

test("an unknown path answers 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
});
