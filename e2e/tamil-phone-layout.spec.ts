/**
 * Tamil pages on a phone (390 and 375 px wide): Tamil words are longer than English ones, and
 * nothing the visitor needs may be covered or cut. The pricing tier's "Popular" badge stays on
 * one line above the tier's name; the floating chat, call and back-to-top buttons leave the
 * home page's second hero button free; the header shows the company's whole name; the contact form's package list shows its whole first
 * line and the form stays inside the screen.
 */
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, "the element is drawn").not.toBeNull();
  return box!;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [390, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("the Popular badge is one line above the tier's name", async ({ page }) => {
      await page.goto("/ta/services");
      const badge = page.getByText("அதிகம் தேர்வானது", { exact: true });
      const tier = badge.locator("xpath=..");
      const lineHeight = await badge.evaluate((element) =>
        parseFloat(getComputedStyle(element).lineHeight),
      );
      const badgeBox = await boxOf(badge);
      const padding = await badge.evaluate((element) => {
        const style = getComputedStyle(element);
        return parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      });
      expect(badgeBox.height - padding).toBeLessThanOrEqual(lineHeight + 1);
      expect(overlap(badgeBox, await boxOf(tier.locator("h3")))).toBe(false);
    });

    test("the header shows the company's whole name, in both languages", async ({ page }) => {
      for (const path of ["/", "/ta"]) {
        await page.goto(path);
        const name = page.locator("#site-header a[href]").first().locator("span span").first();
        await expect(name).toHaveText("Sri Lakshmi Builders");
        // Drawn whole: neither cut with "…" on one line nor clipped after its second.
        const cut = await name.evaluate(
          (element) =>
            element.scrollWidth > element.clientWidth + 1 ||
            element.scrollHeight > element.clientHeight + 1,
        );
        expect(cut, `the name is cut on ${path}`).toBe(false);
      }
    });

    test("the floating buttons leave the home page's hero buttons free", async ({ page }) => {
      await page.goto("/ta");
      const heroButtons = page.locator("main section").first().locator("a[href^='/ta/']");
      for (const button of await heroButtons.filter({ visible: true }).all()) {
        const box = await boxOf(button);
        if (box.y > 844) continue;
        // Nothing is drawn over the button's centre: the point is the button itself.
        const free = await button.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          const hit = document.elementFromPoint(
            rect.left + rect.width / 2,
            rect.top + rect.height / 2,
          );
          return hit !== null && (hit === element || element.contains(hit));
        });
        expect(free, await button.innerText()).toBe(true);
      }
      expect(await heroButtons.filter({ visible: true }).count()).toBeGreaterThanOrEqual(2);
    });

    test("the contact form's package list shows its whole first line", async ({ page }) => {
      await page.goto("/ta/contact");
      const select = page.locator("#contact-package");
      const fits = await select.evaluate((element: HTMLSelectElement) => {
        const style = getComputedStyle(element);
        const probe = document.createElement("span");
        probe.textContent = element.options[element.selectedIndex].text;
        probe.style.font = style.font;
        probe.style.whiteSpace = "nowrap";
        probe.style.position = "absolute";
        document.body.append(probe);
        const textWidth = probe.getBoundingClientRect().width;
        probe.remove();
        // The room inside the box: its width less its padding and the drop-down arrow (20 px).
        const room =
          element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
        return { textWidth, room };
      });
      expect(fits.textWidth).toBeLessThanOrEqual(fits.room);
      const form = await boxOf(page.locator("form").filter({ has: select }));
      expect(form.x + form.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  });
}
