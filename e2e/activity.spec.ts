/**
 * On a phone (390 px wide): the owner adds an administrator, confirming with their own
 * password (refused without it, the message beside the field and the focus on it, with and
 * without JavaScript), then finds that and their sign-in on the Activity page, opened from the
 * menu.
 */
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, testWithOwnServer } from "./fixtures";

const test = testWithOwnServer(() => ({}));
test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const ENGINEER = "site.engineer@example.com";
/** Adding checks one password and hashes another: two scrypt runs of a good fraction of a second. */
const HASHING = { timeout: 30_000 };
const FIRST_PASSWORD = "temporary-site-7";

test("adding an administrator asks for the owner's password in the form", async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto("/administrators");
  const form = page.locator("#add-admin");
  await form.getByLabel("Email").fill(ENGINEER);
  await form.getByLabel("First password").fill(FIRST_PASSWORD);
  await form.getByRole("button", { name: "Add administrator" }).click();
  const confirm = form.getByLabel("Confirm with your password");
  await expect(form.getByText("Enter your current password to confirm")).toBeVisible();
  await expect(confirm).toBeFocused();

  await confirm.fill("not-my-password");
  await form.getByRole("button", { name: "Add administrator" }).click();
  await expect(form.getByText("That is not your current password.")).toBeVisible(HASHING);
  await expect(confirm).toBeFocused();
  await expect(form.getByLabel("Email")).toHaveValue(ENGINEER);
  await expect(
    page.getByRole("list", { name: "Administrators" }).getByRole("listitem"),
  ).toHaveCount(1);

  await form.getByLabel("First password").fill(FIRST_PASSWORD);
  await confirm.fill(ADMIN_PASSWORD);
  await form.getByRole("button", { name: "Add administrator" }).click();
  await expect(page.getByText(/Administrator added/)).toBeVisible(HASHING);
  await expect(
    page.getByRole("list", { name: "Administrators" }).getByRole("listitem", { name: ENGINEER }),
  ).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test("the Activity page lists who did what, from the menu", async ({ page, signIn }) => {
  await signIn();
  await page.getByRole("button", { name: "Menu" }).or(page.getByLabel("Menu")).first().click();
  await page.locator("#admin-menu").getByRole("link", { name: "Activity" }).click();
  await expect(page).toHaveURL(/\/activity$/);
  await expect(page.getByRole("heading", { name: "Activity" })).toBeVisible();

  const rows = page.getByRole("list", { name: "Activity" }).getByRole("listitem");
  await expect(rows.first()).toContainText("Signed in");
  await expect(rows.first()).toContainText(`By ${ADMIN_EMAIL}`);
  await expect(rows.first()).toContainText("127.0.0.1");
  const added = rows.filter({ hasText: "Added an administrator" });
  await expect(added).toContainText(ENGINEER);
  await added.getByRole("link", { name: ENGINEER }).click();
  await expect(page).toHaveURL(/\/administrators$/);

  await page.goto("/activity?kind=content");
  await expect(page.getByText("Nothing of this kind yet")).toBeVisible();
  await page.getByRole("link", { name: "Accounts and security" }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Accounts and security" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a missing or wrong password comes back beside its field, with the focus there", async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto("/account");
    const form = page.locator("#change-email");
    await form.getByLabel("New e-mail").fill("owner@srilakshmibuilders.in");
    await form.getByRole("button", { name: "Change e-mail" }).click();
    await expect(form.getByText("Enter your current password to confirm")).toBeVisible();
    await expect(form.getByLabel("Confirm with your password")).toBeFocused();
    await expect(form.getByLabel("New e-mail")).toHaveValue("owner@srilakshmibuilders.in");

    await page.goto("/administrators");
    await page.getByRole("button", { name: `Remove ${ENGINEER}` }).click();
    await expect(
      page.getByText(`Remove ${ENGINEER}? They will be signed out everywhere.`),
    ).toBeVisible();
    const confirm = page.getByLabel("Confirm the removal with your password");
    await expect(confirm).toBeFocused();
    await confirm.fill("not-my-password");
    await page.getByRole("button", { name: `Yes, remove ${ENGINEER}` }).click();
    await expect(page.getByText("That is not your current password.")).toBeVisible(HASHING);
    await expect(page.getByLabel("Confirm the removal with your password")).toBeFocused();
    await page.getByLabel("Confirm the removal with your password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: `Yes, remove ${ENGINEER}` }).click();
    await expect(page.getByText(/Administrator removed/)).toBeVisible(HASHING);
  });
});
