/**
 * Work kept on the phone (docs/product/admin-forms.md#work-kept-on-the-device), at 390 px:
 * what is typed survives a reload and is offered back (text, publish state,
 * photo order and captions), or discarded; a save made offline or after the
 * session ended says so, loses nothing, and saving again saves every word.
 */
import type { Page } from "@playwright/test";
import { expect, fillSignIn, test } from "./fixtures";
import { findBlog, uniqueTitle } from "../test/support/admin-forms";
import { ContentApi, photo } from "../test/support/content";

test.use({ viewport: { width: 390, height: 844 } });

const OFFER = /^Restore what you typed at \d{1,2}:\d{2} [ap]m\?$/;
const OFFLINE =
  "You are offline: your text is kept on this phone; save again when you are back online.";
const SIGNED_OUT = "You were signed out: sign in again in the new tab, then save again here.";
const SERVER_FAILED =
  "The save failed on the server. Your text is still here and kept on this phone: try saving again in a moment.";

type BlogJson = { _id: string; images: string[]; photos: { caption: string }[]; content: string };

function keptWork(page: Page, path: string) {
  return page.evaluate((key) => window.localStorage.getItem(key), `kept-work:${path}`);
}

/** The saved photos' file names in the order the editor shows them. */
async function shownOrder(page: Page) {
  const sources = await page
    .getByRole("group", { name: "Images" })
    .getByRole("listitem")
    .getByRole("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
  return sources.map((src) => src.replace(/^\/uploads\//, "").replace(/\.w\d+\.webp$/, ".webp"));
}

function caption(page: Page, card: number) {
  return page
    .getByRole("group", { name: "Images" })
    .getByRole("listitem")
    .nth(card)
    .getByLabel("Caption (shown under the photo)");
}

/** A post to edit, written by Priya through the API: its JSON and its editor's path. */
async function postToEdit(baseURL: string, title: string, content = "Draft.") {
  const api = await ContentApi.signIn(baseURL);
  const created = (await api.createBlog({
    title,
    content,
    author: "Priya",
  })) as unknown as BlogJson;
  return { created, path: `/edit-blog/${created._id}` };
}

const PARAGRAPH =
  "The slab was cast on Monday before the rains. Curing runs for fourteen days, with the terrace flooded each evening.";

test.beforeEach(async ({ signIn, page }) => {
  await signIn();
  // Reloading an edited form asks first (docs/product/admin-forms.md#admin-feedback): the journeys
  // leave.
  page.on("dialog", (dialog) => void dialog.accept());
});

test("what is typed comes back after a reload, or is discarded", async ({ page, baseURL }) => {
  const api = await ContentApi.signIn(baseURL!);
  const title = uniqueTitle("Curing the slab");
  const created = (await api.createBlog({
    title,
    content: "Notes from the site.",
    author: "Priya",
    images: [
      await photo("First", { width: 320, height: 240, from: "#1e3a8a" }),
      await photo("Second", { width: 320, height: 240, from: "#064e3b" }),
    ],
  })) as unknown as BlogJson;
  const [first, second] = created.images;
  const path = `/edit-blog/${created._id}`;

  await page.goto(path);
  await page.getByLabel("Title").fill(`${title} (updated)`);
  await page.getByLabel("Content").fill(PARAGRAPH);
  await page.getByLabel("Tags").fill("slab, curing");
  await page.getByRole("radio", { name: /^Draft/ }).check();
  await page.getByRole("button", { name: "Make photo 2 the cover" }).click();
  await expect.poll(() => shownOrder(page)).toEqual([second, first]);
  await caption(page, 0).fill("Flooded terrace at dusk");
  await expect.poll(() => keptWork(page, path)).toContain("Flooded terrace at dusk");

  await page.reload();
  const offer = page.getByRole("region", { name: OFFER });
  await expect(offer).toBeVisible();
  await expect(offer).toBeInViewport();
  // The page opens as saved until the owner chooses.
  await expect(page.getByLabel("Content")).toHaveValue("Notes from the site.");
  await page.screenshot({ path: "/tmp/kept-work-offer-390.png" });

  await offer.getByRole("button", { name: "Restore" }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByText(/is back\. Save to keep it\./)).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(`${title} (updated)`);
  await expect(page.getByLabel("Content")).toHaveValue(PARAGRAPH);
  await expect(page.getByLabel("Tags")).toHaveValue("slab, curing");
  await expect(page.getByRole("radio", { name: /^Draft/ })).toBeChecked();
  await expect.poll(() => shownOrder(page)).toEqual([second, first]);
  await expect(caption(page, 0)).toHaveValue("Flooded terrace at dusk");

  // Discarded, it is gone for good.
  await page.reload();
  await page.getByRole("region", { name: OFFER }).getByRole("button", { name: "Discard" }).click();
  await expect(page.getByRole("region", { name: OFFER })).toBeHidden();
  await expect(page.getByLabel("Content")).toHaveValue("Notes from the site.");
  await expect.poll(() => keptWork(page, path)).toBeNull();
  await page.reload();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByRole("region", { name: OFFER })).toHaveCount(0);
});

test("what is typed before the script arrives stays when it does", async ({ page, baseURL }) => {
  const title = uniqueTitle("Slow line");
  const { created, path } = await postToEdit(baseURL!, title);
  // On a slow line the form is there seconds before its script: the owner starts typing.
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.getByLabel("Content").click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type(" Curing started on Monday.");
  await page.getByLabel("Title").click();
  await page.keyboard.press("End");
  await page.keyboard.type(" (week 2)");

  release();
  // Once the page is the script's, what was typed is in the form and kept on the phone.
  await expect.poll(() => keptWork(page, path)).toContain("Draft. Curing started on Monday.");
  await expect(page.getByLabel("Content")).toHaveValue("Draft. Curing started on Monday.");
  await expect(page.getByLabel("Title")).toHaveValue(`${title} (week 2)`);
  await page.getByLabel("Content").press("End");
  await page.keyboard.type(" Flooded each evening.");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await page.waitForURL("**/manage-blogs**");
  const saved = (await (await page.request.get(`/api/blogs/${created._id}`)).json()) as BlogJson;
  expect(saved.content).toBe("Draft. Curing started on Monday. Flooded each evening.");
});

test("a save made offline keeps everything and saves once back online", async ({
  page,
  context,
}) => {
  const title = uniqueTitle("Offline notes");
  await page.goto("/addblogs");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content").fill(PARAGRAPH);
  await page.getByLabel("Author").fill("Site Engineer");

  await context.setOffline(true);
  await page.getByRole("button", { name: "Publish Post" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText(OFFLINE);
  await expect(alert).toBeInViewport();
  await page.screenshot({ path: "/tmp/kept-work-offline-390.png" });
  expect(new URL(page.url()).pathname).toBe("/addblogs");
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Content")).toHaveValue(PARAGRAPH);
  expect(await keptWork(page, "/addblogs")).toContain("fourteen days");

  await context.setOffline(false);
  await page.getByRole("button", { name: "Publish Post" }).click();
  await page.waitForURL("**/manage-blogs**");
  expect((await findBlog(page.request, title)) as unknown).toMatchObject({ title });
  expect(await keptWork(page, "/addblogs")).toBeNull();
  await page.goto("/addblogs");
  await expect(page.getByLabel("Title")).toHaveValue("");
  await expect(page.getByRole("region", { name: OFFER })).toHaveCount(0);
});

test("a save the server fails (500) keeps the form as it was and says to try again", async ({
  page,
}) => {
  const title = uniqueTitle("Server trouble");
  await page.goto("/addblogs");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content").fill(PARAGRAPH);
  await page.getByLabel("Author").fill("Site Engineer");

  // The server fails the save as a crashing one does: a 500 with its own error page.
  let failed = 0;
  await page.route("**/addblogs", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    failed += 1;
    await route.fulfill({
      status: 500,
      contentType: "text/html",
      body: "<h1>Internal Server Error</h1>",
    });
  });
  await page.getByRole("button", { name: "Publish Post" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText(SERVER_FAILED);
  await expect(alert).toBeInViewport();
  await page.screenshot({ path: "/tmp/kept-work-server-error-390.png" });
  expect(failed).toBe(1);
  expect(new URL(page.url()).pathname).toBe("/addblogs");
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Content")).toHaveValue(PARAGRAPH);
  await expect(page.getByLabel("Author")).toHaveValue("Site Engineer");
  await expect(page.getByRole("button", { name: "Publish Post" })).toBeEnabled();
  expect(await keptWork(page, "/addblogs")).toContain("fourteen days");

  await page.unroute("**/addblogs");
  await page.getByRole("button", { name: "Publish Post" }).click();
  await page.waitForURL("**/manage-blogs**");
  expect((await findBlog(page.request, title)) as unknown).toMatchObject({
    title,
    content: PARAGRAPH,
  });
  expect(await keptWork(page, "/addblogs")).toBeNull();
});

test("signed out while writing: the message, sign in in a new tab, save with every word", async ({
  page,
  context,
  baseURL,
}) => {
  const title = uniqueTitle("Signed out");
  const { created, path } = await postToEdit(baseURL!, title);
  await page.goto(path);
  await page.getByLabel("Content").fill(PARAGRAPH);

  await context.clearCookies();
  await page.getByRole("button", { name: "Save Changes" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(SIGNED_OUT);
  await expect(alert).toBeInViewport();
  await page.screenshot({ path: "/tmp/kept-work-signed-out-390.png" });
  await expect(page.getByLabel("Content")).toHaveValue(PARAGRAPH);

  const [signInTab] = await Promise.all([
    context.waitForEvent("page"),
    alert.getByRole("link", { name: "Sign in (opens a new tab)" }).click(),
  ]);
  await fillSignIn(signInTab);
  await signInTab.waitForURL((url) => url.pathname === path);
  await signInTab.close();

  await page.getByRole("button", { name: "Save Changes" }).click();
  await page.waitForURL("**/manage-blogs**");
  const saved = (await (await page.request.get(`/api/blogs/${created._id}`)).json()) as BlogJson;
  expect(saved.content).toBe(PARAGRAPH);
  expect(await keptWork(page, path)).toBeNull();
});
