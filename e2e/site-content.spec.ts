/**
 * Site Pages (docs/product/content.md#site-content), JavaScript on and off: the owner changes the
 * Premium price, previews it, and sees it on Services and Home; adds a service and sees it on
 * Services and in the contact form's list, its "Get a Quote" opening the form with it chosen (each
 * at 390 px and 1280 px in one journey); and reorders testimonials on a phone.
 */
import type { Page } from "@playwright/test";
import { expect, testWithOwnServer } from "./fixtures";

const test = testWithOwnServer(() => ({}));
test.describe.configure({ mode: "serial" });

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/**
 * Sets the Premium price at /site-content/pricing and saves it; `checksFirst` also tries a
 * price with paise (refused beside the field) and the Preview with the unsaved price.
 */
async function changePremiumPrice(
  page: Page,
  price: string,
  shown: string,
  { checksFirst }: { checksFirst: boolean },
) {
  await page.goto("/site-content");
  await page.getByRole("link", { name: /^Pricing/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
  // Each tier is headed with its name, not a bare number.
  const premium = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { level: 3, name: "Tier 2: Premium" }),
  });
  await expect(premium.getByLabel(/^Name/)).toHaveValue("Premium");
  if (checksFirst) {
    await premium.getByLabel("Price (₹ per sq.ft)").fill("19.99");
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(
      premium.getByText("Enter the price as a whole number of rupees, such as 1999"),
    ).toBeVisible();

    await premium.getByLabel("Price (₹ per sq.ft)").fill(price);
    // Preview opens the page with the unsaved price in a new tab.
    const [preview] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("button", { name: "Preview" }).click(),
    ]);
    await expect(preview.getByText("Pricing: unsaved changes")).toBeVisible();
    // It opens at the prices, not four screens above them.
    expect(new URL(preview.url()).hash).toBe("#pricing");
    await expect(preview.getByText(shown).first()).toBeVisible();
    await preview.close();
  } else {
    await premium.getByLabel("Price (₹ per sq.ft)").fill(price);
  }
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByText("Pricing saved. The site shows it now.")).toBeVisible();
}

/** Adds a service with this title at /site-content/services and saves it. */
async function addService(page: Page, title: string) {
  await page.goto("/site-content/services");
  const services = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { level: 3, name: /^Service \d+(: |$)/ }),
  });
  const before = await services.count();
  await page.getByRole("button", { name: "Add service" }).click();
  await expect(services).toHaveCount(before + 1);
  const added = services.last();
  await expect(added.getByLabel(/^Title/)).toHaveValue("");
  await added.getByLabel(/^Title/).fill(title);
  await added.getByLabel(/^Summary/).fill("Panels on the roof, wired and certified.");
  await added.getByLabel(/^Description/).fill("We design, fit and connect rooftop solar.");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByText("Services saved. The site shows it now.")).toBeVisible();
}

for (const javaScriptEnabled of [true, false]) {
  const label = javaScriptEnabled ? "JavaScript on" : "JavaScript off";

  test(`${label}: a new Premium price shows on Services and Home`, async ({
    browser,
    baseURL,
    signIn,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled });
    const page = await context.newPage();
    await signIn({ page });
    const prices = javaScriptEnabled ? ["2299", "2199"] : ["2399", "2349"];
    for (const [round, viewport] of WIDTHS.entries()) {
      await page.setViewportSize(viewport);
      const price = prices[round];
      const shown = `₹${Number(price).toLocaleString("en-IN")}`;
      await changePremiumPrice(page, price, shown, { checksFirst: round === 0 });

      await page.goto("/services");
      const tiers = page.getByRole("region", { name: "Transparent Construction Packages" });
      await expect(
        tiers.getByRole("listitem").filter({ hasText: "Premium" }).first(),
      ).toContainText(shown);
      await page.goto("/");
      await expect(page.getByText(shown).first()).toBeAttached();
    }
    await context.close();
  });

  test(`${label}: an added service shows on Services and in the contact form, and Get a Quote chooses it`, async ({
    browser,
    baseURL,
    signIn,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled });
    const page = await context.newPage();
    await signIn({ page });
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      const title = `Solar Rooftop ${javaScriptEnabled ? "A" : "B"}${viewport.width}`;
      await addService(page, title);

      await page.goto("/services");
      const offer = page.getByRole("region", { name: "Complete Construction Solutions" });
      await expect(offer.getByRole("heading", { level: 3, name: title })).toBeVisible();
      await page.goto("/contact");
      const form = page.getByRole("form", { name: "Contact form" });
      await expect(
        form.getByLabel("Service Required").locator("option", { hasText: title }),
      ).toHaveCount(1);

      await page.goto("/services");
      await offer.getByRole("link", { name: new RegExp(`^Get a Quote.*${title}`) }).click();
      await expect(page).toHaveURL(/\/contact\?service=[a-z0-9-]+#contact$/);
      await expect(form.getByLabel("Service Required")).toHaveValue(title);
      await page.screenshot({
        path: `/tmp/site-content-quote-${javaScriptEnabled ? "js" : "nojs"}-${viewport.width}.png`,
      });
    }
    await context.close();
  });

  test(`${label}: testimonials reorder with Up and Down`, async ({ browser, baseURL, signIn }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await signIn({ page });
    await page.goto("/site-content/testimonials");
    const names = page.getByRole("textbox", { name: /^Name/ });
    const first = await names.nth(0).inputValue();
    const second = await names.nth(1).inputValue();

    await page.getByRole("button", { name: "Move testimonial 1 down" }).click();
    await expect(names.nth(0)).toHaveValue(second);
    await expect(names.nth(1)).toHaveValue(first);
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByText("Testimonials saved. The site shows it now.")).toBeVisible();

    await page.goto("/about-us");
    const quotes = page.getByRole("region", { name: "What Our Clients Say" }).getByRole("figure");
    await expect(quotes.nth(0)).toContainText(second);
    await expect(quotes.nth(1)).toContainText(first);
    await context.close();
  });
}
