/**
 * Site settings (docs/product/overview.md#company-details) at 390 px and 1280 px, JavaScript on and
 * off: the owner changes the phone number at /settings and sees it at once in the header, the
 * footer and the contact page, with the call and chat links and the JSON-LD, and a wrong chat
 * number is refused beside its field. Each journey changes the phone once at each width. Chatting
 * on the phone number, the chat links follow the phone.
 */
import type { Page } from "@playwright/test";
import { expect, fillSignIn, testWithOwnServer } from "./fixtures";

const test = testWithOwnServer(() => ({}));

test.describe.configure({ mode: "serial" });

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function changePhone(page: Page, phone: string, chat: string) {
  await page.goto("/settings");
  // A number of its own shows its field only once chosen (CSS alone: with or without JavaScript).
  await page.getByLabel("A different WhatsApp number").check();
  await expect(page.getByLabel("Chat (WhatsApp) number")).toBeVisible();
  await page.getByLabel("Chat (WhatsApp) number").fill(chat.replace(/^\+91 /, ""));
  await page.getByLabel(/^Phone/).fill(phone);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(
    page.getByText("Start the chat number with the country code (91 for India)"),
  ).toBeVisible();
  await page.getByLabel("Chat (WhatsApp) number").fill(chat);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved. The website shows them now.")).toBeVisible();
}

async function expectPhoneEverywhere(page: Page, phone: string, chat: string) {
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
  // Every chat link (the floating button, the contact page's) opens the new chat number.
  const chats = page.locator('a[href^="https://wa.me/"]');
  expect(await chats.count()).toBeGreaterThan(0);
  for (const href of await chats.evaluateAll((links) =>
    links.map((link) => link.getAttribute("href")),
  ))
    expect(href).toMatch(new RegExp(`^https://wa\\.me/${chat.replace(/\D/g, "")}(\\?|$)`));
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes(`"telephone":"${phone}"`))).toBe(true);
  await page.screenshot({ path: `/tmp/site-settings-contact-${page.viewportSize()?.width}.png` });
}

/** A phone and chat number per width and journey, so each save changes something. */
function numbers(journey: number, width: number) {
  const tail = `${journey}${width === 390 ? 1 : 2}`;
  return { phone: `+91 44 2441 77${tail}`, chat: `+91 98400 123${tail}` };
}

test("JavaScript on: a new phone number shows in the header, footer and contact page", async ({
  page,
  signIn,
}) => {
  await signIn();
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    const { phone, chat } = numbers(1, viewport.width);
    await changePhone(page, phone, chat);
    await expectPhoneEverywhere(page, phone, chat);
  }
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
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    const { phone, chat } = numbers(2, viewport.width);
    await changePhone(page, phone, chat);
    await expectPhoneEverywhere(page, phone, chat);
  }
  await context.close();
});

test("WhatsApp on this phone number: the chat number's field hides and every chat link follows the phone", async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/settings");
  await expect(page.getByLabel("Chat (WhatsApp) number")).toBeVisible();
  await page.getByLabel("WhatsApp on this phone number").check();
  await expect(page.getByLabel("Chat (WhatsApp) number")).toBeHidden();
  const phone = "+91 97910 55501";
  await page.getByLabel(/^Phone/).fill(phone);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved. The website shows them now.")).toBeVisible();
  await expect(page.getByText(`goes to ${phone}, the phone number.`)).toBeVisible();
  await page.screenshot({ path: "/tmp/site-settings-chat-on-phone-390.png", fullPage: true });
  await expectPhoneEverywhere(page, phone, phone);
});
