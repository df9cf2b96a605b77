/**
 * The cost estimator (docs/product/public-site.md#cost-estimator) at 390 px: without JavaScript in
 * English (the form's own address, the enquiry it turns into, the admin and the CSV), with
 * JavaScript in Tamil (the result following each change), and the owner's price change; the
 * messages beside refused fields as they are typed, the printed estimate's heading, and nothing
 * covered by the floating buttons, in English and Tamil.
 */
import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { en } from "../app/i18n/messages/en";
import { ta } from "../app/i18n/messages/ta";
import { formatDate } from "../app/utils/dates";
import { chatOpenedBy, fillContactForm, uniqueClientIp } from "../test/support/public";
import { TEST_SITE_URL } from "../test/support/server";

test.use({ viewport: { width: 390, height: 844 } });

// 1,200 sq.ft × 2 floors × ₹2,450 (Premium) + ₹95,000 (sump).
const TOTAL = "₹59,75,000";
const QUERY = "area=1200&floors=2&package=premium&extras=sump";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an estimate from the form, its address, and the enquiry it is sent with", async ({
    page,
    signIn,
  }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
    await page.goto("/services");
    await page.getByRole("link", { name: "Estimate your cost with the Premium package" }).click();
    const form = page.getByRole("form", { name: "Your house" });

    // Every refused field says why, beside it.
    await form.getByLabel("Built-up area of one floor (sq.ft)").fill("120");
    await form.getByRole("button", { name: "Show the estimate" }).click();
    await expect(form.getByText("Enter a whole number of sq.ft from 300 to 20,000")).toBeVisible();
    await page.goto("/estimate?area=1200&floors=9&package=gold&extras=pool&qty-compound-wall=x");
    await expect(form.getByText("Choose the floors")).toBeVisible();
    await expect(form.getByText("Choose one of the packages")).toBeVisible();
    await expect(form.getByText("Choose from the extras listed")).toBeVisible();
    await expect(form.getByText("Enter a whole number up to 1,00,000")).toBeVisible();

    await page.goto("/estimate?package=premium");
    await form.getByLabel("Built-up area of one floor (sq.ft)").fill("1200");
    await form.getByLabel("G+1").check();
    await form.getByLabel(/Sump/).check();
    await form.getByRole("button", { name: "Show the estimate" }).click();
    const result = page.getByRole("region", { name: "Your estimate" });
    await expect(result.getByText(TOTAL)).toBeVisible();
    await expect(result.getByText("about ₹60 lakh")).toBeVisible();
    await expect(result.getByRole("row", { name: /Foundation 15 % ₹8,96,250/ })).toBeVisible();
    await expect(result.getByRole("row", { name: /Structure 35 % ₹20,91,250/ })).toBeVisible();
    await expect(result.getByText("About 10 months to build")).toBeVisible();
    // The form's own query is the address (an empty quantity box included).
    const formAddress = page.url();
    expect(new URL(formAddress).searchParams.get("area")).toBe("1200");
    const chat = await result.getByRole("link", { name: "Share on WhatsApp" }).getAttribute("href");
    expect(new URL(chat!).searchParams.get("text")).toContain(`${TOTAL} (about ₹60 lakh)`);
    expect(new URL(chat!).searchParams.get("text")).toContain(`/estimate?${QUERY}`);

    // A reload and the shared address show the same estimate.
    await page.goto(formAddress);
    await expect(result.getByText(TOTAL)).toBeVisible();
    await page.goto(`/estimate?${QUERY}`);
    await expect(result.getByText(TOTAL)).toBeVisible();

    await result.getByRole("link", { name: "Send me this estimate" }).click();
    await expect(page.getByText("Your estimate goes with your enquiry")).toBeVisible();
    const contact = await fillContactForm(page, {
      name: "Kavitha Estimate",
      email: "kavitha@example.com",
      phone: "9000022222",
      service: "New Building Construction",
      message: "Please call about this estimate",
    });
    await expect(contact.getByLabel("Package (optional)")).toHaveValue("Premium");
    // The stored enquiry answers with the chat link (docs/decisions/007): the chat app is not the journey's.
    const sent = await chatOpenedBy(page, () =>
      contact.getByRole("button", { name: "Send via WhatsApp" }).click(),
    );
    expect(sent.searchParams.get("text")).toContain("Please call about this estimate");

    await signIn();
    await page.goto("/enquiries");
    const enquiry = page.getByRole("listitem", { name: "Kavitha Estimate" });
    await expect(enquiry.getByText("Cost estimate sent with it")).toBeVisible();
    await expect(enquiry.getByText(new RegExp(`^${TOTAL} \\(about ₹60 lakh\\)`))).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const csv = fs.readFileSync((await (await download).path())!, "utf8");
    const row = csv.split("\r\n").find((line) => line.includes("Kavitha Estimate"));
    expect(row).toContain(`${TOTAL} (about ₹60 lakh)`);
    expect(row).toContain(`/estimate?${QUERY}`);
  });
});

test("in Tamil with JavaScript the result follows each change, and the owner's new price the next estimate", async ({
  page,
  signIn,
}) => {
  await page.goto("/ta/estimate");
  const form = page.getByRole("form", { name: "உங்கள் வீடு" });
  const result = page.getByRole("region", { name: "உங்கள் மதிப்பீடு" });
  await form.getByLabel("ஒரு தளத்தின் கட்டடப் பரப்பு (சதுர அடி)").fill("1200");
  await form.getByLabel("தரை + 1 தளம்").check();
  await form.getByLabel("பிரீமியம்").check();
  await form.getByLabel(/கீழ்நிலைத் தண்ணீர்த் தொட்டி/).check();
  await expect(result.getByText(TOTAL)).toBeVisible();
  await expect(result.getByText("சுமார் ₹60 லட்சம்")).toBeVisible();
  await expect(result.getByRole("row", { name: /அடித்தளம் 15 % ₹8,96,250/ })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/ta/estimate\\?${QUERY}$`));
  await form.getByLabel("ஒரு தளத்தின் கட்டடப் பரப்பு (சதுர அடி)").fill("20001");
  await form.getByLabel("ஒரு தளத்தின் கட்டடப் பரப்பு (சதுர அடி)").blur();
  await expect(
    form.getByText("300 முதல் 20,000 வரை முழு எண்ணாகச் சதுர அடியை உள்ளிடுங்கள்"),
  ).toBeVisible();

  // The owner raises the Premium price; the next estimate uses it.
  await signIn();
  await page.goto("/site-content/pricing");
  const price = page.getByLabel("Price (₹ per sq.ft)").nth(1);
  await price.fill("2600");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByText("Pricing saved.")).toBeVisible();
  await page.goto(`/ta/estimate?${QUERY}`);
  // 1,200 sq.ft × 2 floors × ₹2,600 + ₹95,000.
  await expect(result.getByText("₹63,35,000")).toBeVisible();
  // Back as it was, for the other journeys of this server.
  await page.goto("/site-content/pricing");
  await page.getByLabel("Price (₹ per sq.ft)").nth(1).fill("2450");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByText("Pricing saved.")).toBeVisible();
});

const BAD_AREAS = [
  ["0", "areaRange"],
  ["-500", "areaRange"],
  ["99999999", "areaRange"],
  ["abc", "areaRange"],
  ["", "areaRequired"],
] as const;

for (const [language, t, prefix] of [
  ["English", en, ""],
  ["Tamil", ta, "/ta"],
] as const) {
  test(`in ${language} with JavaScript, a refused area says why beside the box as it is typed`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/estimate?${QUERY}`);
    const form = page.getByRole("form", { name: t.estimate.form });
    const area = form.getByLabel(t.estimate.area);
    for (const [typed, problem] of BAD_AREAS) {
      // The visitor types and stops, without leaving the box.
      await area.fill(typed);
      await expect(area, typed).toHaveAttribute("aria-invalid", "true");
      await expect(area, typed).toHaveAccessibleDescription(t.estimate.errors[problem]);
      await expect(form.getByText(t.estimate.errors[problem]), typed).toBeVisible();
      // The message is the one the page gives without JavaScript.
      const served = await page.request.get(
        `${prefix}/estimate?${new URLSearchParams({ area: typed, floors: "2", package: "premium" })}`,
      );
      expect(served.status(), typed).toBe(400);
      expect(await served.text(), typed).toContain(t.estimate.errors[problem]);
      await area.fill("1200");
      await expect(area).not.toHaveAttribute("aria-invalid", /.*/);
      await expect(form.getByText(t.estimate.errors[problem])).toBeHidden();
    }
  });
}

/** The printed estimate's heading: the company, its phone, today's date and the address. */
async function expectPrintedHeading(page: Page, t: typeof en | typeof ta, address: string) {
  await page.emulateMedia({ media: "print" });
  const result = page.getByRole("region", { name: t.estimate.resultTitle });
  const language = t === ta ? "ta" : "en";
  await expect(result.getByText("Sri Lakshmi Builders", { exact: true })).toBeVisible();
  await expect(result.getByText("+91 98400 12345", { exact: true })).toBeVisible();
  await expect(
    result.getByText(`${t.estimate.printMade} ${formatDate(new Date(), language)}`),
  ).toBeVisible();
  await expect(result.getByText(`${t.estimate.printAddress} ${address}`)).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  // On screen the page's own header says whose it is; the heading is for paper.
  await expect(result.getByText(`${t.estimate.printAddress} ${address}`)).toBeHidden();
}

test.describe("the printed estimate", () => {
  test("without JavaScript, in English: company, phone, date and the estimate's address", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/estimate?${QUERY}`);
    await expectPrintedHeading(page, en, `${TEST_SITE_URL}/estimate?${QUERY}`);
    await context.close();
  });

  test("with JavaScript, in Tamil: the address follows the changed estimate", async ({ page }) => {
    await page.goto(`/ta/estimate?${QUERY}`);
    const form = page.getByRole("form", { name: ta.estimate.form });
    await form.getByLabel(ta.estimate.area).fill("1500");
    await expect(page).toHaveURL(/area=1500/);
    await expectPrintedHeading(
      page,
      ta,
      `${TEST_SITE_URL}/ta/estimate?${QUERY.replace("area=1200", "area=1500")}`,
    );
  });
});

/**
 * Scrolls `target` so its bottom meets the bottom of the screen, and a little higher, as a
 * visitor's thumb leaves it, and says whether the point at its centre is each time the element
 * itself (nothing drawn over it).
 */
async function uncoveredAtBottom(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((element) =>
    [0, 16, 32, 48].every((above) => {
      window.scrollBy(0, element.getBoundingClientRect().bottom + above - window.innerHeight);
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && (hit === element || element.contains(hit));
    }),
  );
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`at 390 px, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const [t, prefix] of [
      [en, ""],
      [ta, "/ta"],
    ] as const) {
      test(`nothing covers the prices or the floors at the bottom of the screen (${prefix || "/"})`, async ({
        page,
      }) => {
        await page.goto(`${prefix}/estimate?${QUERY}`);
        const form = page.getByRole("form", { name: t.estimate.form });
        // Scrolled a long way first, so the back-to-top button is showing where it would.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const premium = form
          .locator("label")
          .filter({ has: page.locator('input[value="premium"]') })
          .getByText(/per sq\.ft|சதுர அடிக்கு/);
        const targets = [
          premium,
          form.locator("label").filter({ has: page.locator('input[name="floors"][value="4"]') }),
          form.getByRole("button", { name: t.estimate.show }),
        ];
        for (const target of targets) {
          expect(await uncoveredAtBottom(page, target), String(target)).toBe(true);
        }
        // The chat and call buttons are still at hand.
        await expect(page.locator('a[href^="https://wa.me/91"]:visible').first()).toBeVisible();
        await expect(page.locator('a[href^="tel:"]:visible').first()).toBeVisible();
      });
    }
  });
}
