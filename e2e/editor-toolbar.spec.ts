/**
 * The Markdown field's toolbar (docs/product/content.md#formatted-text) on a phone:
 * Bold, Heading, List and Link with and without a selection, Ctrl/Cmd+B and
 * Ctrl/Cmd+K, undo, Enter in a list, and the Preview tab rendered by the server.
 */
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

/** Puts `text` in the field and selects `selected` in it (or puts the cursor at `|`). */
async function typeAndSelect(field: Locator, text: string, selected: string) {
  await field.fill(text.replace("|", ""));
  await field.evaluate(
    (box: HTMLTextAreaElement, [value, marked]) => {
      const start = marked === "|" ? value.indexOf("|") : box.value.indexOf(marked);
      const end = marked === "|" ? start : start + marked.length;
      box.focus();
      box.setSelectionRange(start, end);
    },
    [text, selected] as const,
  );
}

test.beforeEach(async ({ signIn, page }) => {
  await signIn();
  await page.goto("/addblogs");
});

test("List makes each selected line an item, and with nothing selected puts the cursor in a new item", async ({
  page,
}) => {
  const content = page.getByLabel(/^Content/);
  await typeAndSelect(
    content,
    "Highlights\nRainwater harvesting\nSolar water heater",
    "Rainwater harvesting\nSolar",
  );
  await page.getByRole("button", { name: "List" }).click();
  await expect(content).toHaveValue("Highlights\n- Rainwater harvesting\n- Solar water heater");

  await typeAndSelect(content, "Highlights|", "|");
  await page.getByRole("button", { name: "List" }).click();
  await page.keyboard.type("Rainwater harvesting");
  await expect(content).toHaveValue("Highlights\n\n- Rainwater harvesting");
});

test("Bold and Heading mark the selection or put in words to type over; Ctrl+B works and undoes", async ({
  page,
}) => {
  const content = page.getByLabel(/^Content/);
  await typeAndSelect(content, "Solar water heater", "Solar");
  await content.press("ControlOrMeta+b");
  await expect(content).toHaveValue("**Solar** water heater");
  await content.press("ControlOrMeta+z");
  await expect(content).toHaveValue("Solar water heater");

  await typeAndSelect(content, "|", "|");
  await page.getByRole("button", { name: "Heading" }).click();
  await page.keyboard.type("Highlights");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type("G+2 house");
  await expect(content).toHaveValue("## Highlights\n**G+2 house**");
});

test("Link asks for the address in a field of its own, the selection as its text; Ctrl+K opens it too", async ({
  page,
}) => {
  const content = page.getByLabel(/^Content/);
  await typeAndSelect(content, "See our services today", "our services");
  await page.getByRole("button", { name: "Link" }).click();
  const panel = page.getByRole("group", { name: "Add a link" });
  await expect(panel.getByLabel("Link text")).toHaveValue("our services");
  const address = panel.getByLabel("Web address");
  await expect(address).toBeFocused();
  await expect(address).toHaveAttribute("inputmode", "url");
  await page.keyboard.type("/services");
  await panel.getByRole("button", { name: "Add link" }).click();
  await expect(content).toHaveValue("See [our services](/services) today");
  await expect(panel).toHaveCount(0);
  // The cursor is after the link, ready to type on.
  await page.keyboard.type(" now");
  await expect(content).toHaveValue("See [our services](/services) now today");

  await typeAndSelect(content, "Approved by |.", "|");
  await content.press("ControlOrMeta+k");
  await expect(panel.getByLabel("Link text")).toBeFocused();
  await page.keyboard.type("CMDA");
  await panel.getByLabel("Web address").fill("www.cmdachennai.gov.in");
  // Enter adds the link; it does not send the whole form.
  await panel.getByLabel("Web address").press("Enter");
  await expect(content).toHaveValue("Approved by [CMDA](https://www.cmdachennai.gov.in).");
  await expect(page).toHaveURL(/\/addblogs$/);

  // Cancel leaves the text as it was.
  await page.getByRole("button", { name: "Link" }).click();
  await panel.getByRole("button", { name: "Cancel" }).click();
  await expect(content).toHaveValue("Approved by [CMDA](https://www.cmdachennai.gov.in).");
});

test("Enter in a list starts the next item, and Enter on an empty item ends the list", async ({
  page,
}) => {
  const content = page.getByLabel(/^Content/);
  await typeAndSelect(content, "|", "|");
  await page.getByRole("button", { name: "List" }).click();
  await page.keyboard.type("Sump");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Borewell");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Both by March.");
  await expect(content).toHaveValue("- Sump\n- Borewell\n\nBoth by March.");

  await content.fill("");
  await page.keyboard.type("1. Foundation");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Plinth");
  await expect(content).toHaveValue("1. Foundation\n2. Plinth");
});

test("the Preview tab shows the server's rendering, safe as the public page", async ({ page }) => {
  const content = page.getByLabel(/^Content/);
  await content.fill(
    "## Highlights\n\n- Rainwater harvesting\n\n[bad](javascript:alert(1)) <b>raw</b>",
  );
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/markdown-preview",
  );
  await page.getByRole("tab", { name: "Preview" }).click();
  expect((await answer).status()).toBe(200);
  const preview = page.getByRole("tabpanel", { name: "Formatted preview" });
  await expect(preview.getByRole("heading", { level: 2, name: "Highlights" })).toBeVisible();
  await expect(preview.getByRole("listitem")).toHaveText(["Rainwater harvesting"]);
  await expect(preview.getByRole("link", { name: "bad" })).toHaveCount(0);
  await expect(preview).toContainText("<b>raw</b>");
  await page.getByRole("tab", { name: "Write" }).click();
  await expect(content).toHaveValue(/^## Highlights/);
});

test("the preview address renders nothing for a visitor", async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const response = await visitor.post("/markdown-preview", {
    form: { text: "**hi**" },
    maxRedirects: 0,
  });
  expect(response.status()).not.toBe(200);
  expect(await response.text()).not.toContain("<strong>");
  await visitor.dispose();
});
