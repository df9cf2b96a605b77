import { test as base, expect, type Page } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer, type TestServer } from "../test/support/server";

type WorkerFixtures = { server: TestServer };
type TestFixtures = { signIn: (page?: Page) => Promise<void> };

/**
 * Each worker gets its own server with a fresh database (demo content
 * seeded) and upload folder; tests create what else they need.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ seed: true });
      await use(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
  signIn: async ({ page }, use) => {
    await use(async (target = page) => {
      await target.goto("/login");
      await target.getByLabel("Email").fill(ADMIN_EMAIL);
      await target.getByLabel("Password").fill(ADMIN_PASSWORD);
      await target.getByRole("button", { name: "Sign In" }).click();
      await target.waitForURL("**/dashboard");
    });
  },
});

export { expect, ADMIN_EMAIL, ADMIN_PASSWORD };
