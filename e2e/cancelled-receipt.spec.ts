/**
 * A receipt recorded in error, on a phone without JavaScript
 * (docs/product/client-payments.md#receipts): the owner cancels it from the payments screen,
 * giving a reason; the client's Tamil page has the balance back and lists the receipt as
 * cancelled, and its page says so above everything else.
 */
import { expect, test } from "./fixtures";
import { apiToken, image, json, multipart, send } from "../test/support/api";
import { uniqueTitle } from "../test/support/admin-forms";

test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

test("the owner cancels a wrong receipt; the client's Tamil page shows it cancelled and the balance back", async ({
  page,
  browser,
  server,
  signIn,
}) => {
  const token = await apiToken(server.baseURL);
  const sendJson = (path: string, body: unknown) =>
    send(server.baseURL, "POST", path, {
      token,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const created = await send(server.baseURL, "POST", "/api/create-project", {
    token,
    body: multipart({
      title: uniqueTitle("Nungambakkam Terrace"),
      category: "Residential",
      coverImage: await image("cover.jpg"),
      visibility: "private",
      "client.name": "Karthik Raman",
      "client.language": "ta",
    }),
  });
  expect(created.status).toBe(201);
  const project = (await json<{ project: { _id: string; trackerUrl: string } }>(created)).project;
  const { payment } = await json<{ payment: { _id: string } }>(
    await sendJson(`/api/projects/${project._id}/payments`, {
      title: "Advance",
      titleTa: "முன்பணம்",
      amount: 5_00_000,
      dueOn: "2026-01-01",
    }),
  );
  const record = async (amount: number, reference: string) =>
    (
      await json<{ receipt: { number: number } }>(
        await sendJson(`/api/payments/${payment._id}/receipts`, {
          amount,
          date: "2026-11-20",
          mode: "upi",
          reference,
        }),
      )
    ).receipt.number;
  await record(1_00_000, "UTR 1001");
  // Typed 4,00,000 where 40,000 arrived.
  const wrong = await record(4_00_000, "UTR 1002");

  await signIn();
  await page.goto(`/edit-project/${project._id}/payments`);
  await expect(page.locator("[data-admin-totals]")).toContainText("Balance₹0");
  const line = page.locator(`[data-admin-receipt="${wrong}"]`);
  await line.getByRole("link", { name: "Cancel receipt…" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Cancel receipt No. ${wrong}`);
  // The reason is required: the browser's own check, then the server's.
  await page.getByRole("button", { name: "Cancel the receipt" }).click();
  await expect(page).toHaveURL(/\/cancel$/);
  await page
    .getByLabel("Reason (printed on the receipt)")
    .fill("Amount typed wrong: 40,000 received");
  await page.getByRole("button", { name: "Cancel the receipt" }).click();
  await expect(page.getByText(`Receipt No. ${wrong} is cancelled.`)).toBeVisible();
  await expect(line).toContainText("Cancelled: Amount typed wrong: 40,000 received");
  await expect(line.getByRole("link", { name: "Cancel receipt…" })).toHaveCount(0);
  await expect(page.locator("[data-admin-totals]")).toContainText("Balance₹4,00,000");

  const client = await browser.newContext({
    baseURL: server.baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const clientPage = await client.newPage();
  await clientPage.goto(`/ta${new URL(project.trackerUrl).pathname.replace(/^\/ta/, "")}`);
  const sums = clientPage.locator("[data-payment-sum]");
  await expect(sums.nth(0)).toHaveText("செலுத்தியது₹1,00,000");
  await expect(sums.nth(1)).toHaveText("இப்போது செலுத்த வேண்டியது₹4,00,000");
  await expect(sums.nth(2)).toHaveText("மீதித் தொகை₹4,00,000");
  const cancelled = clientPage.getByRole("link", { name: new RegExp(`ரசீது எண் ${wrong}`) });
  await expect(cancelled).toContainText("ரத்து செய்யப்பட்டது");
  await cancelled.click();
  const mark = clientPage.locator("#payment-receipt [data-receipt-cancelled]");
  await expect(mark).toContainText("ரத்து செய்யப்பட்டது");
  await expect(mark).toContainText("Amount typed wrong: 40,000 received");
  await client.close();
});
