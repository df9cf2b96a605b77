/**
 * Two-factor sign-in on a phone-sized screen: the owner sets it up from Account (QR code, key,
 * confirming code, recovery codes shown once), then signs in with the code step, with JavaScript
 * and without it.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, testWithOwnServer } from "./fixtures";
import { appCode, wrongAppCode } from "../test/support/totp";

const test = testWithOwnServer(() => ({}));
test.describe.configure({ mode: "serial" });

const PHONE = { width: 390, height: 844 };
/** Screenshots of the new screens, for a person to look at (not compared). */
const SHOTS = path.resolve(import.meta.dirname, "../test-results/two-factor");

let secret = "";
let recoveryCodes: string[] = [];

async function phonePage(browser: Browser, baseURL: string | undefined, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, javaScriptEnabled });
  return context.newPage();
}

async function passwordStep(page: Page, redirectTo: string) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/login/two-factor");
}

test("the owner turns on two-factor sign-in from Account on a phone", async ({
  browser,
  baseURL,
  signIn,
}) => {
  const page = await phonePage(browser, baseURL);
  await signIn({ page });
  await page.goto("/account");
  await expect(page.getByText("Off: sign-in asks for your password only.")).toBeVisible();
  await page.getByRole("link", { name: "Set up two-factor sign-in" }).click();
  await expect(page).toHaveURL(/\/account\/two-factor$/);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in", level: 1 })).toBeVisible();

  const qr = page.getByRole("img", { name: "QR code for your authenticator app" });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  secret = (await page.getByLabel("Setup key").innerText()).replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  // On the one phone the owner has: the app opens from a link, and the key copies in one tap.
  const appLink = page.getByRole("link", { name: "Open in your authenticator app" });
  const otpauth = new URL((await appLink.getAttribute("href"))!);
  expect(otpauth.protocol).toBe("otpauth:");
  expect(otpauth.host).toBe("totp");
  expect(otpauth.searchParams.get("secret")).toBe(secret);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy the key" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, "setup-390.png"), fullPage: true });

  const code = page.getByLabel("Code from the app");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await code.fill(await wrongAppCode(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByText("That code does not match.")).toBeVisible();
  await expect(code).toHaveAttribute("aria-invalid", "true");

  // The previous step's code: the next two are left for the sign-ins below.
  await code.fill(await appCode(secret, -1));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByText("Two-factor sign-in is on.")).toBeVisible();
  const list = page.getByRole("list", { name: "Recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  recoveryCodes = await list.getByRole("listitem").allInnerTexts();
  // Kept off the screen in one tap: a file to download, or the clipboard.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download as a file" }).click();
  const file = await (await download).path();
  const saved = fs.readFileSync(file, "utf8");
  for (const recoveryCode of recoveryCodes) expect(saved).toContain(recoveryCode);
  await page.getByRole("button", { name: "Copy the codes" }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  for (const recoveryCode of recoveryCodes) expect(copied).toContain(recoveryCode);
  await page.screenshot({ path: path.join(SHOTS, "recovery-codes-390.png"), fullPage: true });

  await page.getByRole("link", { name: "I have saved them" }).click();
  await expect(page.getByText(/^On: sign-in asks for a code/)).toBeVisible();
  await expect(page.getByText("10 recovery codes left.", { exact: false })).toBeVisible();
  await page.context().close();
});

test("signing in then asks for the code on a second step (JavaScript on)", async ({
  browser,
  baseURL,
}) => {
  const page = await phonePage(browser, baseURL);
  await passwordStep(page, "/manage-projects");
  const code = page.getByLabel("Sign-in code");
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(page.getByText(`Your password for ${ADMIN_EMAIL} was right.`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(SHOTS, "code-step-390.png"), fullPage: true });

  // No session yet: an admin page still sends this browser to sign-in.
  const admin = await page.request.get("/dashboard", { maxRedirects: 0 });
  expect(admin.status()).toBe(302);

  await code.fill(await wrongAppCode(secret));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not correct.");
  await expect(page.getByLabel("Sign-in code")).toBeFocused();
  await expect(page.getByLabel("Sign-in code")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Sign-in code").fill(await appCode(secret));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await page.waitForURL("**/manage-projects");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.context().close();
});

test("without JavaScript the code step is a plain form, and a recovery code works once", async ({
  browser,
  baseURL,
}) => {
  const page = await phonePage(browser, baseURL, false);
  await passwordStep(page, "/dashboard");
  await expect(page.getByLabel("Sign-in code")).toBeFocused();
  // A recovery code has letters: its own box brings up the full keyboard.
  await page.getByRole("link", { name: "Use a recovery code" }).click();
  const recovery = page.getByLabel("Recovery code");
  await expect(recovery).toBeFocused();
  await expect(recovery).toHaveAttribute("inputmode", "text");
  await recovery.fill(recoveryCodes[0]);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await page.waitForURL("**/dashboard");

  const again = await phonePage(browser, baseURL, false);
  await passwordStep(again, "/dashboard");
  await again.getByLabel("Sign-in code").fill(recoveryCodes[0]);
  await again.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(again.getByRole("alert")).toContainText("That code is not correct.");
  await again.getByLabel("Sign-in code").fill(await appCode(secret, 1));
  await again.getByRole("button", { name: "Verify and sign in" }).click();
  await again.waitForURL("**/dashboard");

  // Cancelling the code step goes back to the password.
  const cancelled = await phonePage(browser, baseURL, false);
  await passwordStep(cancelled, "/dashboard");
  await cancelled.getByRole("button", { name: "Cancel and sign in again" }).click();
  await expect(cancelled).toHaveURL(/\/login$/);
  await expect(cancelled.getByLabel("Password", { exact: true })).toBeVisible();
  for (const context of [page.context(), again.context(), cancelled.context()]) {
    await context.close();
  }
});
