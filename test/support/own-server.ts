/**
 * A Playwright `test` whose worker runs its own server with extra settings
 * (for journeys that change configuration or accounts, so the shared
 * server of the other journeys is left as it was).
 */
import { test as base, type Page } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer, type TestServer } from "./server";

export function testWithOwnServer(
  env: () => Promise<Record<string, string>> | Record<string, string>,
) {
  return base.extend<object, { server: TestServer }>({
    server: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const server = await startServer({ seed: false, env: await env() });
        await use(server);
        await server.stop();
      },
      { scope: "worker" },
    ],
    baseURL: async ({ server }, use) => {
      await use(server.baseURL);
    },
  });
}

export async function signInAs(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}
