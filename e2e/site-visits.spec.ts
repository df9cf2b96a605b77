/**
 * Site visits booked online (docs/product/site-visits.md) at 390 px: a visitor books from a
 * project page with JavaScript, gets the confirmation and the calendar file, and moves the visit
 * through the private link; another books in Tamil without JavaScript; the owner confirms a
 * visit and marks it done.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { uniqueClientIp } from "../test/support/public";
import { visitInWords } from "../app/utils/visit-times";

test.use({ viewport: { width: 390, height: 844 } });

/** Chooses the `index`th open slot in the list and returns it as the page states it. */
async function chooseSlot(page: Page, index: number, language: "en" | "ta" = "en") {
  const list = page.locator('select[name="slot"]');
  const value = (await list.locator("option:not([disabled])").nth(index).getAttribute("value"))!;
  await list.selectOption(value);
  const [date, time] = value.split(" ");
  return visitInWords(date, time, language);
}

test("a visitor books from a project page, adds it to a calendar and moves it", async ({
  page,
  request,
}) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
  const { projects } = (await (await request.get("/api/projects")).json()) as {
    projects: { slug: string; title: string }[];
  };
  const project = projects[0];
  await page.goto(`/projects/${project.slug}`);
  await page.getByRole("link", { name: "Book a site visit" }).click();
  await expect(page).toHaveURL(`/visit?project=${project.slug}`);
  await expect(page.getByLabel("Project to see (optional)")).toHaveValue(project.slug);

  const when = await chooseSlot(page, 0);
  await page.getByLabel("Your name").fill("Vignesh Kumar");
  await page.getByLabel("Mobile number").fill("98400 55555");
  await page.getByLabel("E-mail (optional)").fill("vignesh@example.com");
  await page.getByRole("button", { name: "Book the visit" }).click();

  await expect(page.getByText("Your site visit is booked. See you there!")).toBeVisible();
  await expect(page.getByText(when)).toBeVisible();
  await expect(page.getByText(project.title)).toBeVisible();
  const calendar = page.getByRole("link", { name: "Add to calendar" });
  const ics = await (await request.get((await calendar.getAttribute("href"))!)).text();
  expect(ics).toContain("BEGIN:VCALENDAR");
  expect(ics).toContain("DTSTART;TZID=Asia/Kolkata:");

  // The private link moves it.
  const movedTo = await chooseSlot(page, 2);
  await page.getByRole("button", { name: "Move to this time" }).click();
  await expect(page.getByText("Your visit is moved to the new time.")).toBeVisible();
  await expect(page.getByText(movedTo)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor books in Tamil", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
    await page.goto("/ta/visit");
    const when = await chooseSlot(page, 1, "ta");
    await page.getByLabel("உங்கள் பெயர்").fill("சரவணன்");
    await page.getByLabel("கைபேசி எண்").fill("+91 98400 66666");
    await page.getByRole("button", { name: "முன்பதிவு செய்க" }).click();
    await expect(page).toHaveURL(/\/ta\/visit\/[\w-]{43}\?booked=1$/);
    await expect(page.getByText("உங்கள் தளப் பார்வை முன்பதிவு ஆகிவிட்டது")).toBeVisible();
    await expect(page.getByText(when)).toBeVisible();
  });
});

test("the owner confirms a visit and marks it done", async ({ page, request, signIn }) => {
  const slots = (await (await request.get("/api/visits/slots?days=30")).json()) as {
    slots: { date: string; time: string }[];
  };
  const slot = slots.slots.at(-1)!;
  const booked = await request.post("/api/visits", {
    headers: { "X-Forwarded-For": uniqueClientIp() },
    data: { name: "Owner Journey Visitor", phone: "98400 77777", ...slot },
  });
  expect(booked.status()).toBe(201);

  await signIn();
  await page.getByRole("link", { name: /Upcoming site visits/ }).click();
  await expect(page).toHaveURL("/site-visits");
  const card = page.getByRole("listitem", { name: /Owner Journey Visitor/ });
  await card.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("The visit is confirmed.")).toBeVisible();
  await expect(card.getByText("Confirmed")).toBeVisible();
  await card.getByRole("button", { name: "Mark done" }).click();
  await expect(page.getByText("The visit is marked done.")).toBeVisible();
  await expect(card.getByText("Done", { exact: true })).toBeVisible();
});
