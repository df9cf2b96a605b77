/**
 * A private project on a phone (docs/product/content.md#private-projects): the owner makes one for
 * a client, shares its link, the client follows it in English and Tamil with and without
 * JavaScript, and a new link, made only after the owner confirms (with and without JavaScript),
 * ends the old one. A public project shows its RERA block.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { apiToken, image, json, multipart, send } from "../test/support/api";
import { photo, uniqueTitle } from "../test/support/admin-forms";

test.use({ viewport: { width: 390, height: 844 } });

const UPDATE_TITLE = "Roof slab cast";

test("the owner shares a private project's page; the client follows it; a new link ends the old one", async ({
  page,
  browser,
  server,
  signIn,
}) => {
  await signIn();
  const title = uniqueTitle("Kilpauk Quietplace");
  await page.goto("/addprojects");
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel("Description").fill("Two floors for one family.");
  await page.getByLabel("Location").fill("Kilpauk, Chennai");
  await page.getByLabel(/^Photos/).setInputFiles(await photo("cover.jpg"));
  await page.getByLabel("Visibility").selectOption("private");
  await page.getByLabel("Client's name").fill("Meenakshi");
  await page.getByLabel("Client's phone").fill("98400 12345");
  await page.getByLabel("Client's e-mail").fill("meena@example.com");
  await page.getByRole("button", { name: "Create Project" }).click();
  await page.waitForURL("**/manage-projects");

  const token = await apiToken(server.baseURL);
  const listed = await json<{ projects: { _id: string; title: string }[] }>(
    await send(server.baseURL, "GET", "/api/projects", { token }),
  );
  const project = listed.projects.find((candidate) => candidate.title === title)!;
  // The update with its photos, as a setup step through the API.
  const added = await send(server.baseURL, "POST", `/api/projects/${project._id}/progress`, {
    token,
    body: multipart({
      date: "2026-03-02",
      stage: "structure",
      percent: "60",
      title: UPDATE_TITLE,
      "ta.title": "கூரை வார்ப்பு முடிந்தது",
      note: "",
      images: [await image("slab.jpg"), await image("steel.png", "png")],
    }),
  });
  expect(added.status).toBe(201);

  await page.goto(`/edit-project/${project._id}`);
  const sharing = page.getByRole("region", { name: "Client's page" });
  const link = await sharing.getByLabel("Link to the client's page").inputValue();
  expect(link).toMatch(/\/track\/[A-Za-z0-9_-]{43}$/);
  await expect(sharing.getByRole("button", { name: "Copy link" })).toBeVisible();
  const whatsapp = await sharing
    .getByRole("link", { name: "Send on WhatsApp" })
    .getAttribute("href");
  expect(whatsapp).toContain("919840012345");
  expect(decodeURIComponent(whatsapp!)).toContain(link);

  const path = new URL(link).pathname;
  for (const javaScriptEnabled of [true, false]) {
    const client = await browser.newContext({
      baseURL: server.baseURL,
      javaScriptEnabled,
      viewport: { width: 390, height: 844 },
    });
    const clientPage = await client.newPage();
    await clientPage.goto(path);
    await expect(clientPage.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(clientPage.getByRole("heading", { name: UPDATE_TITLE })).toBeVisible();
    await expect(clientPage.getByText(/Current stage\s*:\s*Structure/).first()).toBeVisible();
    await expect(clientPage.getByText(/What comes next/)).toBeVisible();
    const update = clientPage.locator("[data-progress-update]");
    await expect(update.getByRole("img")).toHaveCount(2);
    await expect(clientPage.getByRole("link", { name: "Call us" })).toBeVisible();
    await expect(clientPage.getByRole("link", { name: "WhatsApp us" })).toBeVisible();
    // Nothing is wider than the phone.
    const overflow = await clientPage.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await clientPage.goto(`/ta${path}`);
    await expect(clientPage.getByRole("heading", { name: "கூரை வார்ப்பு முடிந்தது" })).toBeVisible();
    await expect(clientPage.getByText("அடுத்து வருவது", { exact: false })).toBeVisible();
    await expect(clientPage.locator("[data-progress-update]").getByRole("img")).toHaveCount(2);
    await client.close();
  }

  await renewAfterAsking(page, link);
});

/**
 * "New link…" asks first, on a page of its own: Cancel keeps the client's link working; Make a
 * new link ends it and the editor shows the new one.
 */
async function renewAfterAsking(page: Page, link: string) {
  const editor = page.url();
  const sharing = page.getByRole("region", { name: "Client's page" });
  const linkField = sharing.getByLabel("Link to the client's page");
  const path = new URL(link).pathname;

  await sharing.getByRole("link", { name: "New link…" }).click();
  await expect(page.getByRole("heading", { name: "New client link", level: 1 })).toBeVisible();
  await expect(
    page.getByText("This stops the old link; the client will need the new one. Make a new link?"),
  ).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole("link", { name: "Cancel" }).click();
  await page.waitForURL(editor);
  await expect(linkField).toHaveValue(link);
  expect((await page.request.get(path)).status(), "kept after Cancel").toBe(200);

  await sharing.getByRole("link", { name: "New link…" }).click();
  await page.getByRole("button", { name: "Make a new link" }).click();
  await page.waitForURL(editor);
  await expect(page.getByText("A new link is ready.")).toBeVisible();
  await expect(linkField).not.toHaveValue(link);
  const renewed = await linkField.inputValue();
  expect(renewed).toMatch(/\/track\/[A-Za-z0-9_-]{43}$/);
  expect((await page.request.get(path)).status(), "the old link").toBe(404);
  expect((await page.request.get(new URL(renewed).pathname)).status()).toBe(200);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a new client link is made only after the owner says yes", async ({
    page,
    server,
    signIn,
  }) => {
    const token = await apiToken(server.baseURL);
    const created = await send(server.baseURL, "POST", "/api/create-project", {
      token,
      body: multipart({
        title: uniqueTitle("Anna Nagar Courtyard"),
        description: "One floor.",
        category: "Residential",
        location: "Anna Nagar",
        coverImage: await image("cover.jpg"),
        visibility: "private",
        "client.name": "Karthik",
      }),
    });
    expect(created.status).toBe(201);
    const { project } = await json<{ project: { _id: string; trackerUrl: string } }>(created);
    await signIn();
    await page.goto(`/edit-project/${project._id}`);
    await expect(
      page.getByRole("region", { name: "Client's page" }).getByLabel("Link to the client's page"),
    ).toHaveValue(project.trackerUrl);
    await renewAfterAsking(page, project.trackerUrl);
  });
});

test("a public project with a RERA number shows the RERA block", async ({ page, server }) => {
  const token = await apiToken(server.baseURL);
  const created = await send(server.baseURL, "POST", "/api/create-project", {
    token,
    body: multipart({
      title: uniqueTitle("Velachery Towers"),
      description: "Flats.",
      category: "Residential",
      location: "Velachery",
      coverImage: await image("cover.jpg"),
      "rera.registrationNumber": "TN/29/Building/0301/2024",
      "rera.authority": "CMDA",
      reraQrImage: await image("qr.png", "png"),
    }),
  });
  expect(created.status).toBe(201);
  const { project } = await json<{ project: { slug: string } }>(created);
  await page.goto(`/projects/${project.slug}`);
  const block = page.getByRole("region", { name: "RERA and approvals" });
  await expect(block).toBeVisible();
  await expect(block.getByText("TN/29/Building/0301/2024")).toBeVisible();
  await expect(block.getByRole("img", { name: "TNRERA QR code" })).toBeVisible();
  await expect(block.getByRole("link", { name: /TNRERA website/ })).toHaveAttribute(
    "href",
    "https://rera.tn.gov.in/",
  );
});
