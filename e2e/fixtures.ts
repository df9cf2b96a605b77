/**
 * The Playwright `test` of the journeys: a server per worker, and the one way
 * they sign in (the sign-in form, as a person does).
 */
import { test as base, expect, type Page } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer, type TestServer } from "../test/support/server";

export type SignInOptions = {
  /** Another page than the test's own (a second browser context, say). */
  page?: Page;
  email?: string;
  password?: string;
  /** The path the account lands on: the dashboard, or /change-password for a first password. */
  landsOn?: string;
};

type WorkerFixtures = { server: TestServer };
type TestFixtures = {
  /** Signs in through /login (the test administrator unless told) and waits to land. */
  signIn: (options?: SignInOptions) => Promise<void>;
};

/** Fills the sign-in form the page shows and submits it; resolves once the click is done. */
export async function fillSignIn(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function signInOn(page: Page, options: SignInOptions = {}) {
  const { email, password, landsOn = "/dashboard" } = options;
  await page.goto("/login");
  await fillSignIn(page, email, password);
  await page.waitForURL((url) => url.pathname === landsOn);
}

/** A `test` whose worker runs the server `start` gives, with the sign-in fixture. */
function testWithServer(start: () => Promise<TestServer>) {
  return base.extend<TestFixtures, WorkerFixtures>({
    server: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const server = await start();
        await use(server);
        await server.stop();
      },
      { scope: "worker" },
    ],
    baseURL: async ({ server }, use) => {
      await use(server.baseURL);
    },
    signIn: async ({ page }, use) => {
      await use((options) => signInOn(options?.page ?? page, options));
    },
  });
}

/**
 * Each worker gets its own server with a fresh database (demo content
 * seeded) and upload folder; tests create what else they need.
 */
export const test = testWithServer(() => startServer({ seed: true }));

/**
 * A `test` whose worker runs its own server without demo content and with extra settings
 * (for journeys that change configuration or accounts, so the shared server of the other
 * journeys is left as it was).
 */
export function testWithOwnServer(
  env: () => Promise<Record<string, string>> | Record<string, string>,
) {
  return testWithServer(async () => startServer({ seed: false, env: await env() }));
}

export { expect, ADMIN_EMAIL, ADMIN_PASSWORD };
