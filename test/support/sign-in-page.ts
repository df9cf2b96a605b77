/** Signs a browser page in through the /login form as the test administrator (for benchmarks). */
import type { Page } from "playwright-core";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./server";

/** `loginUrl`: "/login" where the context has a baseURL, the full address where it has none. */
export async function signInPage(page: Page, loginUrl = "/login") {
  await page.goto(loginUrl);
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
}
