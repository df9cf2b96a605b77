/**
 * A private project's payments against the built server (docs/product/client-payments.md): the
 * JSON contract with its 401/404 for anonymous callers, the client's page with paid, due and
 * balance in Indian grouping in both languages, the UPI and bank details there and nowhere
 * public, the receipts behind the page's secret, a new link cutting both off, and a receipt
 * recorded in error cancelled (API and owner's screen) and shown so everywhere.
 */
import { describe, expect, it } from "vitest";
import { image, json, multipart } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";
import { signInBrowser } from "../../../test/support/browser-session";

const api = useApiServer();

const PAYMENT_DETAILS = {
  upiId: "srilakshmi@okaxis",
  bankAccountName: "Sri Lakshmi Builders Pvt Ltd",
  bankAccountNumber: "50100123456789",
  bankIfsc: "HDFC0001234",
  bankName: "HDFC Bank, Adyar",
  gstin: "33AABCS1234A1Z5",
};

type PaymentJson = { _id: string; title: string; amount: number; paid: number; state: string };

async function create(fields: Record<string, string>) {
  const response = await api.send("POST", "/api/create-project", {
    token: api.token,
    body: multipart({ category: "Residential", coverImage: await image("cover.jpg"), ...fields }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ project: { _id: string; slug: string; trackerUrl?: string } }>(response))
    .project;
}

function sendJson(method: string, path: string, body: unknown, token = api.token) {
  return api.send(method, path, {
    token,
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  });
}

async function saveSettings(changes: Record<string, string>) {
  const { settings } = await json<{ settings: Record<string, unknown> }>(
    await api.send("GET", "/api/site/settings"),
  );
  delete settings.updatedAt;
  return sendJson("PUT", "/api/site/settings", { ...settings, ...changes });
}

/** The visible text of a page's main content. */
function textOf(html: string) {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? html;
  return main
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const pathOf = (url: string) => new URL(url).pathname;

describe("payments of a private project", () => {
  it("keep the UPI ID and bank account off every public page and /api/site", async () => {
    const invalid = await saveSettings({ upiId: "not a vpa", bankIfsc: "HDFC1234" });
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(await json(invalid))).toMatch(/UPI ID such as name@bank/);
    expect((await saveSettings(PAYMENT_DETAILS)).status).toBe(200);
    // A save without them (an API client written before they existed) keeps them.
    expect((await saveSettings({ tagline: "Homes built to last." })).status).toBe(200);

    const open = await create({ title: "Adyar Open Villa" });
    const hidden = await create({
      title: "Kilpauk Quietplace Residence",
      visibility: "private",
      "client.name": "Meenakshi Sundaram",
      "client.language": "ta",
    });
    expect(
      (
        await sendJson("POST", `/api/projects/${hidden._id}/payments`, {
          title: "Booking",
          amount: 100,
          dueOn: "2026-01-01",
        })
      ).status,
    ).toBe(201);
    for (const address of [
      "/api/site",
      "/api/site/settings",
      "/",
      "/ta",
      "/contact",
      "/ta/contact",
      "/projects",
      `/projects/${open.slug}`,
      `/ta/projects/${open.slug}`,
    ]) {
      const response = await api.send("GET", address);
      expect(response.status, address).toBe(200);
      const body = await response.text();
      for (const secret of Object.values(PAYMENT_DETAILS)) {
        expect(body.includes(secret), `${address} shows ${secret}`).toBe(false);
      }
    }
    const page = await (await api.send("GET", pathOf(hidden.trackerUrl!))).text();
    for (const shown of ["upiId", "bankAccountNumber", "bankIfsc", "bankName"] as const) {
      expect(page).toContain(PAYMENT_DETAILS[shown]);
    }
    // The owner's form still has them to edit.
    const owner = await signInBrowser(api.baseURL);
    expect(await (await owner.get("/settings")).text()).toContain(
      PAYMENT_DETAILS.bankAccountNumber,
    );
  });

  it("answer the JSON contract: a token for every call, 404 for anonymous reads", async () => {
    const hidden = await create({ title: "Anna Nagar Courtyard House", visibility: "private" });
    const open = await create({ title: "Besant Nagar Open House" });
    const base = `/api/projects/${hidden._id}/payments`;
    expect((await api.send("GET", base)).status).toBe(404);
    expect((await sendJson("POST", base, { title: "Advance", amount: 1000 }, "")).status).toBe(401);
    expect(
      (await api.send("GET", `/api/projects/${open._id}/payments`, { token: api.token })).status,
    ).toBe(404);

    const created = await sendJson("POST", base, {
      title: "Advance",
      amount: 5_00_000,
      dueOn: "2026-01-01",
    });
    expect(created.status).toBe(201);
    const { payment } = await json<{ payment: PaymentJson }>(created);
    expect(payment).toMatchObject({ title: "Advance", amount: 500000, paid: 0, state: "due" });
    const later = await json<{ payment: PaymentJson }>(
      await sendJson("POST", base, { title: "Handover", amount: 2_00_000, stage: "handover" }),
    );
    expect(later.payment.state).toBe("upcoming");
    expect((await sendJson("POST", base, { title: "Bad", amount: 12.5 })).status).toBe(400);
    expect((await sendJson("POST", base, { title: "Bad", amount: 10, stage: "moon" })).status).toBe(
      400,
    );

    const receiptPath = `/api/payments/${payment._id}/receipts`;
    const receipt = { amount: 2_00_000, date: "2026-11-20", mode: "upi", reference: "UTR 4411" };
    expect((await sendJson("POST", receiptPath, receipt, "")).status).toBe(401);
    expect((await sendJson("POST", receiptPath, { ...receipt, mode: "gold" })).status).toBe(400);
    const recorded = await sendJson("POST", receiptPath, receipt);
    expect(recorded.status).toBe(201);
    expect(await json(recorded)).toMatchObject({
      receipt: { amount: 200000, date: "2026-11-20", mode: "upi", reference: "UTR 4411" },
      payment: { paid: 200000, state: "due" },
    });

    expect(
      (await sendJson("PUT", `/api/payments/${later.payment._id}`, { title: "Keys" }, "")).status,
    ).toBe(401);
    const put = await sendJson("PUT", `/api/payments/${later.payment._id}`, {
      title: "Keys handed over",
    });
    expect(put.status).toBe(200);
    expect(await json(put)).toMatchObject({
      payment: { title: "Keys handed over", amount: 200000, state: "upcoming" },
    });
    expect((await api.send("DELETE", `/api/payments/${later.payment._id}`)).status).toBe(401);
    expect(
      (await api.send("DELETE", `/api/payments/${later.payment._id}`, { token: api.token })).status,
    ).toBe(200);
    expect(
      (await api.send("DELETE", `/api/payments/${later.payment._id}`, { token: api.token })).status,
    ).toBe(404);

    const list = await api.send("GET", base, { token: api.token });
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("no-store");
    const { payments } = await json<{ payments: PaymentJson[] }>(list);
    expect(
      payments.map(({ _id, title, amount, paid, state }) => ({ _id, title, amount, paid, state })),
    ).toEqual([{ _id: payment._id, title: "Advance", amount: 500000, paid: 200000, state: "due" }]);
  });

  it("show on the client's page in both languages, with UPI and receipts a new link cuts off", async () => {
    const hidden = await create({
      title: "Mylapore Heritage Home",
      "ta.title": "மயிலாப்பூர் பாரம்பரிய இல்லம்",
      visibility: "private",
      "client.name": "Meenakshi Sundaram",
      "client.language": "ta",
    });
    const base = `/api/projects/${hidden._id}/payments`;
    const add = async (body: Record<string, unknown>) =>
      (await json<{ payment: PaymentJson }>(await sendJson("POST", base, body))).payment;
    const advance = await add({
      title: "Advance",
      titleTa: "முன்பணம்",
      amount: 12_34_567,
      dueOn: "2026-01-01",
    });
    const foundation = await add({ title: "Foundation", amount: 5_00_000, stage: "foundation" });
    await add({ title: "Handover", amount: 3_00_000, stage: "handover" });
    // A published update at the plinth: the foundation stage is reached.
    const update = await api.send("POST", `/api/projects/${hidden._id}/progress`, {
      token: api.token,
      body: multipart({
        date: "2026-03-02",
        stage: "plinth",
        percent: "20",
        title: "Plinth beams",
        images: [await image("slab.jpg")],
      }),
    });
    expect(update.status).toBe(201);
    const first = await json<{ receipt: { _id: string } }>(
      await sendJson("POST", `/api/payments/${advance._id}/receipts`, {
        amount: 2_34_567,
        date: "2026-11-20",
        mode: "upi",
        reference: "UTR 9981",
      }),
    );

    const taPath = pathOf(hidden.trackerUrl!);
    const enPath = taPath.replace(/^\/ta/, "");
    const english = await (await api.send("GET", enPath)).text();
    const tamil = await (await api.send("GET", taPath)).text();
    // Paid 2,34,567; due now 10,00,000 of the advance and 5,00,000 of the foundation; balance
    // 20,34,567 - 2,34,567.
    expect(textOf(english)).toMatch(/Paid ₹2,34,567 Due now ₹15,00,000 Balance ₹18,00,000/);
    expect(textOf(tamil)).toMatch(
      /செலுத்தியது ₹2,34,567 இப்போது செலுத்த வேண்டியது ₹15,00,000 மீதித் தொகை ₹18,00,000/,
    );
    expect(textOf(english)).toMatch(/Handover .*₹3,00,000 Upcoming/);
    expect(textOf(tamil)).toMatch(/முன்பணம் .*₹12,34,567 செலுத்த வேண்டும்/);
    // The UPI link of each instalment due, for what is still to pay of it.
    const links = [...english.matchAll(/href="(upi:[^"]+)"/g)].map((match) =>
      match[1].replace(/&amp;/g, "&"),
    );
    expect(links).toHaveLength(2);
    const upi = new URL(links[0].replace("upi://pay", "https://upi.invalid/pay")).searchParams;
    expect(Object.fromEntries(upi)).toEqual({
      pa: PAYMENT_DETAILS.upiId,
      pn: "Sri Lakshmi Builders",
      am: "1000000",
      cu: "INR",
      tn: "Mylapore Heritage Home - Advance",
    });
    expect(english).toMatch(/<div role="img" aria-label="UPI QR code for Advance"[^>]*><svg/);

    // The receipt, from the page, in the page's language.
    const receiptHref = /href="(\/track\/[^"]+\/receipts\/[^"]+)"/.exec(english)?.[1];
    expect(receiptHref).toBe(`${enPath}/receipts/${first.receipt._id}`);
    const receipt = await api.send("GET", receiptHref!);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get("cache-control")).toBe("private, no-store");
    expect(receipt.headers.get("x-robots-tag")).toMatch(/noindex/);
    const receiptText = textOf(await receipt.text());
    expect(receiptText).toContain(
      "Rupees Two Lakh Thirty-Four Thousand Five Hundred Sixty-Seven only",
    );
    expect(receiptText).toMatch(/Receipt No\. \d+/);
    expect(receiptText).toContain(PAYMENT_DETAILS.gstin);
    expect(receiptText).toContain("Meenakshi Sundaram");
    const tamilReceipt = textOf(await (await api.send("GET", `/ta${receiptHref}`)).text());
    expect(tamilReceipt).toContain(
      "ரூபாய் இரண்டு லட்சத்து முப்பத்து நான்கு ஆயிரத்து ஐந்நூற்று அறுபத்து ஏழு மட்டும்",
    );
    expect(tamilReceipt).toContain("மயிலாப்பூர் பாரம்பரிய இல்லம்");
    // Another project's receipt is not found under this page.
    expect((await api.send("GET", `${enPath}/receipts/${foundation._id}`)).status).toBe(404);

    // "Make a new link" in the admin: the old page and its receipts are gone.
    const owner = await signInBrowser(api.baseURL);
    const renewed = await owner.post(`/edit-project/${hidden._id}/tracker`, { confirmed: "yes" });
    expect(renewed.status).toBe(302);
    for (const address of [enPath, taPath, receiptHref!, `/ta${receiptHref}`]) {
      const response = await api.send("GET", address);
      expect(response.status, address).toBe(404);
      expect(await response.text()).not.toContain("Rupees Two Lakh");
    }
  });

  it("fill from the estimator's stages on the owner's screen, without a script", async () => {
    const hidden = await create({ title: "Velachery Garden House", visibility: "private" });
    const owner = await signInBrowser(api.baseURL);
    const screen = `/edit-project/${hidden._id}/payments`;
    expect((await owner.get(screen)).status).toBe(200);
    const filled = await owner.post(screen, { intent: "fill", total: "12,34,567" });
    expect(filled.status).toBe(302);
    const { payments } = await json<{ payments: PaymentJson[] }>(
      await api.send("GET", `/api/projects/${hidden._id}/payments`, { token: api.token }),
    );
    expect(payments.map((payment) => payment.title)).toEqual([
      "Foundation",
      "Structure",
      "Brickwork and plastering",
      "Electrical and plumbing",
      "Flooring and finishing",
      "Painting and handover",
    ]);
    expect(payments.reduce((sum, payment) => sum + payment.amount, 0)).toBe(1234567);
    expect(payments[1].amount).toBe(432098);
    // Recorded from the screen: a partial payment leaves the instalment due.
    const recorded = await owner.post(screen, {
      intent: "receipt",
      paymentId: payments[0]._id,
      amount: "1,00,000",
      date: "2026-11-28",
      mode: "cheque",
      reference: "Cheque 000123",
    });
    expect(recorded.status).toBe(302);
    const page = textOf(await (await owner.get(screen)).text());
    expect(page).toMatch(/Receipt No\. \d+ · ₹1,00,000 · 28 Nov 2026 · Cheque · Cheque 000123/);
    const refused = await owner.post(screen, { intent: "add", title: "", amount: "ten" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Enter the amount in whole rupees");
  });
});

describe("a receipt recorded in error", () => {
  type ReceiptJson = {
    _id: string;
    number: number;
    cancelled: { at: string; reason: string } | null;
  };

  it("is cancelled through the API: 200 once, 409 twice, 400 without a reason, 401 and 404", async () => {
    const hidden = await create({ title: "Besant Nagar Sea House", visibility: "private" });
    const { payment } = await json<{ payment: PaymentJson }>(
      await sendJson("POST", `/api/projects/${hidden._id}/payments`, {
        title: "Advance",
        amount: 3_00_000,
        dueOn: "2026-01-01",
      }),
    );
    const recorded = await json<{ receipt: ReceiptJson }>(
      await sendJson("POST", `/api/payments/${payment._id}/receipts`, {
        amount: 3_00_000,
        date: "2026-11-20",
        mode: "cheque",
      }),
    );
    // A receipt answers whether it is cancelled.
    expect(recorded.receipt.cancelled).toBeNull();
    const cancel = `/api/receipts/${recorded.receipt._id}/cancel`;
    const reason = { reason: "Cheque bounced" };
    expect((await sendJson("POST", cancel, reason, "")).status).toBe(401);
    const missing = await sendJson("POST", cancel, { reason: "  " });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toEqual({ message: "Reason is required" });
    expect((await sendJson("POST", cancel, { reason: "x".repeat(201) })).status).toBe(400);
    const unknown = await sendJson("POST", `/api/receipts/${payment._id}/cancel`, reason);
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ message: "Receipt not found" });

    const cancelled = await sendJson("POST", cancel, reason);
    expect(cancelled.status).toBe(200);
    expect(cancelled.headers.get("cache-control")).toBe("no-store");
    const body = await json<{ message: string; receipt: ReceiptJson; payment: PaymentJson }>(
      cancelled,
    );
    expect(body).toMatchObject({
      message: "Receipt cancelled",
      receipt: { _id: recorded.receipt._id, number: recorded.receipt.number },
      payment: { paid: 0, state: "due" },
    });
    expect(body.receipt.cancelled?.reason).toBe("Cheque bounced");
    expect(Date.parse(body.receipt.cancelled!.at)).not.toBeNaN();

    const again = await sendJson("POST", cancel, { reason: "Twice" });
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({
      message: `Receipt No. ${recorded.receipt.number} is already cancelled`,
    });
    const list = await json<{ payments: PaymentJson[]; totals: Record<string, number> }>(
      await api.send("GET", `/api/projects/${hidden._id}/payments`, { token: api.token }),
    );
    expect(list.payments[0]).toMatchObject({ paid: 0, state: "due" });
    expect(list.totals).toEqual({ total: 300000, paid: 0, dueNow: 300000, balance: 300000 });
  });

  it("is cancelled by the owner without a script; the client's page and receipt say so in both languages", async () => {
    const hidden = await create({
      title: "Alwarpet Garden Home",
      visibility: "private",
      "client.name": "Karthik Raman",
      "client.language": "ta",
    });
    const { payment } = await json<{ payment: PaymentJson }>(
      await sendJson("POST", `/api/projects/${hidden._id}/payments`, {
        title: "Advance",
        titleTa: "முன்பணம்",
        amount: 5_00_000,
        dueOn: "2026-01-01",
      }),
    );
    const record = (amount: number, reference: string) =>
      sendJson("POST", `/api/payments/${payment._id}/receipts`, {
        amount,
        date: "2026-11-20",
        mode: "upi",
        reference,
      }).then((response) => json<{ receipt: ReceiptJson }>(response));
    const kept = (await record(1_00_000, "UTR 1001")).receipt;
    const wrong = (await record(4_00_000, "UTR 1002")).receipt;

    const owner = await signInBrowser(api.baseURL);
    const screen = `/edit-project/${hidden._id}/payments`;
    const ask = `/edit-project/${hidden._id}/receipts/${wrong._id}/cancel`;
    const before = textOf(await (await owner.get(screen)).text());
    expect(before).toMatch(/Paid ₹5,00,000 Due now ₹0 Balance ₹0/);
    expect(before).toContain("Cancel receipt…");
    // The confirmation asks for a reason; without one nothing is cancelled.
    const page = await owner.get(ask);
    expect(page.status).toBe(200);
    expect(textOf(await page.text())).toContain(
      `Receipt No. ${wrong.number} · Alwarpet Garden Home`,
    );
    const refused = await owner.post(ask, { confirmed: "yes", reason: "" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Reason is required");
    const done = await owner.post(ask, { confirmed: "yes", reason: "Amount typed wrong" });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(screen);
    // Asked again, it is cancelled already: back to the screen, the first reason kept.
    expect((await owner.get(ask)).headers.get("location")).toBe(screen);
    const twice = await owner.post(ask, { confirmed: "yes", reason: "Again" });
    expect(twice.headers.get("location")).toBe(screen);

    const after = textOf(await (await owner.get(screen)).text());
    expect(after).toMatch(/Paid ₹1,00,000 Due now ₹4,00,000 Balance ₹4,00,000/);
    expect(after).toContain(`Receipt No. ${wrong.number} · ₹4,00,000`);
    expect(after).toContain("Cancelled: Amount typed wrong");
    const activity = (await (await owner.get("/activity")).text()).replace(/<!--.*?-->/g, "");
    expect(activity).toContain(`receipt ${wrong.number} cancelled: Amount typed wrong`);

    // The client's page: the balance back, the receipt listed as cancelled, in both languages.
    const taPath = pathOf(hidden.trackerUrl!);
    const enPath = taPath.replace(/^\/ta/, "");
    const tamil = textOf(await (await api.send("GET", taPath)).text());
    expect(tamil).toMatch(
      /செலுத்தியது ₹1,00,000 இப்போது செலுத்த வேண்டியது ₹4,00,000 மீதித் தொகை ₹4,00,000/,
    );
    expect(tamil).toContain(`ரசீது எண் ${wrong.number} ரத்து செய்யப்பட்டது`);
    expect(tamil).not.toContain(`ரசீது எண் ${kept.number} ரத்து`);
    const english = textOf(await (await api.send("GET", enPath)).text());
    expect(english).toMatch(/Paid ₹1,00,000 Due now ₹4,00,000 Balance ₹4,00,000/);
    expect(english).toContain(`Receipt No. ${wrong.number} CANCELLED`);

    // Its printed page, the client's in either language and the owner's, says so at the top.
    const receiptPath = `${enPath}/receipts/${wrong._id}`;
    const printed = textOf(await (await api.send("GET", receiptPath)).text());
    expect(printed).toMatch(
      /CANCELLED Cancelled on \d+ \w+ \d{4} Reason: Amount typed wrong This receipt is not valid/,
    );
    expect(printed.indexOf("CANCELLED")).toBeLessThan(printed.indexOf("Received from"));
    const printedTa = textOf(await (await api.send("GET", `/ta${receiptPath}`)).text());
    expect(printedTa).toMatch(
      /ரத்து செய்யப்பட்டது \d+ \S+ \d{4} அன்று ரத்து செய்யப்பட்டது காரணம்: Amount typed wrong இந்த ரசீது செல்லாது/,
    );
    const ownersCopy = textOf(
      await (await owner.get(`/edit-project/${hidden._id}/receipts/${wrong._id}`)).text(),
    );
    expect(ownersCopy).toContain("ரத்து செய்யப்பட்டது");
    const valid = textOf(await (await api.send("GET", `${enPath}/receipts/${kept._id}`)).text());
    expect(valid).not.toContain("CANCELLED");

    // Through the Trash: the client's page and receipts close while the project is there, and come
    // back from it with the cancellation and the balance as they were.
    expect(
      (await api.send("DELETE", `/api/projects/${hidden._id}`, { token: api.token })).status,
    ).toBe(200);
    expect((await api.send("GET", enPath)).status).toBe(404);
    expect((await api.send("GET", receiptPath)).status).toBe(404);
    const restored = await owner.post("/trash", {
      intent: "restore",
      kind: "project",
      id: hidden._id,
    });
    expect(restored.status).toBe(302);
    const back = textOf(await (await api.send("GET", enPath)).text());
    expect(back).toMatch(/Paid ₹1,00,000 Due now ₹4,00,000 Balance ₹4,00,000/);
    expect(back).toContain(`Receipt No. ${wrong.number} CANCELLED`);
    expect(textOf(await (await api.send("GET", receiptPath)).text())).toContain(
      "Reason: Amount typed wrong",
    );
  });
});
