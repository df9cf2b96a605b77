/**
 * A private project's documents and questions on a phone (docs/product/client-documents.md): the
 * owner adds the approved plan, the client downloads it (English, JavaScript on), asks about an
 * update (Tamil, JavaScript off), the owner answers from the dashboard, the client reads the
 * answer, and a new link cuts the old one off from the page and the document.
 */
import fs from "node:fs/promises";
import { PDFDocument } from "pdf-lib";
import { expect, test } from "./fixtures";
import { apiToken, image, json, multipart, send } from "../test/support/api";
import { uniqueTitle } from "../test/support/admin-forms";

test.use({ viewport: { width: 390, height: 844 } });

test("the owner adds a plan, the client downloads it and asks; the owner answers; a new link cuts the old one off", async ({
  page,
  browser,
  server,
  signIn,
}) => {
  // Several contexts and downloads on a shared, busy machine.
  test.setTimeout(120_000);
  const token = await apiToken(server.baseURL);
  const title = uniqueTitle("Mylapore Courtyard House");
  const created = await send(server.baseURL, "POST", "/api/create-project", {
    token,
    body: multipart({
      title,
      "ta.title": "மயிலாப்பூர் முற்ற வீடு",
      description: "Two floors",
      category: "Residential",
      location: "Mylapore",
      coverImage: await image("cover.jpg"),
      visibility: "private",
      "client.name": "Lakshmi",
      "client.language": "ta",
    }),
  });
  expect(created.status).toBe(201);
  const { project } = await json<{ project: { _id: string; trackerUrl: string } }>(created);
  const added = await send(server.baseURL, "POST", `/api/projects/${project._id}/progress`, {
    token,
    body: multipart({
      date: "2026-03-02",
      stage: "structure",
      percent: "60",
      title: "Roof slab cast",
      "ta.title": "கூரை வார்ப்பு முடிந்தது",
      note: "",
      images: [await image("slab.jpg")],
    }),
  });
  expect(added.status).toBe(201);

  // The owner adds the approved plan from the project's editor.
  const plan = await PDFDocument.create();
  plan.addPage([420, 297]).drawText("Approved plan, ground floor", { x: 30, y: 150 });
  const planBytes = Buffer.from(await plan.save());
  await signIn();
  await page.goto(`/edit-project/${project._id}`);
  const documentsLink = page.getByRole("link", { name: "Client documents" });
  await expect(documentsLink).toHaveAttribute("href", `/edit-project/${project._id}/documents`);
  await page.goto(`/edit-project/${project._id}/documents`);
  await page.getByLabel("PDF file").setInputFiles({
    name: "approved-plan.pdf",
    mimeType: "application/pdf",
    buffer: planBytes,
  });
  await page.getByLabel("Title", { exact: true }).fill("Approved plan");
  await page.getByLabel("Title in Tamil (optional)").fill("அங்கீகரிக்கப்பட்ட வரைபடம்");
  await page.getByRole("button", { name: "Add document" }).click();
  await expect(page.getByText("“Approved plan” was added.")).toBeVisible();

  // The client, English, with JavaScript, downloads it.
  const trackPath = new URL(project.trackerUrl).pathname.replace(/^\/ta/, "");
  const english = await browser.newContext({ baseURL: server.baseURL });
  const clientPage = await english.newPage();
  await clientPage.setViewportSize({ width: 390, height: 844 });
  await clientPage.goto(trackPath);
  const documents = clientPage.getByRole("region", { name: "Documents" });
  const [download] = await Promise.all([
    clientPage.waitForEvent("download"),
    documents.getByRole("link", { name: /Approved plan/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("approved-plan.pdf");
  const saved = await fs.readFile((await download.path())!);
  expect(saved.equals(planBytes)).toBe(true);
  const documentHref = await documents.getByRole("link").getAttribute("href");

  // The client, Tamil, without JavaScript, asks under the update.
  const tamil = await browser.newContext({
    baseURL: server.baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const tamilPage = await tamil.newPage();
  await tamilPage.goto(`/ta${trackPath}`);
  await expect(
    tamilPage.getByRole("region", { name: "ஆவணங்கள்" }).getByText("அங்கீகரிக்கப்பட்ட வரைபடம்"),
  ).toBeVisible();
  const update = tamilPage.locator("[data-progress-update]").first();
  await update.getByText("இந்த முன்னேற்றம் பற்றிக் கேளுங்கள்").click();
  await update.getByLabel("உங்கள் கேள்வி").fill("கூரைக்கு எத்தனை நாள் நீர் ஊற்றுவீர்கள்?");
  await update.getByRole("button", { name: "கேள்வியை அனுப்பு" }).click();
  await expect(update.getByText("கூரைக்கு எத்தனை நாள் நீர் ஊற்றுவீர்கள்?")).toBeVisible();
  await expect(update.getByText("விரைவில் பதில் அளிப்போம்.")).toBeVisible();

  // The owner answers from the dashboard.
  await page.goto("/dashboard");
  await page
    .getByRole("region", { name: /Clients' questions to answer/ })
    .getByRole("link", { name: /எத்தனை நாள்/ })
    .click();
  await page.getByLabel("Your answer").fill("21 நாள் நீர் ஊற்றுவோம்.");
  await page.getByRole("button", { name: "Send answer" }).click();
  await expect(page.getByText("Your answer is on the client's page.")).toBeVisible();

  // The client reads it.
  await tamilPage.reload();
  await expect(update.getByText("எங்கள் பதில்")).toBeVisible();
  await expect(update.getByText("21 நாள் நீர் ஊற்றுவோம்.")).toBeVisible();
  const overflow = await tamilPage.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // A new link cuts the old one off from the page and the document.
  await page.goto(`/edit-project/${project._id}/tracker`);
  await page.getByRole("button", { name: "Make a new link" }).click();
  await expect(page.getByText("A new link is ready.")).toBeVisible();
  expect((await clientPage.goto(trackPath))?.status()).toBe(404);
  expect((await clientPage.request.get(documentHref!)).status()).toBe(404);
  await english.close();
  await tamil.close();
});
