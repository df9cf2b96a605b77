/**
 * Photos from a building site (docs/decisions/047-photos-shrunk-and-sent-resumably.md):
 * with JavaScript, a 12 MB camera photo is shrunk in the browser, sent in its
 * own resumable upload and published upright; a drop and a reload in the
 * middle resume; a refused upload offers Retry; a double-tapped Save makes
 * one item. Without JavaScript the form still sends the photos itself and
 * refuses an 11 MB one by name. At a phone's width, 390 px.
 */
import type { Page, Request } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { findGallery, oversizedFile, photo, uniqueTitle } from "../test/support/admin-forms";
import { cameraPhoto, isUpright } from "../test/support/camera-photos";

test.use({ viewport: { width: 390, height: 844 } });

/** A slow upload line (bytes per second up), so a photo is still on its way when the test acts. */
async function slowLine(page: Page, upload: number) {
  const cdp = await page.context().newCDPSession(page);
  const set = (offline: boolean) =>
    cdp.send("Network.emulateNetworkConditions", {
      offline,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: upload,
    });
  await set(false);
  return { cdp, offline: () => set(true), online: () => set(false) };
}

/** The Upload-Offset of every PATCH the page sends: where each chunk starts. */
function patchOffsets(page: Page) {
  const offsets: number[] = [];
  page.on("request", (request: Request) => {
    if (request.method() === "PATCH" && request.url().includes("/uploads/resumable/")) {
      offsets.push(Number(request.headers()["upload-offset"]));
    }
  });
  return offsets;
}

function card(page: Page, name: string) {
  return page.getByRole("listitem").filter({ hasText: name });
}

async function sentBytes(page: Page, name: string) {
  const text =
    (await card(page, name)
      .getByText(/^Sending: /)
      .textContent()) ?? "";
  return Number(/Sending: ([\d.]+) of/.exec(text)?.[1] ?? 0);
}

test.describe("photo uploads, JavaScript on", () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test("a 12 MB portrait camera photo is shrunk, sent and published upright", async ({ page }) => {
    const camera = await cameraPhoto("IMG_2041.jpg", { rotated: true });
    expect(camera.bytes).toBeGreaterThan(10 * 1024 * 1024);
    const title = uniqueTitle("Slab pour");
    await page.goto("/addgallery");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel(/^Images/).setInputFiles(camera.path);

    const photoCard = card(page, "IMG_2041.jpg");
    await expect(photoCard.getByText(/^Sent: .* \(shrunk from 1\d\.\d MB\)$/)).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole("button", { name: "Upload Gallery" }).click();
    await expect(page.getByText("Gallery uploaded successfully!")).toBeVisible();

    const gallery = await findGallery(page.request, title);
    expect(gallery!.images).toHaveLength(1);
    const stored = await page.request.get(`/uploads/${gallery!.images[0]}`);
    const bytes = await stored.body();
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    // Upright and limited by its long side: 3000 × 4000 is kept at 1440 × 1920.
    expect([width, height]).toEqual([1440, 1920]);
    expect(await isUpright(bytes)).toBe(true);
  });

  test("a drop in the middle pauses the photo; back online it resumes where it stopped", async ({
    page,
  }) => {
    const camera = await cameraPhoto("IMG_2042.jpg");
    const offsets = patchOffsets(page);
    const title = uniqueTitle("Plastering");
    await page.goto("/addgallery");
    await page.getByLabel("Title").fill(title);
    const line = await slowLine(page, 100 * 1024);
    await page.getByLabel(/^Images/).setInputFiles(camera.path);

    const photoCard = card(page, "IMG_2042.jpg");
    await expect
      .poll(() => sentBytes(page, "IMG_2042.jpg"), { timeout: 30_000 })
      .toBeGreaterThan(0.3);
    await line.offline();
    await expect(photoCard.getByText(/^Paused \(offline\)/)).toBeVisible();
    await expect(page.getByText(/Waiting for 1 photo to finish sending/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Upload Gallery" })).toBeDisabled();
    const before = offsets.length;

    await line.online();
    await expect(photoCard.getByText(/^Sent: /)).toBeVisible({ timeout: 30_000 });
    // The first chunk after the drop starts past zero: the server's bytes were kept.
    expect(offsets.slice(before).find((offset) => offset > 0)).toBeGreaterThan(0);
    expect(offsets.slice(before)).not.toContain(0);

    await page.getByRole("button", { name: "Upload Gallery" }).click();
    await expect(page.getByText("Gallery uploaded successfully!")).toBeVisible();
    expect((await findGallery(page.request, title))!.images).toHaveLength(1);
    await line.cdp.detach();
  });

  test("Enter in a field, or a tap before the button greys out, waits for the photos being sent", async ({
    page,
  }) => {
    const title = uniqueTitle("Lintel");
    await page.goto("/addgallery");
    const line = await slowLine(page, 50 * 1024);
    const saves: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/addgallery") {
        saves.push(request.url());
      }
    });
    await page.getByLabel("Title").fill(title);
    await page.getByLabel(/^Images/).setInputFiles(await photo("lintel.jpg"));
    // Enter in a field sends the form through its first submit button, which is never greyed out.
    await page.getByLabel("Title").press("Enter");
    await expect(page.getByText(/Waiting for 1 photo to finish sending/)).toBeVisible();
    // The same from a script the moment the photo is picked, before React has drawn anything.
    await page.evaluate(async () => {
      const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
      const picked = new DataTransfer();
      picked.items.add(new File([new Uint8Array(20_000)], "second.jpg", { type: "image/jpeg" }));
      input.files = picked.files;
      input.dispatchEvent(new Event("change", { bubbles: true }));
      input.form!.requestSubmit();
    });
    await page.waitForTimeout(500);
    expect(saves).toEqual([]);
    await line.online();
    await line.cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(card(page, "lintel.jpg").getByText(/^Sent: /)).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "Remove second.jpg" }).click();
    await page.getByRole("button", { name: "Upload Gallery" }).click();
    await expect(page.getByText("Gallery uploaded successfully!")).toBeVisible();
    expect((await findGallery(page.request, title))!.images).toHaveLength(1);
    await line.cdp.detach();
  });

  test("a photo chosen before the page's script has run is sent once it runs", async ({ page }) => {
    // The page's scripts are held back, as on a slow line, while the owner picks a photo.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/addgallery", { waitUntil: "commit" });
    await page.getByLabel(/^Images/).setInputFiles(await photo("early.jpg"));
    release();
    await expect(card(page, "early.jpg").getByText(/^Sent: /)).toBeVisible();
    const title = uniqueTitle("Early");
    await page.getByLabel("Title").fill(title);
    await page.getByRole("button", { name: "Upload Gallery" }).click();
    await expect(page.getByText("Gallery uploaded successfully!")).toBeVisible();
    expect((await findGallery(page.request, title))!.images).toHaveLength(1);
  });

  test("a reload in the middle keeps the sent photo and resumes the other when picked again", async ({
    page,
  }) => {
    const first = await photo("first.jpg");
    const camera = await cameraPhoto("IMG_2043.jpg");
    const offsets = patchOffsets(page);
    const title = uniqueTitle("Tiling");
    await page.goto("/addgallery");
    await page.getByLabel(/^Images/).setInputFiles(first);
    await expect(card(page, "first.jpg").getByText(/^Sent: /)).toBeVisible();
    const line = await slowLine(page, 100 * 1024);
    await page.getByLabel(/^Images/).setInputFiles(camera.path);
    await expect
      .poll(() => sentBytes(page, "IMG_2043.jpg"), { timeout: 30_000 })
      .toBeGreaterThan(0.3);

    await page.reload();
    await expect(card(page, "first.jpg").getByText(/^Sent: /)).toBeVisible();
    const before = offsets.length;
    await line.online();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel(/^Images/).setInputFiles(camera.path);
    await expect(card(page, "IMG_2043.jpg").getByText(/^Sent: /)).toBeVisible({ timeout: 30_000 });
    expect(offsets[before]).toBeGreaterThan(0);

    await page.getByRole("button", { name: "Upload Gallery" }).click();
    await expect(page.getByText("Gallery uploaded successfully!")).toBeVisible();
    expect((await findGallery(page.request, title))!.images).toHaveLength(2);
    await line.cdp.detach();
  });

  test("a refused upload says why and offers Retry; a double-tapped Save makes one item", async ({
    page,
  }) => {
    const title = uniqueTitle("Handover");
    await page.goto("/addgallery");
    await page.getByLabel("Title").fill(title);
    const refusal = "Too many photos are waiting to be saved. Save or remove some.";
    await page.route("**/uploads/resumable/", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 403, body: refusal, headers: { "Tus-Resumable": "1.0.0" } })
        : route.continue(),
    );
    await page.getByLabel(/^Images/).setInputFiles(await photo("keys.jpg"));
    const photoCard = card(page, "keys.jpg");
    await expect(photoCard.getByText(`Failed: ${refusal}`)).toBeVisible();
    await expect(page.getByText("1 photo could not be sent: retry it or remove it")).toBeVisible();
    const save = page.getByRole("button", { name: "Upload Gallery" });
    await expect(save).toBeDisabled();

    await page.unroute("**/uploads/resumable/");
    await photoCard.getByRole("button", { name: "Retry keys.jpg" }).click();
    await expect(photoCard.getByText(/^Sent: /)).toBeVisible();

    await save.dblclick();
    await expect(page.getByText("Gallery uploaded successfully!")).toBeVisible();
    await page.waitForURL("**/manage-gallery");
    const galleries = (await (await page.request.get("/api/galleries")).json()) as {
      galleries: { title: string }[];
    };
    expect(galleries.galleries.filter((gallery) => gallery.title === title)).toHaveLength(1);
  });
});

test.describe("photo uploads, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the form sends its photos itself and refuses an 11 MB one by name", async ({
    page,
    signIn,
  }) => {
    await signIn();
    const title = uniqueTitle("Compound wall");
    await page.goto("/addgallery");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel(/^Images/).setInputFiles(oversizedFile());
    await page.getByRole("button", { name: "Upload Gallery" }).click();
    await expect(
      page.getByText("“huge-photo.jpg” is larger than 10 MB. Each image must be 10 MB or smaller."),
    ).toBeVisible();

    // The refused body was never read, so the form comes back empty.
    await page.getByLabel("Title").fill(title);
    await page.getByLabel(/^Images/).setInputFiles(await photo("wall.jpg"));
    await page.getByRole("button", { name: "Upload Gallery" }).click();
    await page.waitForURL("**/manage-gallery");
    expect((await findGallery(page.request, title))!.images).toHaveLength(1);
  });
});
