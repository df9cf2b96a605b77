import type { Browser } from "@playwright/test";
import { createProject } from "../test/support/content";
import { startServer } from "../test/support/server";
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, fillSignIn, test } from "./fixtures";
import { watchElement } from "./support/watch-element";

const INVALID = "Invalid email or password. Please try again.";

/** Every admin screen; the form screens belong to the admin forms work. */
const ADMIN_PATHS = [
  "/dashboard",
  "/manage-projects",
  "/manage-gallery",
  "/manage-blogs",
  "/addprojects",
  "/addgallery",
  "/addblogs",
  "/edit-project/x",
  "/edit-gallery/x",
  "/edit-blog/x",
  "/manage-projects/x/delete",
  "/manage-gallery/x/delete",
  "/manage-blogs/x/delete",
];

for (const javaScriptEnabled of [true, false]) {
  test.describe(`sign-in with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the sign-in form has its fields, the help link and the button", async ({ page }) => {
      const response = await page.goto("/login");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle("Sign In | Sri Lakshmi Builders");
      await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
      await expect(page.getByLabel("Email")).toHaveAttribute("required", "");
      await expect(page.getByLabel("Password")).toHaveAttribute("required", "");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

      await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
      // This server sends no mail: the page says who can set a new password instead.
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(page.getByText("This website cannot send e-mail")).toBeVisible();
    });

    test("a wrong password shows the message and keeps the e-mail", async ({ page }) => {
      await page.goto("/login");
      await fillSignIn(page, ADMIN_EMAIL, "not-the-password");
      await expect(page.getByRole("alert")).toHaveText(INVALID);
      await expect(page.getByLabel("Email")).toHaveValue(ADMIN_EMAIL);
      await expect(page.getByLabel("Password")).toHaveValue("");
      // Ready for the next try: the password field has the focus.
      await expect(page.getByLabel("Password")).toBeFocused();
      await expect(page).toHaveURL(/\/login$/);

      // An unknown account gets the very same answer.
      await fillSignIn(page, "someone@example.com", ADMIN_PASSWORD);
      await expect(page.getByRole("alert")).toHaveText(INVALID);
      await expect(page.getByLabel("Email")).toHaveValue("someone@example.com");
    });

    test("an admin page without a session sends the visitor to sign in and back", async ({
      page,
    }) => {
      await page.goto("/manage-blogs");
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmanage-blogs$/);
      await fillSignIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
      await expect(page).toHaveURL(/\/manage-blogs$/);
      await expect(page.getByRole("heading", { level: 1, name: "Manage Blogs" })).toBeVisible();

      // Signed in, /login itself goes to the dashboard.
      await page.goto("/login");
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test("sign-in never follows a redirect to another site", async ({ page }) => {
      await page.goto("/login?redirectTo=%2F%2Fevil.example%2F");
      await fillSignIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test("logout ends the session, and the old cookie no longer opens the admin area", async ({
      page,
      signIn,
      browser,
      baseURL,
    }) => {
      // Its own session: the logout ends it.
      await signIn({ throughForm: true });
      const cookies = await page.context().cookies();
      expect(cookies.some((cookie) => cookie.name === "__session" && cookie.httpOnly)).toBe(true);

      await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.goto("/dashboard");
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);

      // Replaying the cookie from before the logout is refused too.
      const replay = await browser.newContext({ baseURL, javaScriptEnabled });
      await replay.addCookies(cookies);
      const replayPage = await replay.newPage();
      await replayPage.goto("/dashboard");
      await expect(replayPage).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
      await replay.close();
    });
  });
}

test("the button says 'Logging in...' while the sign-in is under way", async ({ page }) => {
  // Reported by the page itself: Playwright cannot query it while the next document is held.
  const busy = await watchElement(
    page,
    "main form button[type=submit]",
    (button) => button.disabled,
  );
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/login",
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  await page.goto("/login");
  // Not awaited: its click waits for the document it asked for, which is held back.
  const clicked = fillSignIn(page);
  expect((await busy.seen).text).toBe("Logging in...");
  release();
  await clicked;
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("every admin path answers a redirect to sign-in without a session", async ({ request }) => {
  for (const path of ADMIN_PATHS) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()["location"], path).toBe(
      `/login?${new URLSearchParams({ redirectTo: path })}`,
    );
  }
});

test("GET /logout does not sign out", async ({ page, signIn }) => {
  await signIn();
  await page.goto("/logout");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/manage-projects");
  await expect(page).toHaveURL(/\/manage-projects$/);
});

test("a delete posted without a session changes nothing", async ({ request }) => {
  const id = await createProject(request, "Anna Nagar Duplex");
  for (const body of [{ confirmed: "yes" }, { confirmed: "" }] as Record<string, string>[]) {
    const response = await request.post(`/manage-projects/${id}/delete`, {
      form: body,
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toMatch(/^\/login\?redirectTo=/);
  }
  expect((await request.get(`/api/projects/${id}`)).status()).toBe(200);
});

/**
 * Five failed sign-ins block the account from this address for a while, the
 * correct password included. Runs on a server of its own so the block does
 * not lock the other journeys out.
 */
async function expectBlockedAfterFiveFailures(browser: Browser, javaScriptEnabled: boolean) {
  const server = await startServer();
  try {
    const context = await browser.newContext({ baseURL: server.baseURL, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/login");
    const signInAnswer = async (password: string) => {
      const answer = page.waitForResponse(
        (response) => response.request().method() === "POST" && response.url().includes("/login"),
      );
      await fillSignIn(page, ADMIN_EMAIL, password);
      return answer;
    };
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signInAnswer(`wrong-${attempt}`)).status()).toBe(401);
      await expect(page.getByRole("alert")).toHaveText(INVALID);
    }

    const response = await signInAnswer(ADMIN_PASSWORD);
    expect(response.status()).toBe(429);
    const retryAfter = Number(response.headers()["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    await expect(page.getByRole("alert")).toContainText("Too many failed sign-in attempts");
    await expect(page.getByLabel("Email")).toHaveValue(ADMIN_EMAIL);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login/);
    await context.close();
  } finally {
    await server.stop();
  }
}

test("five failed sign-ins answer 429 with Retry-After (JavaScript on)", async ({ browser }) => {
  await expectBlockedAfterFiveFailures(browser, true);
});

test("five failed sign-ins answer 429 with Retry-After (JavaScript off)", async ({ browser }) => {
  await expectBlockedAfterFiveFailures(browser, false);
});
