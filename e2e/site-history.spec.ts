/**
 * The pages' own content keeps the owner's work like the other editors do
 * (docs/product/admin-forms.md#work-kept-on-the-device, docs/product/admin-forms.md#history), at
 * 390 px: a headline typed and not saved is offered back after a reload, a save clears it, and the
 * History's Restore brings the earlier headline back on the home page. A save made offline, after
 * the session ended or failed by the server says so and keeps the form.
 */
import { expect, fillSignIn, testWithOwnServer } from "./fixtures";

const test = testWithOwnServer(() => ({}));
test.use({ viewport: { width: 390, height: 844 } });

const OFFER = /^Restore what you typed at \d{1,2}:\d{2} [ap]m\?$/;
const HEADLINE = "Homes built to last in Tambaram and beyond";

test("a section editor offers back what was typed, a save clears it, and History restores the old headline", async ({
  page,
  signIn,
}) => {
  await signIn();
  // Reloading an edited form asks first (docs/product/admin-forms.md#admin-feedback): the journey
  // leaves.
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto("/site-content/home");
  const headline = page.getByLabel("Headline");
  const before = await headline.inputValue();
  await headline.fill(HEADLINE);
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("kept-work:/site-content/home")))
    .toContain(HEADLINE);

  await page.reload();
  await expect(page.getByLabel("Headline")).toHaveValue(before);
  const offer = page.getByRole("region", { name: OFFER });
  await expect(offer).toBeInViewport();
  await offer.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByLabel("Headline")).toHaveValue(HEADLINE);
  await expect(page.getByText(/is back\. Save to keep it\./)).toBeVisible();

  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByText("Home page saved. The site shows it now.")).toBeVisible();
  await expect(page.getByLabel("Headline")).toHaveValue(HEADLINE);
  await page.reload();
  await expect(page.getByRole("region", { name: OFFER })).toHaveCount(0);
  expect(
    await page.evaluate(() => window.localStorage.getItem("kept-work:/site-content/home")),
  ).toBeNull();

  const history = page.getByRole("list", { name: "Saved versions" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText("Changed: Headline");
  await history.getByRole("button", { name: /^Restore the version of / }).click();
  await expect(page.getByText(/is now the current one/)).toBeVisible();
  await expect(page.getByLabel("Headline")).toHaveValue(before);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(before);
});

test("a save made offline says so and keeps the form; back online, it saves", async ({
  page,
  context,
  signIn,
}) => {
  await signIn();
  await page.goto("/site-content/home");
  await page.getByLabel("Badge").fill("Building since 2010");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(
    page.getByText(
      "You are offline: your text is kept on this phone; save again when you are back online.",
    ),
  ).toBeInViewport();
  await expect(page.getByLabel("Badge")).toHaveValue("Building since 2010");
  await context.setOffline(false);
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByText("Home page saved. The site shows it now.")).toBeVisible();
  await expect(page.getByLabel("Badge")).toHaveValue("Building since 2010");
});

test("a save after the session ended says so and keeps the form; signed in again in a new tab, it saves", async ({
  page,
  context,
  signIn,
}) => {
  await signIn();
  await page.goto("/site-content/home");
  await page.getByLabel("Badge").fill("Trusted since 2010");
  await context.clearCookies();
  await page.getByRole("button", { name: "Save and publish" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(
    "You were signed out: sign in again in the new tab, then save again here.",
  );
  await expect(alert).toBeInViewport();
  await expect(page).toHaveURL(/\/site-content\/home$/);
  await expect(page.getByLabel("Badge")).toHaveValue("Trusted since 2010");

  const [signInTab] = await Promise.all([
    context.waitForEvent("page"),
    alert.getByRole("link", { name: "Sign in (opens a new tab)" }).click(),
  ]);
  await fillSignIn(signInTab);
  await signInTab.waitForURL((url) => url.pathname === "/site-content/home");
  await signInTab.close();
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByText("Home page saved. The site shows it now.")).toBeVisible();
  await expect(page.getByLabel("Badge")).toHaveValue("Trusted since 2010");
});

test("a save the server fails says so and keeps the form; the next save goes through", async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto("/site-content/home");
  await page.getByLabel("Badge").fill("Chennai builders since 2010");
  // The server fails this one save, as a full disk or a crash would.
  let failed = false;
  await page.route("**/site-content/home", async (route) => {
    if (route.request().method() !== "POST" || failed) return route.continue();
    failed = true;
    await route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Server error</h1>" });
  });
  await page.getByRole("button", { name: "Save and publish" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(
    "The save failed on the server. Your text is still here and kept on this phone: try saving again in a moment.",
  );
  await expect(alert).toBeInViewport();
  await expect(page.getByLabel("Badge")).toHaveValue("Chennai builders since 2010");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByText("Home page saved. The site shows it now.")).toBeVisible();
  await expect(page.getByLabel("Badge")).toHaveValue("Chennai builders since 2010");
});

test("Settings: History restores the earlier phone into the form and onto the site", async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto("/settings");
  const before = await page.getByLabel(/^Phone/).inputValue();
  await page.getByLabel(/^Phone/).fill("+91 44 2441 7788");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved. The website shows them now.")).toBeVisible();
  const history = page.getByRole("list", { name: "Saved versions" });
  await expect(history.getByRole("listitem").first()).toContainText("Changed: Phone");
  await history.getByRole("button", { name: /^Restore the version of / }).click();
  await expect(page.getByText(/is now the current one/)).toBeVisible();
  await expect(page.getByLabel(/^Phone/)).toHaveValue(before);
  await page.goto("/contact");
  await expect(page.getByRole("contentinfo")).toContainText(before);
});
