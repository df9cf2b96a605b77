/**
 * Site settings (docs/product.md#company-details) at 390 px, JavaScript on and off: the owner
 * changes the phone number at /settings and sees it at once in the header, the footer and the
 * contact page, with the call links, and a wrong chat number is refused beside its field.
 */
import type { Page } from "@playwright/test";
import { expect, fillSignIn, testWithOwnServer } from "./fixtures";

const test = testWithOwnServer(() => ({}));

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 } });

async function changePhone(page: Page, phone: string) {
  await page.goto("/settings");
  await page.getByLabel("Chat (WhatsApp) number").fill("98400 12345");
  await page.getByLabel(/^Phone/).fill(phone);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(
    page.getByText("Start the chat number with the country code (91 for India)"),
  ).toBeVisible();
  await page.getByLabel("Chat (WhatsApp) number").fill("+91 98400 12345");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved. The website shows them now.")).toBeVisible();
}

async function expectPhoneEverywhere(page: Page, phone: string) {
  const digits = phone.replace(/\s/g, "");
  await page.goto("/contact");
  const call = page.locator("#site-header").getByRole("link", { name: phone });
  await expect(call).toHaveAttribute("href", `tel:${digits}`);
  await expect(page.locator("footer").getByRole("link", { name: phone })).toHaveAttribute(
    "href",
    `tel:${digits}`,
  );
  await expect(page.getByRole("main").getByRole("link", { name: phone })).toHaveAttribute(
    "href",
    `tel:${digits}`,
  );
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes(`"telephone":"${phone}"`))).toBe(true);
}

test("JavaScript on: a new phone number shows in the header, footer and contact page", async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto("/contact");
  await changePhone(page, "+91 44 2441 7788");
  await expectPhoneEverywhere(page, "+91 44 2441 7788");
});

test("JavaScript off: the same form saves and the pages follow", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto("/login");
  await fillSignIn(page);
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await changePhone(page, "+91 98410 22334");
  await expectPhoneEverywhere(page, "+91 98410 22334");
  await context.close();
});
