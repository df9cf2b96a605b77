/**
 * Enquiries (docs/product/overview.md, docs/decisions/015-enquiries-kept-and-mailed.md): every
 * contact form enquiry is kept (JavaScript off and on), shows up in the admin list, the dashboard
 * count and the CSV, and reaches the owner's inbox through a real SMTP server, even when that
 * server was down at the time.
 */
import { expect, testWithOwnServer } from "./fixtures";
import {
  CHAT_NUMBER,
  chatOpenedBy,
  fillContactForm,
  postContactForm,
  uniqueClientIp,
} from "../test/support/public";
import { freePort, startSmtpServer, type TestSmtpServer } from "../test/support/smtp";

let smtpPort = 0;
const test = testWithOwnServer(async () => {
  smtpPort = await freePort();
  return {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ENQUIRY_EMAIL_TO: "owner@example.com",
    MAIL_RETRY_SECONDS: "1",
  };
});

test.describe.configure({ mode: "serial" });

let smtp: TestSmtpServer | undefined;
test.afterAll(async () => {
  await smtp?.stop();
});

test("enquiries are kept with JavaScript off and on while the mail server is down", async ({
  browser,
  baseURL,
  signIn,
}) => {
  // Without JavaScript: /contact posts, the server stores, then redirects to the chat.
  // On a phone without JavaScript, then at 1280 px with it (Playwright's default size).
  const noJs = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const plain = await noJs.newPage();
  await plain.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
  await plain.goto("/contact");
  await expect(plain.getByText(/We keep what you send here for 12 months/)).toBeVisible();
  const form = await fillContactForm(plain, {
    name: "Priya Raman",
    email: "priya@example.com",
    phone: "+91 98765 43210",
    service: "Renovation and Remodeling",
    message: '=1+2 Kitchen, two baths; "urgent"',
  });
  const chatLink = await chatOpenedBy(plain, () =>
    form.getByRole("button", { name: "Send via WhatsApp" }).click(),
  );
  expect(chatLink.pathname).toBe(`/${CHAT_NUMBER}`);
  expect(chatLink.searchParams.get("text")).toContain('=1+2 Kitchen, two baths; "urgent"');
  await noJs.close();

  // With JavaScript: the home page form posts in the background, then opens the chat.
  const withJs = await browser.newContext({ baseURL });
  const page = await withJs.newPage();
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
  await page.goto("/");
  const homeForm = await fillContactForm(page, {
    name: "Anitha Kumar",
    email: "anitha@example.com",
    phone: "9000011111",
    service: "Interior Design and Finishing",
    message: "3BHK interiors in Porur",
  });
  await homeForm.getByRole("button", { name: "Send via WhatsApp" }).click();
  await expect(page.getByText("Thank you, your enquiry has reached us.")).toBeVisible();
  const chat = await page.getByRole("link", { name: "Open WhatsApp" }).getAttribute("href");
  expect(new URL(chat!).searchParams.get("text")).toContain("Message: 3BHK interiors in Porur");
  await expect(homeForm.getByLabel("Your Name")).toHaveValue("");

  // A bot that fills the honeypot leaves nothing behind.
  const bot = await postContactForm(page.request, {
    name: "Bot",
    email: "bot@example.com",
    phone: "9000011111",
    service: "Other",
    message: "spam",
    website: "http://spam.example",
  });
  expect(bot.status()).toBe(303);

  // The owner sees both, newest first, with the count on the dashboard and in the navigation.
  await signIn({ page });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("link", { name: "New enquiries: 2" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Admin" }).first();
  await expect(nav.getByRole("link", { name: /Enquiries\s*2 new/ })).toBeVisible();
  await page.getByRole("link", { name: "New enquiries: 2" }).click();
  const list = page.getByRole("list", { name: "Enquiries" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").nth(0)).toContainText("Anitha Kumar");
  await expect(list.getByRole("listitem").nth(0)).toContainText("from home page");
  await expect(list.getByRole("listitem").nth(1)).toContainText("Priya Raman");
  await expect(list.getByRole("listitem").nth(1)).toContainText("from /contact");
  await expect(page.getByText("E-mail not sent yet; retrying.")).toHaveCount(2);
  await expect(page.getByText("Bot", { exact: true })).toHaveCount(0);

  // CSV: both rows, every cell quoted, formulas neutralised (at the start and after a `;`).
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await (
    await download
  )
    .path()
    .then((file) => import("node:fs").then((fs) => fs.readFileSync(file, "utf8")));
  const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
  expect(lines[0]).toBe(
    '"Received","Name","Email","Phone","Service","Package","Message","Page","Status","Notes","Estimate","Lost reason","Call back on","Source","Landing page","Campaign"',
  );
  expect(lines.filter((line) => line.includes("Anitha Kumar"))).toHaveLength(1);
  expect(csv).toContain(
    `"Priya Raman","priya@example.com","'+91 98765 43210","Renovation and Remodeling","","'=1+2 Kitchen, two baths; ""urgent""","/contact","new",`,
  );
  await withJs.close();
});

test("the e-mails go out once the mail server is up, and new ones right away", async ({
  page,
  signIn,
}) => {
  smtp = await startSmtpServer(smtpPort);
  await expect.poll(() => smtp!.inbox.length, { timeout: 30_000 }).toBe(2);
  const subjects = smtp.inbox.map((mail) => mail.subject);
  expect(subjects.some((subject) => subject.includes("New enquiry from Priya Raman"))).toBe(true);
  expect(subjects.some((subject) => subject.includes("New enquiry from Anitha Kumar"))).toBe(true);
  expect(smtp.inbox.every((mail) => mail.to.includes("owner@example.com"))).toBe(true);

  const response = await postContactForm(page.request, {
    name: "Karthik",
    email: "karthik@example.com",
    phone: "9876543210",
    service: "Other",
    message: "Compound wall quote",
  });
  expect(response.status()).toBe(303);
  await expect.poll(() => smtp!.inbox.length, { timeout: 15_000 }).toBe(3);
  expect(smtp.inbox[2].body).toContain("Compound wall quote");

  await signIn();
  await page.goto("/enquiries");
  await expect(page.getByText("E-mailed to you.")).toHaveCount(3);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("status, search, sort and delete work from the list", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/enquiries");
    const list = page.getByRole("list", { name: "Enquiries" });
    const priya = list.getByRole("listitem", { name: "Priya Raman" });
    await priya.getByRole("button", { name: "Contacted" }).click();
    await expect(
      list
        .getByRole("listitem", { name: "Priya Raman" })
        .getByRole("button", { name: "Contacted" }),
    ).toHaveAttribute("aria-pressed", "true");
    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: "New enquiries: 2" })).toBeVisible();

    await page.goto("/enquiries");
    await page.getByLabel("Search").fill("porur");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=porur/);
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByRole("listitem")).toContainText("Anitha Kumar");

    await page.goto("/enquiries?sort=name");
    await expect(list.getByRole("listitem").first()).toContainText("Anitha Kumar");
    await page.goto("/enquiries?sort=oldest");
    await expect(list.getByRole("listitem").first()).toContainText("Priya Raman");

    await page.goto("/enquiries?status=contacted");
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await list.getByRole("button", { name: "Delete the enquiry from Priya Raman" }).click();
    await expect(page.getByRole("heading", { name: "Delete Enquiry" })).toBeVisible();
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/enquiries\?status=contacted$/);
    await expect(page.getByText("No enquiries match this search.")).toBeVisible();
    await expect(page.getByTestId("flash")).toHaveText("Enquiry from Priya Raman deleted.");
    await page.goto("/enquiries");
    await expect(list.getByRole("listitem")).toHaveCount(2);
  });
});
