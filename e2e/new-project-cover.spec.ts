/**
 * A new project's cover is one of the photos being sent
 * (docs/product/admin-forms.md#project-editor): each photo goes once. With JavaScript each chosen
 * photo's card offers Make cover (the first is the cover until another is chosen), and the picker
 * is a button whose words follow the count; without JavaScript the first photo is the cover. At a
 * phone's width, 390 px.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { findProject, photo, uniqueTitle } from "../test/support/admin-forms";

test.use({ viewport: { width: 390, height: 844 } });

const RED = "#b91c1c";
const GREEN = "#15803d";
const BLUE = "#1d4ed8";

/** The stored photo's colour, as the hex its test photo was drawn with. */
async function colourOf(request: APIRequestContext, fileName: string) {
  const bytes = await (await request.get(`/uploads/${fileName}`)).body();
  const { dominant } = await sharp(bytes).stats();
  return [dominant.r, dominant.g, dominant.b];
}

function near(expected: string) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(expected.slice(at, at + 2), 16));
  return [r, g, b].map((value) => expect.closeTo(value, -1.5));
}

/** Every photo the page sends: its resumable uploads, and file parts of the requests it sends itself. */
function photosSent(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/uploads/resumable")) {
      sent.push(request.headers()["upload-metadata"] ?? "upload");
    }
    const body = request.postDataBuffer();
    if (request.method() === "POST" && body) {
      const parts = body.toString("latin1").match(/filename="[^"]+"/g) ?? [];
      sent.push(...parts);
    }
  });
  return sent;
}

test.describe("new project cover, JavaScript on", () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test("Make cover on a chosen photo; each photo is sent once", async ({ page }) => {
    const sent = photosSent(page);
    const title = uniqueTitle("Cover choice");
    await page.goto("/addprojects");
    await page.getByLabel(/^Title/).fill(title);
    // The picker is a labelled button: no "No file chosen" beside the photos being sent.
    const chooser = page.getByText("Choose photos", { exact: true });
    await expect(chooser).toBeVisible();
    const input = page.getByLabel(/^Photos/);
    expect((await input.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);

    await input.setInputFiles([
      await photo("front.jpg", RED),
      await photo("courtyard.jpg", GREEN),
      await photo("terrace.jpg", BLUE),
    ]);
    await expect(page.getByText("3 new images selected")).toBeVisible();
    await expect(page.getByText("Add more photos", { exact: true })).toBeVisible();
    await expect(chooser).toHaveCount(0);
    await expect(page.getByRole("radio", { name: "front.jpg is the cover" })).toBeChecked();

    await page.getByRole("radio", { name: "Make courtyard.jpg the cover" }).check();
    await expect(page.getByRole("radio", { name: "courtyard.jpg is the cover" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Make front.jpg the cover" })).not.toBeChecked();
    for (const name of ["front.jpg", "courtyard.jpg", "terrace.jpg"]) {
      await expect(
        page
          .getByRole("listitem")
          .filter({ hasText: name })
          .getByText(/^Sent: /),
      ).toBeVisible({ timeout: 30_000 });
    }
    await page.getByRole("button", { name: "Create Project" }).click();
    await page.waitForURL("**/manage-projects");

    const project = (await findProject(page.request, title))!;
    expect(await colourOf(page.request, project.coverImage!)).toEqual(near(GREEN));
    expect(project.gallery).toHaveLength(2);
    expect(await colourOf(page.request, project.gallery[0])).toEqual(near(RED));
    expect(await colourOf(page.request, project.gallery[1])).toEqual(near(BLUE));
    // Three resumable uploads, and the save itself carries no file.
    expect(sent).toHaveLength(3);
  });
});

test.describe("new project cover, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test("the first photo is the cover, each photo sent once", async ({ page }) => {
    const title = uniqueTitle("Cover first");
    await page.goto("/addprojects");
    await page.getByLabel(/^Title/).fill(title);
    await expect(page.getByText(/^The first photo is the cover/)).toBeVisible();
    // One field for the project's photos: no second place a photo could be sent from (the
    // other file field takes the RERA QR code).
    await expect(page.locator('input[type="file"]:not([name="reraQrImage"])')).toHaveCount(1);
    await expect(page.locator('input[type="file"][name="reraQrImage"]')).toHaveCount(1);
    await page
      .getByLabel(/^Photos/)
      .setInputFiles([await photo("front.jpg", RED), await photo("courtyard.jpg", GREEN)]);
    await page.getByRole("button", { name: "Create Project" }).click();
    await page.waitForURL("**/manage-projects");

    const project = (await findProject(page.request, title))!;
    expect(await colourOf(page.request, project.coverImage!)).toEqual(near(RED));
    expect(project.gallery).toHaveLength(1);
    expect(await colourOf(page.request, project.gallery[0])).toEqual(near(GREEN));
  });
});
