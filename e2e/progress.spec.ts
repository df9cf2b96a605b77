/**
 * Construction progress updates (docs/decisions/067-progress-updates.md) on a phone, 390 px: the
 * owner adds an update with three photos from a project's editor, is refused a future date and
 * 120 %, edits it, deletes it to the Trash and takes it back with Undo, and restores an earlier
 * version from History; without JavaScript the editor still adds one and names a refused field.
 * Visitors see the demo's ongoing house marked Ongoing, filtered by `?status=ongoing`, and its
 * timeline in English and Tamil with photos in the lightbox.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { photo, uniqueTitle } from "../test/support/admin-forms";
import { createProject } from "../test/support/content";

test.use({ viewport: { width: 390, height: 844 } });

/** The demo's house still being built (app/demo/demo-content.ts). */
const ONGOING = "Kotturpuram Courtyard House";
const FINISHED = "Casuarina Villa";

/** A day before today, YYYY-MM-DD, that no time zone makes "in the future". */
function daysBefore(days: number) {
  return new Date(Date.now() - days * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

function editorHeading(page: Page) {
  return page.getByRole("heading", { level: 1, name: "Edit Progress Update" });
}

function panel(page: Page) {
  return page.getByRole("region", { name: "Construction progress" });
}

/** The field's own message: the text the control's description points at. */
async function expectRefused(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(new RegExp(message));
}

/** The date input ("Update text" also says "date"). */
function dateField(page: Page) {
  return page.getByRole("textbox", { name: /^Date/ });
}

async function fillUpdate(page: Page, fields: { date: string; percent: string; title: string }) {
  await dateField(page).fill(fields.date);
  await page.getByLabel("Stage").selectOption({ label: "Foundation" });
  await page.getByLabel("Work done (%)").fill(fields.percent);
  await page
    .getByLabel(/^Title/)
    .first()
    .fill(fields.title);
}

test.describe("the owner", () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test("adds, corrects, edits, deletes and restores an update", async ({ page }) => {
    const projectId = await createProject(page.request, uniqueTitle("Besant Nagar house"));
    await page.goto(`/edit-project/${projectId}`);
    await panel(page).getByRole("link", { name: "Add progress update" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Add Progress Update" }),
    ).toBeVisible();

    const title = uniqueTitle("Footings cast");
    await fillUpdate(page, { date: daysBefore(3), percent: "15", title });
    await page
      .getByLabel(/^Photos/)
      .setInputFiles([
        await photo("footing.jpg", "#1e3a8a"),
        await photo("steel.jpg", "#064e3b"),
        await photo("curing.jpg", "#7c2d12"),
      ]);
    await page.getByLabel("Caption for steel.jpg").fill("Steel checked before the pour");

    // Refused in the browser, each message beside its field; nothing is sent.
    await dateField(page).fill(daysBefore(-30));
    await page.getByLabel("Work done (%)").fill("120");
    await page.getByRole("button", { name: "Add Update" }).click();
    await expectRefused(dateField(page), "The date cannot be in the future");
    await expectRefused(page.getByLabel("Work done (%)"), "whole per cent from 0 to 100");

    await dateField(page).fill(daysBefore(3));
    await page.getByLabel("Work done (%)").fill("15");
    await page.getByRole("button", { name: "Add Update" }).click();
    await expect(page.getByTestId("flash")).toContainText(`Progress update “${title}” added.`);
    await expect(page).toHaveURL(new RegExp(`/edit-project/${projectId}`));
    const row = panel(page).getByRole("listitem").filter({ hasText: title });
    await expect(row).toContainText("Foundation · 15% · 3 photos · Published");
    await expect(panel(page).getByTestId("current-progress")).toHaveText(
      "Current stage: Foundation, 15% done.",
    );

    // Edit: a later title and per cent.
    await row.getByRole("link", { name: "Edit" }).click();
    // The project editor has a Title too: wait for the update's editor.
    await expect(editorHeading(page)).toBeVisible();
    const edited = `${title} and cured`;
    await page
      .getByLabel(/^Title/)
      .first()
      .fill(edited);
    await page.getByLabel("Work done (%)").fill("20");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByTestId("flash")).toContainText(`Changes to “${edited}” saved.`);
    const editedRow = panel(page).getByRole("listitem").filter({ hasText: edited });
    await expect(editedRow).toContainText("20% · 3 photos");

    // Delete: to the Trash, and Undo brings it back.
    await editedRow.getByRole("link", { name: "Delete" }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByTestId("flash")).toContainText(
      `Progress update “${edited}” moved to the Trash.`,
    );
    await expect(panel(page).getByRole("listitem").filter({ hasText: edited })).toHaveCount(0);
    await page.getByTestId("flash").getByRole("button", { name: "Undo" }).click();
    await expect(page.getByTestId("flash")).toContainText(`“${edited}” restored.`);
    await expect(panel(page).getByRole("listitem").filter({ hasText: edited })).toHaveCount(1);

    // History: the first version comes back.
    await panel(page)
      .getByRole("listitem")
      .filter({ hasText: edited })
      .getByRole("link", { name: "Edit" })
      .click();
    await expect(editorHeading(page)).toBeVisible();
    const history = page.getByRole("region", { name: "History" });
    await history
      .getByRole("button", { name: /^Restore the version of/ })
      .last()
      .click();
    await expect(page.getByTestId("flash")).toContainText("is now the current one");
    await expect(page.getByLabel(/^Title/).first()).toHaveValue(title);
    await expect(page.getByLabel("Work done (%)")).toHaveValue("15");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the editor adds an update with a photo and names a refused field", async ({ page }) => {
      const projectId = await createProject(page.request, uniqueTitle("Adyar terrace house"));
      await page.goto(`/add-progress?project=${projectId}`);
      const title = uniqueTitle("Plinth done");
      await fillUpdate(page, { date: daysBefore(1), percent: "120", title });
      await page.getByLabel(/^Photos/).setInputFiles([await photo("plinth.jpg")]);
      await page.getByRole("button", { name: "Add Update" }).click();
      await expectRefused(page.getByLabel("Work done (%)"), "whole per cent from 0 to 100");
      await expect(page.getByLabel(/^Title/).first()).toHaveValue(title);

      await page.getByLabel("Work done (%)").fill("25");
      await page.getByLabel(/^Photos/).setInputFiles([await photo("plinth.jpg")]);
      await page.getByRole("button", { name: "Add Update" }).click();
      await expect(page.getByTestId("flash")).toContainText(`Progress update “${title}” added.`);
      await expect(panel(page).getByRole("listitem").filter({ hasText: title })).toContainText(
        "25% · 1 photo · Published",
      );
    });
  });
});

/**
 * The card of `title` in the project list at `path`, following the list's Next links as a
 * visitor would (journeys before this one may have added newer projects to the first page).
 */
async function cardInList(page: Page, path: string, title: string) {
  await page.goto(path);
  const card = page.getByRole("main").getByRole("article").filter({ hasText: title });
  while ((await card.count()) === 0) {
    const next = page.locator('a[rel="next"]');
    const target = new URL((await next.getAttribute("href"))!, page.url()).href;
    await next.click();
    await page.waitForURL(target);
  }
  return card;
}

test("visitors find the ongoing house and follow its progress in English and Tamil", async ({
  page,
}) => {
  await expect(await cardInList(page, "/projects", ONGOING)).toContainText("Ongoing");
  await expect(await cardInList(page, "/projects", FINISHED)).toContainText("Completed");
  await page.goto("/projects");
  const cards = page.getByRole("main").getByRole("article");

  await page
    .getByRole("navigation", { name: "Filter projects by progress" })
    .getByRole("link", { name: "Ongoing" })
    .click();
  await expect(page).toHaveURL(/\?status=ongoing/);
  await expect(cards.filter({ hasText: ONGOING })).toHaveCount(1);
  await expect(cards.filter({ hasText: FINISHED })).toHaveCount(0);
  for (const card of await cards.all()) await expect(card).toContainText("Ongoing");

  await cards.filter({ hasText: ONGOING }).getByRole("link").first().click();
  const path = new URL(page.url()).pathname;
  const timeline = page.getByRole("region", { name: "Construction progress" });
  await expect(timeline).toContainText("Current stage: Brickwork · 55% done");
  const entries = timeline.locator("[data-progress-update]");
  await expect(entries).toHaveCount(5);
  await expect(entries.first().getByRole("heading")).toHaveText("Walls going up on both floors");
  await entries.first().getByRole("link").first().click();
  const viewer = page.getByRole("dialog", { name: "Image viewer" });
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText("The ground floor's walls, finished");
  await page.getByRole("button", { name: "Close image viewer" }).click();
  await expect(viewer).toBeHidden();

  await page.goto(`/ta${path}`);
  const tamil = page.getByRole("region", { name: "கட்டுமான முன்னேற்றம்" });
  await expect(tamil).toContainText("தற்போதைய நிலை: செங்கல் வேலை");
  await expect(tamil.locator("[data-progress-update]").first().getByRole("heading")).toHaveText(
    "இரண்டு தளங்களிலும் சுவர்கள் எழுகின்றன",
  );
  await tamil.locator("[data-progress-update]").first().getByRole("link").first().click();
  await expect(page.getByRole("dialog")).toContainText("முடிந்த தரைத்தளச் சுவர்கள்");
});
