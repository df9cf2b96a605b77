/**
 * The Account and Administrators screens (docs/product/overview.md). A password change ends the
 * other sessions; a second administrator must replace the first password, and can be removed; the
 * last administrator cannot be.
 */
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, testWithOwnServer } from "./fixtures";

const test = testWithOwnServer(() => ({}));
test.describe.configure({ mode: "serial" });

const NEW_OWNER_PASSWORD = "granite-kitchen-42";
const ENGINEER = "engineer@example.com";
const FIRST_PASSWORD = "temporary-site-7";
const ENGINEER_PASSWORD = "my-own-choice-8";

test("changing the password ends the other sessions and API tokens", async ({
  browser,
  baseURL,
  signIn,
}) => {
  const laptop = await browser.newContext({ baseURL });
  const phone = await browser.newContext({
    baseURL,
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  });
  const here = await laptop.newPage();
  const other = await phone.newPage();
  await signIn({ page: here });
  await signIn({ page: other });
  const login = await here.request.post("/api/login", {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: { "User-Agent": "curl/8.5.0" },
  });
  const { token } = await login.json();

  await here.goto("/account");
  const sessions = here.getByRole("list", { name: "Sessions and tokens" });
  await expect(sessions.getByRole("listitem")).toHaveCount(3);
  await expect(
    sessions.getByRole("listitem", { name: "Browser: Chrome on Android" }),
  ).toBeVisible();
  await expect(sessions.getByRole("listitem", { name: "API token: curl" })).toContainText(
    "last seen Just now",
  );
  await expect(sessions.getByText("This browser")).toHaveCount(1);

  // A wrong current password and a weak new one are refused with the rules' own words.
  await here.getByLabel("Current password").fill("not-my-password");
  await here.getByLabel("New password", { exact: true }).fill(NEW_OWNER_PASSWORD);
  await here.getByLabel("New password again").fill(NEW_OWNER_PASSWORD);
  await here.getByRole("button", { name: "Change password" }).click();
  await expect(here.getByText("The current password is not correct.")).toBeVisible();
  await here.getByLabel("Current password").fill(ADMIN_PASSWORD);
  await here.getByLabel("New password", { exact: true }).fill("password123");
  await here.getByLabel("New password again").fill("password123");
  await here.getByRole("button", { name: "Change password" }).click();
  await expect(here.getByText("That password is too common; choose another.")).toBeVisible();

  await here.getByLabel("Current password").fill(ADMIN_PASSWORD);
  await here.getByLabel("New password", { exact: true }).fill(NEW_OWNER_PASSWORD);
  await here.getByLabel("New password again").fill(NEW_OWNER_PASSWORD);
  await here.getByRole("button", { name: "Change password" }).click();
  await expect(here.getByText(/Your password was changed/)).toBeVisible();
  await expect(sessions.getByRole("listitem")).toHaveCount(1);

  await other.goto("/dashboard");
  await expect(other).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  const refused = await here.request.post("/api/logout", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(401);
  await here.goto("/dashboard");
  await expect(here).toHaveURL(/\/dashboard$/);
  await laptop.close();
  await phone.close();
});

test("a second administrator must choose a password first, then can be removed", async ({
  browser,
  baseURL,
  signIn,
}) => {
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  await signIn({ page: owner, password: NEW_OWNER_PASSWORD });
  await owner.goto("/administrators");
  await owner.getByLabel("Email").fill(ENGINEER);
  await owner.getByLabel("First password").fill(FIRST_PASSWORD);
  await owner.getByLabel("Confirm with your password").fill(NEW_OWNER_PASSWORD);
  await owner.getByRole("button", { name: "Add administrator" }).click();
  await expect(owner.getByText(/Administrator added/)).toBeVisible();
  const admins = owner.getByRole("list", { name: "Administrators" });
  await expect(admins.getByRole("listitem", { name: ENGINEER })).toContainText(
    "has not chosen a password yet",
  );

  // The engineer signs in: every admin page sends them to the change screen first.
  const engineerContext = await browser.newContext({ baseURL });
  const engineer = await engineerContext.newPage();
  await signIn({
    page: engineer,
    email: ENGINEER,
    password: FIRST_PASSWORD,
    landsOn: "/change-password",
  });
  await expect(engineer).toHaveURL(/\/change-password$/);
  for (const path of ["/dashboard", "/enquiries", "/account", "/manage-projects"]) {
    await engineer.goto(path);
    await expect(engineer).toHaveURL(/\/change-password$/);
  }
  const api = await engineer.request.post("/api/login", {
    data: { email: ENGINEER, password: FIRST_PASSWORD },
  });
  expect(api.status()).toBe(403);

  await engineer.getByLabel("Current password").fill(FIRST_PASSWORD);
  await engineer.getByLabel("New password", { exact: true }).fill(ENGINEER_PASSWORD);
  await engineer.getByLabel("New password again").fill(ENGINEER_PASSWORD);
  await engineer.getByRole("button", { name: "Save and continue" }).click();
  await expect(engineer).toHaveURL(/\/dashboard$/);
  await expect(engineer.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  // The owner removes the engineer, who is signed out at once.
  await owner.reload();
  await expect(admins.getByRole("listitem", { name: ENGINEER })).not.toContainText(
    "has not chosen",
  );
  // Removing asks on the page, for the owner's password.
  await admins.getByRole("button", { name: `Remove ${ENGINEER}` }).click();
  await owner.getByLabel("Confirm the removal with your password").fill(NEW_OWNER_PASSWORD);
  await owner.getByRole("button", { name: `Yes, remove ${ENGINEER}` }).click();
  await expect(owner.getByText(/Administrator removed/)).toBeVisible();
  await expect(admins.getByRole("listitem")).toHaveCount(1);
  await engineer.goto("/dashboard");
  await expect(engineer).toHaveURL(/\/login/);
  await ownerContext.close();
  await engineerContext.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the last administrator cannot be removed", async ({ page, signIn }) => {
    await signIn({ password: NEW_OWNER_PASSWORD });
    await page.goto("/administrators");
    await page.getByRole("button", { name: `Remove ${ADMIN_EMAIL}` }).click();
    await expect(page.getByText("Remove your own account? You will be signed out.")).toBeVisible();
    await page.getByLabel("Confirm the removal with your password").fill(NEW_OWNER_PASSWORD);
    await page.getByRole("button", { name: `Yes, remove ${ADMIN_EMAIL}` }).click();
    await expect(
      page.getByText("The last administrator cannot be removed: add another administrator first."),
    ).toBeVisible();
    await page.goto("/account");
    await expect(page.getByText(`Signed in as ${ADMIN_EMAIL}.`)).toBeVisible();
  });
});
