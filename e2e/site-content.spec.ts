/**
 * Site Pages (docs/product.md#site-content) on a phone, JavaScript on and off: the owner changes
 * the Premium price, previews it, and sees it on Services and Home; and reorders testimonials.
 */
import { expect, testWithOwnServer } from "./fixtures";

const test = testWithOwnServer(() => ({}));
test.describe.configure({ mode: "serial" });

for (const javaScriptEnabled of [true, false]) {
  const label = javaScriptEnabled ? "JavaScript on" : "JavaScript off";

  test(`${label}: a new Premium price shows on Services and Home`, async ({
    browser,
    baseURL,
    signIn,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await signIn({ page });
    const price = javaScriptEnabled ? "2299" : "2399";
    const shown = javaScriptEnabled ? "₹2,299" : "₹2,399";

    await page.goto("/site-content");
    await page.getByRole("link", { name: /^Pricing/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
    const premium = page.getByRole("listitem").filter({ hasText: "Tier 2" });
    await expect(premium.getByLabel(/^Name/)).toHaveValue("Premium");
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
    await expect(preview.getByText(shown).first()).toBeVisible();
    await preview.close();

    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByText("Pricing saved. The site shows it now.")).toBeVisible();

    await page.goto("/services");
    const tiers = page.getByRole("region", { name: "Transparent Construction Packages" });
    await expect(tiers.getByRole("listitem").filter({ hasText: "Premium" }).first()).toContainText(
      shown,
    );
    await page.goto("/");
    await expect(page.getByText(shown).first()).toBeAttached();
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
