/**
 * The Playwright `test` of the journeys: a server per worker, and the one way
 * they sign in (the sign-in form, as a person does). On the shared demo server
 * the administrator's session is signed in through that form once per worker and
 * then reused (see `signIn`): each form sign-in costs a deliberately slow password
 * hash, and most journeys only need to be signed in.
 */
import { test as base, expect, type Cookie, type Page } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer, type TestServer } from "../test/support/server";

export type SignInOptions = {
  /** Another page than the test's own (a second browser context, say). */
  page?: Page;
  email?: string;
  password?: string;
  /** The path the account lands on: the dashboard, or /change-password for a first password. */
  landsOn?: string;
  /**
   * Sign in through the form into a session of the test's own, never the worker's shared one
   * (for a test that ends the session it gets, or looks at what the sign-in itself did).
   */
  throughForm?: boolean;
};

/** The test administrator's session cookie on the worker's server, once signed in. */
type SharedSession = { cookies: Cookie[] | undefined };
type WorkerFixtures = { server: TestServer; sharedSession: SharedSession };
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

/**
 * Opens the dashboard in `page` with the worker's administrator session, as `signInOn` leaves
 * it. The session is made through the form the first time, and again whenever a journey has
 * ended it (the dashboard then sends the page to /login, where the form is filled).
 */
async function signInWithSharedSession(page: Page, shared: SharedSession) {
  if (shared.cookies) await page.context().addCookies(shared.cookies);
  await page.goto("/dashboard");
  if (new URL(page.url()).pathname !== "/dashboard") {
    await fillSignIn(page);
    await page.waitForURL((url) => url.pathname === "/dashboard");
  }
  const cookies = await page.context().cookies();
  shared.cookies = cookies.filter((cookie) => cookie.name === "__session");
}

/**
 * A `test` whose worker runs the server `start` gives, with the sign-in fixture.
 * `shareSession`: `signIn()` of the test administrator reuses one session per worker.
 */
function testWithServer(start: () => Promise<TestServer>, shareSession: boolean) {
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
    sharedSession: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        await use({ cookies: undefined });
      },
      { scope: "worker" },
    ],
    baseURL: async ({ server }, use) => {
      await use(server.baseURL);
    },
    signIn: async ({ page, sharedSession }, use) => {
      await use(async (options = {}) => {
        const { page: other, email, password, landsOn, throughForm } = options;
        const plain = !other && !email && !password && !landsOn && !throughForm;
        if (shareSession && plain) await signInWithSharedSession(page, sharedSession);
        else await signInOn(other ?? page, options);
      });
    },
  });
}

/**
 * Each worker gets its own server with a fresh database (demo content
 * seeded) and upload folder; tests create what else they need.
 */
export const test = testWithServer(() => startServer({ seed: true }), true);

/**
 * A `test` whose worker runs its own server without demo content and with extra settings
 * (for journeys that change configuration or accounts, so the shared server of the other
 * journeys is left as it was). Its journeys sign in through the form every time: they change
 * accounts and sessions.
 */
export function testWithOwnServer(
  env: () => Promise<Record<string, string>> | Record<string, string>,
) {
  return testWithServer(async () => startServer({ seed: false, env: await env() }), false);
}

export { expect, ADMIN_EMAIL, ADMIN_PASSWORD };
