/**
 * The cost estimator (docs/product.md#cost-estimator) at 390 px: without JavaScript in English
 * (the form's own address, the enquiry it turns into, the admin and the CSV), with JavaScript
 * in Tamil (the result following each change), and the owner's price change.
 */
import fs from "node:fs";
import { test, expect } from "./fixtures";
import { fillContactForm, uniqueClientIp } from "../test/support/public";

test.use({ viewport: { width: 390, height: 844 } });

// 1,200 sq.ft × 2 floors × ₹1,999 (Premium) + ₹95,000 (sump).
const TOTAL = "₹48,92,600";
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
    await expect(result.getByText("about ₹49 lakh")).toBeVisible();
    await expect(result.getByRole("row", { name: /Foundation 15 % ₹7,33,890/ })).toBeVisible();
    await expect(result.getByRole("row", { name: /Structure 35 % ₹17,12,410/ })).toBeVisible();
    await expect(result.getByText("About 6 months to build")).toBeVisible();
    // The form's own query is the address (an empty quantity box included).
    const formAddress = page.url();
    expect(new URL(formAddress).searchParams.get("area")).toBe("1200");
    const chat = await result.getByRole("link", { name: "Share on WhatsApp" }).getAttribute("href");
    expect(new URL(chat!).searchParams.get("text")).toContain(`${TOTAL} (about ₹49 lakh)`);
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
    await page.route(/wa\.me/, (route) => route.fulfill({ body: "chat" }));
    await contact.getByRole("button", { name: "Send via WhatsApp" }).click();
    await page.waitForURL(/wa\.me/);

    await signIn();
    await page.goto("/enquiries");
    const enquiry = page.getByRole("listitem", { name: "Kavitha Estimate" });
    await expect(enquiry.getByText("Cost estimate sent with it")).toBeVisible();
    await expect(enquiry.getByText(new RegExp(`^${TOTAL} \\(about ₹49 lakh\\)`))).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const csv = fs.readFileSync((await (await download).path())!, "utf8");
    const row = csv.split("\r\n").find((line) => line.includes("Kavitha Estimate"));
    expect(row).toContain(`${TOTAL} (about ₹49 lakh)`);
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
  await expect(result.getByText("சுமார் ₹49 லட்சம்")).toBeVisible();
  await expect(result.getByRole("row", { name: /அடித்தளம் 15 % ₹7,33,890/ })).toBeVisible();
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
  await price.fill("2100");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByText("Pricing saved.")).toBeVisible();
  await page.goto(`/ta/estimate?${QUERY}`);
  await expect(result.getByText("₹51,35,000")).toBeVisible();
  // Back as it was, for the other journeys of this server.
  await page.goto("/site-content/pricing");
  await page.getByLabel("Price (₹ per sq.ft)").nth(1).fill("1999");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByText("Pricing saved.")).toBeVisible();
});
