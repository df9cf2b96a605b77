/**
 * The enquiry pipeline on a phone (docs/product/enquiry-pipeline.md): a visitor lands from a
 * Facebook campaign and sends the contact form (JavaScript on), another writes in Tamil without
 * JavaScript; the owner sees where each came from, sets a call-back day, finds it on the
 * dashboard, marks the enquiry won and makes the client's private project.
 */
import { expect, test } from "./fixtures";
import { chatOpenedBy, fillContactForm, uniqueClientIp } from "../test/support/public";
import { ta } from "../app/i18n/messages/ta";
import { siteDay } from "../app/utils/dates";

const PHONE = { width: 390, height: 844 };
const SHOTS = "/tmp/shots-h-pipeline";

test("a campaign's enquiry is followed up, won and becomes the client's project", async ({
  browser,
  baseURL,
  page,
  signIn,
}) => {
  // A visitor from the Diwali campaign, with JavaScript.
  const visitor = await browser.newContext({ baseURL, viewport: PHONE });
  const landing = await visitor.newPage();
  await landing.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
  await landing.goto("/?utm_source=facebook&utm_campaign=diwali");
  await landing.goto("/contact");
  const form = await fillContactForm(landing, {
    name: "Selvi Murugan",
    email: "selvi@example.com",
    phone: "98400 24680",
    service: "New Building Construction",
    message: "A house on our plot in Tambaram",
  });
  await form.getByRole("button", { name: "Send via WhatsApp" }).click();
  await expect(landing.getByText("Thank you, your enquiry has reached us.")).toBeVisible();
  await visitor.close();

  // Another visitor, in Tamil, without JavaScript.
  const plain = await browser.newContext({ baseURL, viewport: PHONE, javaScriptEnabled: false });
  const tamil = await plain.newPage();
  await tamil.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
  await tamil.goto("/ta/contact?utm_source=instagram");
  const tamilForm = tamil.getByRole("form", { name: ta.contact.form });
  await tamilForm.getByLabel(ta.contact.name).fill("கவிதா செல்வம்");
  await tamilForm.getByLabel(ta.contact.emailLabel).fill("kavitha@example.com");
  await tamilForm.getByLabel(ta.contact.phone).fill("98400 13579");
  await tamilForm.getByLabel(ta.contact.service).selectOption({ label: ta.contact.otherService });
  await tamilForm.getByLabel(ta.contact.message).fill("வீடு கட்ட வேண்டும்");
  const chat = await chatOpenedBy(tamil, () =>
    tamilForm.getByRole("button", { name: ta.contact.send }).click(),
  );
  expect(chat.searchParams.get("text")).toContain("வீடு கட்ட வேண்டும்");
  await plain.close();

  // The owner, on a phone.
  await page.setViewportSize(PHONE);
  await signIn();
  await page.goto("/enquiries");
  const selvi = page.getByRole("listitem", { name: "Selvi Murugan" });
  await expect(selvi.getByText("Source: facebook · campaign diwali · landed on /")).toBeVisible();
  await expect(
    page.getByRole("listitem", { name: "கவிதா செல்வம்" }).getByText("Source: instagram"),
  ).toBeVisible();

  await selvi.getByLabel("Call back on").fill(siteDay());
  await selvi.getByRole("button", { name: "Save date" }).click();
  await expect(selvi.getByText("Call back today")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/enquiries-390.png`, fullPage: true });

  await page.goto("/dashboard");
  const today = page.getByRole("region", { name: /Call back today/ });
  await page.screenshot({ path: `${SHOTS}/dashboard-390.png` });
  await today.getByRole("link", { name: /Selvi Murugan/ }).click();
  await expect(page).toHaveURL(/\/enquiries\?id=/);
  const only = page.getByRole("listitem", { name: "Selvi Murugan" });
  await only.getByRole("button", { name: "Won", exact: true }).click();
  await expect(only.getByRole("button", { name: "Won", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await only.getByRole("button", { name: "Make the client's project for Selvi Murugan" }).click();
  await expect(page).toHaveURL(/\/edit-project\//);
  await expect(
    page.getByText("The private project of Selvi Murugan is ready: send the client's link below."),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/project-390.png` });

  // The call-back is settled: a won enquiry is not called back.
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: /Call back today/ })).toHaveCount(0);

  await page.goto("/enquiries/sources");
  await expect(
    page.getByRole("img", { name: /Enquiries and site visits by source/ }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sources-390.png`, fullPage: true });
});
