/**
 * "Set a new first password" on Administrators (docs/product/admin.md#administrators): the way back
 * in for an administrator who forgot their password where the site cannot send mail. The other
 * account is signed out everywhere and must choose its own password at its next sign-in; the audit
 * log records who did it. With JavaScript at 1280 px and without it at 390 px.
 */
import type { Browser } from "@playwright/test";
import { ADMIN_PASSWORD, expect, testWithOwnServer, type SignInOptions } from "./fixtures";

const test = testWithOwnServer(() => ({}));
// Each journey signs in five times; password hashing is slow on purpose.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const FIRST_PASSWORD = "temporary-site-7";
const OWN_PASSWORD = "my-own-choice-8";
const NEW_FIRST_PASSWORD = "given-by-phone-2";
const NEWER_OWN_PASSWORD = "back-in-again-9";

async function journey(
  browser: Browser,
  baseURL: string,
  options: { javaScriptEnabled: boolean; viewport: { width: number; height: number } },
  signIn: (options: SignInOptions) => Promise<void>,
  engineerEmail: string,
) {
  const ownerContext = await browser.newContext({ baseURL, ...options });
  const owner = await ownerContext.newPage();
  await signIn({ page: owner });
  await owner.goto("/administrators");
  await owner.getByLabel("Email").fill(engineerEmail);
  await owner.getByLabel("First password", { exact: true }).fill(FIRST_PASSWORD);
  await owner.getByLabel("Confirm with your password").fill(ADMIN_PASSWORD);
  await owner.getByRole("button", { name: "Add administrator" }).click();
  await expect(owner.getByText(/Administrator added/)).toBeVisible();

  // The engineer chooses their own password and works on the site.
  const engineerContext = await browser.newContext({ baseURL, ...options });
  const engineer = await engineerContext.newPage();
  await signIn({
    page: engineer,
    email: engineerEmail,
    password: FIRST_PASSWORD,
    landsOn: "/change-password",
  });
  await engineer.getByLabel("Current password").fill(FIRST_PASSWORD);
  await engineer.getByLabel("New password", { exact: true }).fill(OWN_PASSWORD);
  await engineer.getByLabel("New password again").fill(OWN_PASSWORD);
  await engineer.getByRole("button", { name: "Save and continue" }).click();
  await expect(engineer).toHaveURL(/\/dashboard$/);

  // They forget it; the owner sets a new first password from their row.
  await owner.goto("/administrators");
  const row = owner
    .getByRole("list", { name: "Administrators" })
    .getByRole("listitem", { name: engineerEmail });
  await row.getByRole("button", { name: `Set a new first password for ${engineerEmail}` }).click();
  await expect(row.getByText(`Set a new first password for ${engineerEmail}?`)).toBeVisible();
  await expect(row.getByLabel("New first password")).toBeFocused();
  await row.getByLabel("New first password").fill(NEW_FIRST_PASSWORD);
  await row.getByLabel("Confirm with your password").fill("not-my-password");
  await row.getByRole("button", { name: `Set the first password of ${engineerEmail}` }).click();
  await expect(row.getByText("That is not your current password.")).toBeVisible();
  await expect(row.getByLabel("Confirm with your password")).toBeFocused();
  await row.getByLabel("New first password").fill(NEW_FIRST_PASSWORD);
  await row.getByLabel("Confirm with your password").fill(ADMIN_PASSWORD);
  await row.getByRole("button", { name: `Set the first password of ${engineerEmail}` }).click();
  await expect(owner.getByText(/New first password set/)).toBeVisible();
  await expect(row).toContainText("has not chosen a password yet");

  // The engineer was signed out; the new first password leads to choosing their own again.
  await engineer.goto("/dashboard");
  await expect(engineer).toHaveURL(/\/login/);
  await signIn({
    page: engineer,
    email: engineerEmail,
    password: NEW_FIRST_PASSWORD,
    landsOn: "/change-password",
  });
  await engineer.getByLabel("Current password").fill(NEW_FIRST_PASSWORD);
  await engineer.getByLabel("New password", { exact: true }).fill(NEWER_OWN_PASSWORD);
  await engineer.getByLabel("New password again").fill(NEWER_OWN_PASSWORD);
  await engineer.getByRole("button", { name: "Save and continue" }).click();
  await expect(engineer).toHaveURL(/\/dashboard$/);

  await owner.goto("/activity?kind=accounts");
  await expect(
    owner.getByText("Set a new first password for an administrator").first(),
  ).toBeVisible();
  await ownerContext.close();
  await engineerContext.close();
}

test("without mail, Forgot password? points to Set a new first password", async ({ page }) => {
  await page.goto("/forgot-password");
  await expect(page.getByText("This website cannot send e-mail")).toBeVisible();
  await expect(
    page.getByText(/Ask another administrator to Set a new first password/),
  ).toBeVisible();
});

test("an administrator sets a new first password for another, who is signed out and must replace it", async ({
  browser,
  baseURL,
  signIn,
}) => {
  await journey(
    browser,
    baseURL!,
    { javaScriptEnabled: true, viewport: { width: 1280, height: 800 } },
    signIn,
    "engineer@example.com",
  );
});

test("the same without JavaScript, on a phone", async ({ browser, baseURL, signIn }) => {
  await journey(
    browser,
    baseURL!,
    { javaScriptEnabled: false, viewport: { width: 390, height: 844 } },
    signIn,
    "site-engineer@example.com",
  );
});
