import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { watchElement } from "./support/watch-element";
import { CHAT_NUMBER } from "../test/support/public";

const PUBLIC_PAGES = ["Home", "About", "Services", "Projects", "Gallery", "Blog", "Contact"];

test.describe("header", () => {
  test("is transparent with white text at the top and turns white after 50 px of scrolling", async ({
    page,
  }) => {
    await page.goto("/about-us");
    const header = page.locator("header").first();
    const aboutLink = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" });
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(aboutLink).toHaveCSS("color", "rgb(255, 255, 255)");

    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(100);
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(aboutLink).toHaveCSS("color", "rgb(15, 23, 42)");
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  });

  test("stays white on a page without a dark band at the top (sign-in)", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator("header").first()).toHaveCSS(
      "background-color",
      "rgb(255, 255, 255)",
    );
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }),
    ).toHaveCSS("color", "rgb(15, 23, 42)");
  });

  test("underlines the link of the current page", async ({ page }) => {
    await page.goto("/services");
    const nav = page.getByRole("navigation", { name: "Main" });
    const current = nav.getByRole("link", { name: "Services" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(current).toHaveCSS("text-decoration-line", "underline");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Home" })).toHaveCSS("text-decoration-line", "none");
  });

  test("shows the seven public pages, and no Dashboard link when signed out", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(PUBLIC_PAGES);
    await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  });

  test("the logo and Home link scroll smoothly back to the top of the home page", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.getByRole("link", { name: /Sri Lakshmi Builders Chennai/ }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test("a new page starts at the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Services" }).first().click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/**
 * What the header shows at one width: whether the full navigation or the menu button is on screen,
 * whether a line of the company name's link is cut short, where the visible items sit, and
 * where they cross each other or come closer than `margin` to the window's edge.
 */
async function headerLayout(page: Page, margin: number) {
  // One look at the page per width: the checks below run on what it measured.
  const { fullNav, menuButton, cut, items } = await page.getByRole("banner").evaluate((header) => {
    const visible = (element: Element | null) => {
      const box = element?.getBoundingClientRect();
      return !!box && box.width > 0 && box.height > 0;
    };
    const logo = header.querySelector("a")!;
    const cut = [...logo.querySelectorAll("span")]
      .filter((line) => line.scrollWidth > line.clientWidth)
      .map((line) => `${line.textContent} (${line.scrollWidth} > ${line.clientWidth} px)`);
    const items = [...header.querySelectorAll("a, summary")]
      .filter((item) => visible(item) && !item.closest("details nav"))
      .map((item) => {
        const box = item.getBoundingClientRect();
        return { name: item.textContent!.trim(), left: box.left, right: box.right };
      })
      .sort((a, b) => a.left - b.left);
    return {
      fullNav: visible(header.querySelector("nav:not(details nav)")),
      menuButton: visible(header.querySelector("summary")),
      cut,
      items,
    };
  });
  const width = page.viewportSize()!.width;
  const problems: string[] = [];
  items.forEach((item, index) => {
    if (item.left < margin || item.right > width - margin) {
      problems.push(`${item.name} is within ${margin} px of the edge (${item.left}–${item.right})`);
    }
    const before = items[index - 1];
    if (before && before.right > item.left) problems.push(`${before.name} overlaps ${item.name}`);
  });
  return { fullNav, menuButton, cut, problems };
}

test.describe("header at every width", () => {
  // Still particles leave the two cores to the layout being measured.
  test.use({ reducedMotion: "reduce" });
  const WIDTHS = [375, 1023, 1024, 1280, 1535, 1536, 1600, 1679, 1680, 1700, 1839, 1840, 1920];

  async function checkWidths(page: Page) {
    for (const path of ["/", "/ta"]) {
      await page.goto(path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const layout = await headerLayout(page, 8);
        const at = `${path} at ${width} px`;
        // Either the full navigation or the menu button, never both and never neither.
        expect.soft(layout.fullNav, at).not.toBe(layout.menuButton);
        if (width === 1920) expect.soft(layout.fullNav, `${at}: full navigation`).toBe(true);
        if (width === 375) expect.soft(layout.menuButton, `${at}: menu button`).toBe(true);
        if (layout.fullNav)
          expect.soft(layout.cut, `${at}: the company name cut short`).toEqual([]);
        expect.soft(layout.problems, at).toEqual([]);
      }
    }
  }

  test("shows the full navigation or the menu button, the whole company name beside the navigation, and nothing crowded or off the edge", async ({
    page,
  }) => {
    await checkWidths(page);
  });

  test("the same when signed in, with the Dashboard link", async ({ page, signIn }) => {
    await signIn();
    await checkWidths(page);
  });
});

test("a slow navigation shows the loading bar until the page arrives", async ({ page }) => {
  // Reported by the page itself: Playwright cannot query it while the next document is held.
  const shown = await watchElement(
    page,
    '[role="progressbar"]',
    (bar) => bar.attributes["aria-hidden"] === undefined && bar.attributes["data-busy"] === "true",
  );
  await page.goto("/");
  const bar = page.getByRole("progressbar", { name: "Loading page" });
  await expect(bar).toHaveCount(0);

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  // Public links load whole pages: hold the next document back.
  await page.route("**/about-us", async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  // Not awaited: a click waits for the document it asked for, which is held back.
  const clicked = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "About" })
    .click();
  expect((await shown.seen).attributes["aria-label"]).toBe("Loading page");
  release();
  await clicked;
  expect(requested).toBe(true);
  await expect(
    page.getByRole("heading", { level: 1, name: "Building Chennai Since 2010" }),
  ).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the hamburger opens the same links plus Login and the switch to Tamil, and a link closes it", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();

    await page.locator("summary", { hasText: "Menu" }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText([
      ...PUBLIC_PAGES,
      "Cost estimator",
      "Login",
      "தமிழ்",
    ]);

    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(menu).toBeHidden();
  });

  test("works with the keyboard: Enter opens, Escape closes", async ({ page }) => {
    await page.goto("/contact");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    const toggle = page.locator("summary");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Contact" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("has no horizontal scrolling", async ({ page }) => {
    for (const path of ["/", "/about-us", "/services", "/contact", "/no-such-page"]) {
      await page.goto(path);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(375);
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu still opens and its links work", async ({ page }) => {
      await page.goto("/");
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await page.locator("summary", { hasText: "Menu" }).click();
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name: "Services" }).click();
      await expect(page).toHaveURL(/\/services$/);
      await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
    });
  });
});

test.describe("signed in", () => {
  test("desktop header and mobile menu show Dashboard instead of Login", async ({
    page,
    signIn,
  }) => {
    await signIn();
    // With the extra link the full navigation fits from 1536 px.
    await page.setViewportSize({ width: 1536, height: 800 });
    await page.goto("/");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }),
    ).toBeVisible();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.locator("summary", { hasText: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Login" })).toHaveCount(0);
  });
});

test.describe("footer", () => {
  test("has the four columns, the current year and the developer credit", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading")).toHaveText([
      "Quick Links",
      "Our Services",
      "Contact Us",
    ]);
    await expect(footer.getByRole("link", { name: /on Facebook/ })).toBeVisible();
    await expect(footer.getByRole("link", { name: /on Instagram/ })).toBeVisible();
    await expect(footer.getByRole("link", { name: /on LinkedIn/ })).toBeVisible();
    await expect(footer.getByRole("link", { name: /on YouTube/ })).toBeVisible();

    const quick = footer
      .locator("div", { has: page.getByRole("heading", { name: "Quick Links" }) })
      .last();
    await expect(quick.getByRole("link")).toHaveText(PUBLIC_PAGES);

    const services = footer
      .locator("div", { has: page.getByRole("heading", { name: "Our Services" }) })
      .last();
    // The five services the owner chose for the footer (in the demo, the original five).
    await expect(services.getByRole("link")).toHaveText([
      "New Building Construction",
      "Renovation and Remodeling",
      "Foundation and Structural Work",
      "Interior Design and Finishing",
      "Architectural Planning",
    ]);
    for (const link of await services.getByRole("link").all()) {
      await expect(link).toHaveAttribute("href", "/services");
    }

    await expect(footer).toContainText("Chennai");
    await expect(footer).toContainText("India");
    await expect(footer.getByRole("link", { name: "+91 98400 12345" })).toHaveAttribute(
      "href",
      "tel:+919840012345",
    );
    await expect(footer.getByRole("link", { name: "info@srilakshmibuilders.in" })).toHaveAttribute(
      "href",
      "mailto:info@srilakshmibuilders.in",
    );
    await expect(footer).toContainText("Mon-Sat 9:00 AM - 6:00 PM");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Sri Lakshmi Builders`);
    await expect(
      footer.getByRole("link", { name: "Web design by Kaveri Web Studio" }),
    ).toHaveAttribute("href", "https://example.com/");
  });
});

test.describe("floating buttons", () => {
  test("chat and call go to the fixed business number", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: /Chat with .* on WhatsApp/ })).toHaveAttribute(
      "href",
      `https://wa.me/${CHAT_NUMBER}`,
    );
    await expect(page.getByRole("link", { name: /^Call / })).toHaveAttribute(
      "href",
      "tel:+919840012345",
    );
  });

  test("scroll-to-top appears after 300 px, goes to the top, and hides in the lightbox", async ({
    page,
  }) => {
    await page.goto("/services");
    const toTop = page.getByRole("button", { name: "Scroll to top" });
    await expect(toTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForTimeout(150);
    await expect(toTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(toTop).toBeVisible();

    await page.evaluate(() => document.body.classList.add("lightbox-active"));
    await expect(toTop).toBeHidden();
    await expect(page.getByRole("link", { name: /Chat with/ })).toBeHidden();
    await page.evaluate(() => document.body.classList.remove("lightbox-active"));
    await expect(toTop).toBeVisible();

    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(toTop).toHaveCount(0);
  });
  // Phones (below 640 px) have no floating row: e2e/estimate.spec.ts checks nothing is covered there.
  test("leave words uncovered at 640 px: the footer's end and a paragraph scrolled into view", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 640, height: 844 });
    const [post] = (await (await fetch(`${baseURL}/api/blogs`)).json()) as { slug: string }[];
    await page.goto(`/blog/${post.slug}`);
    const buttons = [
      page.getByRole("button", { name: "Scroll to top" }),
      page.getByRole("link", { name: /Chat with/ }),
      page.getByRole("link", { name: /^Call / }),
    ];
    /** The words of `element` (its text, line by line) that lie under one of the buttons. */
    async function coveredWords(element: ReturnType<typeof page.locator>) {
      // "Scroll to top" is gone near the top of the page: a button not shown covers nothing.
      const boxes = await Promise.all(
        buttons.map(async (button) => ((await button.isVisible()) ? button.boundingBox() : null)),
      );
      return element.evaluate((root, boxes) => {
        const covered: string[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of Array.from(range.getClientRects())) {
            const under = boxes.some(
              (box) =>
                box &&
                line.left < box.x + box.width &&
                line.right > box.x &&
                line.top < box.y + box.height &&
                line.bottom > box.y,
            );
            if (under) covered.push(node.textContent ?? "");
          }
        }
        return covered;
      }, boxes);
    }

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    for (const button of buttons) await expect(button).toBeVisible();
    expect(await coveredWords(page.getByRole("contentinfo"))).toEqual([]);

    // What the browser scrolls into view (a found word, a focused link) stops above the buttons.
    const paragraphs = page.getByRole("main").locator("p");
    const lengths = await paragraphs.evaluateAll((all) => all.map((p) => p.textContent!.length));
    const longest = paragraphs.nth(lengths.indexOf(Math.max(...lengths)));
    expect(Math.max(...lengths)).toBeGreaterThan(200);
    await longest.evaluate((p) => p.scrollIntoView({ block: "end", behavior: "instant" }));
    expect(await coveredWords(longest)).toEqual([]);
  });
});

test.describe("not-found page", () => {
  test("answers 404 inside the public layout", async ({ page }) => {
    const response = await page.goto("/no-such-page/deeper");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page Not Found | Sri Lakshmi Builders");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle("Sri Lakshmi Builders");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("answers 404 with the page and a link home", async ({ page }) => {
      const response = await page.goto("/still/missing");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
      await expect(
        page.getByRole("main").getByRole("link", { name: "Back to Home" }),
      ).toHaveAttribute("href", "/");
    });

    test("the header stays readable (white) without scroll tracking", async ({ page }) => {
      await page.goto("/about-us");
      await page.evaluate(() => window.scrollTo(0, 800));
      await expect(page.locator("header").first()).toHaveCSS(
        "background-color",
        "rgb(255, 255, 255)",
      );
    });
  });
});
