/**
 * A private project's payments on a phone (docs/product/client-payments.md): the owner fills the
 * schedule from a contract total, records a partial UPI payment and opens its receipt, which
 * prints on one A4 page; the client sees paid, due now and balance with the UPI link, in English
 * with JavaScript and in Tamil without.
 */
import { PDFDocument } from "pdf-lib";
import { expect, test } from "./fixtures";
import { apiToken, image, json, multipart, send } from "../test/support/api";
import { uniqueTitle } from "../test/support/admin-forms";

test.use({ viewport: { width: 390, height: 844 } });

const UPI_ID = "srilakshmi@okaxis";
const SHOTS = "/tmp/shots-h-payments";

test("the owner schedules and records a payment; the client sees what is due and pays by UPI", async ({
  page,
  browser,
  server,
  signIn,
}) => {
  const token = await apiToken(server.baseURL);
  const { settings } = await json<{ settings: Record<string, unknown> }>(
    await send(server.baseURL, "GET", "/api/site/settings"),
  );
  delete settings.updatedAt;
  const saved = await send(server.baseURL, "PUT", "/api/site/settings", {
    token,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      ...settings,
      upiId: UPI_ID,
      bankAccountName: "Sri Lakshmi Builders",
      bankAccountNumber: "50100123456789",
      bankIfsc: "HDFC0001234",
      bankName: "HDFC Bank, Adyar",
    }),
  });
  expect(saved.status).toBe(200);
  const title = uniqueTitle("Mylapore Heritage");
  const created = await send(server.baseURL, "POST", "/api/create-project", {
    token,
    body: multipart({
      title,
      category: "Residential",
      coverImage: await image("cover.jpg"),
      visibility: "private",
      "client.name": "Meenakshi Sundaram",
      "client.language": "en",
    }),
  });
  expect(created.status).toBe(201);
  const project = (await json<{ project: { _id: string; trackerUrl: string } }>(created)).project;

  // The owner: from the editor to the payments screen, the schedule filled from a total.
  await signIn();
  // Nothing above the link moves when the page's script arrives ("Copy link" once pushed it
  // down, and a tap aimed at it landed between buttons): where the page first draws it is where
  // it stays.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/edit-project/${project._id}`, { waitUntil: "commit" });
  const paymentsLink = page.getByRole("link", { name: "Payments and receipts" });
  const drawn = await paymentsLink.boundingBox();
  release();
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
  expect(await paymentsLink.boundingBox()).toEqual(drawn);
  await page.unroute("**/assets/*.js");
  await paymentsLink.click();
  await page.getByLabel("Contract total (rupees)").fill("12,34,567");
  await page.getByRole("button", { name: "Fill the schedule" }).click();
  const foundation = page.locator('[data-admin-instalment="Foundation"]');
  await expect(foundation).toContainText("₹1,85,185");
  await expect(page.locator("[data-admin-totals]")).toContainText("Total₹12,34,567");

  await foundation.getByText("Record a payment").click();
  await foundation.getByLabel("Amount received (rupees)").fill("1,00,000");
  await foundation.getByLabel("Mode").selectOption("upi");
  await foundation.getByLabel(/^Reference/).fill("UTR 402911");
  await foundation.getByRole("button", { name: "Record the payment" }).click();
  await expect(page.getByText(/Receipt No\. \d+ is recorded: ₹1,00,000\./)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-payments-390.png`, fullPage: true });

  await foundation.getByRole("link", { name: /^Receipt No\. \d+$/ }).click();
  const receipt = page.locator("#payment-receipt");
  await expect(receipt).toContainText("Rupees One Lakh only");
  await expect(receipt).toContainText("Meenakshi Sundaram");
  await expect(receipt).toContainText("UTR 402911");
  // Looked at as a PDF: one A4 page (the browser here is headless, where page.pdf works).
  const pdf = await PDFDocument.load(await page.pdf({ format: "A4" }));
  expect(pdf.getPageCount()).toBe(1);
  const [width, height] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
  // A4 is 595.3 × 841.9 points; Chromium rounds the page to whole pixels.
  expect(Math.abs(width - 595.3)).toBeLessThan(2);
  expect(Math.abs(height - 841.9)).toBeLessThan(2);
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: `${SHOTS}/receipt-print.png`, fullPage: true });
  await page.emulateMedia({ media: "screen" });

  // The foundation is reached: a published update at that stage.
  const update = await send(server.baseURL, "POST", `/api/projects/${project._id}/progress`, {
    token,
    body: multipart({
      date: "2026-03-02",
      stage: "foundation",
      percent: "10",
      title: "Footings poured",
      images: [await image("slab.jpg")],
    }),
  });
  expect(update.status).toBe(201);

  const path = new URL(project.trackerUrl).pathname;
  for (const { javaScriptEnabled, address, words } of [
    {
      javaScriptEnabled: true,
      address: path,
      words: { paid: "Paid", due: "Due now", balance: "Balance" },
    },
    {
      javaScriptEnabled: false,
      address: `/ta${path}`,
      words: { paid: "செலுத்தியது", due: "இப்போது செலுத்த வேண்டியது", balance: "மீதித் தொகை" },
    },
  ]) {
    const client = await browser.newContext({
      baseURL: server.baseURL,
      javaScriptEnabled,
      viewport: { width: 390, height: 844 },
    });
    const clientPage = await client.newPage();
    await clientPage.goto(address);
    const sums = clientPage.locator("[data-payment-sum]");
    await expect(sums.nth(0)).toHaveText(`${words.paid}₹1,00,000`);
    await expect(sums.nth(1)).toHaveText(`${words.due}₹85,185`);
    await expect(sums.nth(2)).toHaveText(`${words.balance}₹11,34,567`);
    const upi = await clientPage.locator("a[data-upi-link]").getAttribute("href");
    expect(upi).toMatch(/^upi:\/\/pay\?/);
    const query = new URL(upi!.replace("upi://pay", "https://upi.invalid/pay")).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      pa: UPI_ID,
      pn: "Sri Lakshmi Builders",
      am: "85185",
      cu: "INR",
      tn: `${title} - Foundation`,
    });
    await expect(clientPage.locator("[data-upi-qr] svg")).toBeVisible();
    await clientPage.locator("#client-payments-heading").scrollIntoViewIfNeeded();
    await clientPage.screenshot({
      path: `${SHOTS}/client-${javaScriptEnabled ? "en" : "ta"}-390.png`,
      fullPage: true,
    });
    if (javaScriptEnabled) {
      // The same page on a laptop, where the QR code is the way to pay.
      await clientPage.setViewportSize({ width: 1280, height: 900 });
      await expect(clientPage.locator("[data-upi-qr] svg")).toBeVisible();
      await clientPage.screenshot({ path: `${SHOTS}/client-en-1280.png`, fullPage: true });
    }
    await client.close();
  }
});
