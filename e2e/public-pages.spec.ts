import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  CHAT_NUMBER,
  fillContactForm,
  createProject,
  openedWindows,
  postContactForm,
  recordOpenedWindows,
  seriousAxeViolations,
  uniqueClientIp,
} from "../test/support/public";

const COMPANY = "Sri Lakshmi Builders";

async function expectDescription(page: Page) {
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description?.length ?? 0).toBeGreaterThan(40);
}

/** The checks each page passes with JavaScript on and off. */
const pageChecks: Record<string, (page: Page) => Promise<void>> = {
  "/": async (page) => {
    await expect(page).toHaveTitle(COMPANY);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Building Dreams Into Reality",
    );
    await expect(page.locator("canvas[aria-hidden=true]")).toHaveCount(1);
    for (const heading of [
      "Construction Services Under One Roof",
      /Trusted Builders Since 2010/,
      "What Our Clients Say",
      "Recent Projects",
      "Ready to Build Your Dream?",
      "Let's Talk About Your Project",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    for (const href of ["/contact", "/services", "/about-us", "/gallery"]) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(page.getByRole("form", { name: "Contact form" })).toBeVisible();
  },
  "/about-us": async (page) => {
    await expect(page).toHaveTitle(`About Us | ${COMPANY}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Building Chennai Since 2010");
    for (const heading of [
      /From One House/,
      "Mission & Vision",
      "Milestones Along the Way",
      "Meet Our Leadership Team",
      "What Our Clients Say",
      "Let's Build Something That Lasts",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 3, name: "Our Mission" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Our Vision" })).toBeVisible();
    const timeline = page.locator("ol").filter({ hasText: "Founded in Chennai" });
    await expect(timeline.getByRole("listitem").first()).toContainText("2010");
    await expect(timeline.getByRole("listitem").last()).toContainText("Today");
    const team = page.getByRole("region", { name: "Meet Our Leadership Team" });
    await expect(team.getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(page.getByText("Ramesh Kumar")).toBeVisible();
  },
  "/services": async (page) => {
    await expect(page).toHaveTitle(`Our Services | ${COMPANY}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
    const offer = page.getByRole("region", { name: "Complete Construction Solutions" });
    await expect(offer.getByRole("heading", { level: 3 })).toHaveCount(8);
    const quotes = offer.getByRole("link", { name: /^Get a Quote/ });
    await expect(quotes).toHaveCount(8);
    // Each opens the form with its service chosen (docs/product/content.md#site-content).
    for (const link of await quotes.all())
      await expect(link).toHaveAttribute("href", /^\/contact\?service=[a-z0-9-]+#contact$/);

    const process = page.getByRole("region", { name: "Our Process" });
    await expect(process.getByRole("heading", { level: 3 })).toHaveText([
      "Step 1: Consultation",
      "Step 2: Planning & Design",
      "Step 3: Construction",
      "Step 4: Completion & Handover",
    ]);

    const pricing = page.getByRole("region", { name: "Transparent Construction Packages" });
    const tiers = pricing
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(tiers).toHaveCount(3);
    await expect(tiers.nth(0)).toContainText("Basic");
    await expect(tiers.nth(0)).toContainText("₹2,050per sq.ft");
    await expect(tiers.nth(0)).toContainText("1 year warranty");
    await expect(tiers.nth(1)).toContainText("Premium");
    await expect(tiers.nth(1)).toContainText("Popular");
    await expect(tiers.nth(1)).toContainText("₹2,450");
    await expect(tiers.nth(1)).toContainText("3 years warranty");
    await expect(tiers.nth(1)).toContainText("Free maintenance for 6 months");
    await expect(tiers.nth(2)).toContainText("Luxury");
    await expect(tiers.nth(2)).toContainText("₹2,950");
    await expect(tiers.nth(2)).toContainText("5 years warranty");
    await expect(tiers.nth(2)).toContainText("Free maintenance for 1 year");
    await expect(tiers.nth(0)).not.toContainText("Popular");
    await expect(tiers.nth(2)).not.toContainText("Popular");
    const started = pricing.getByRole("link", { name: /^Get Started/ });
    await expect(started).toHaveCount(3);
    // Each opens the form with its package chosen (docs/product/content.md#site-content).
    const packages = ["basic", "premium", "luxury"];
    for (const [index, link] of (await started.all()).entries())
      await expect(link).toHaveAttribute("href", `/contact?package=${packages[index]}#contact`);
    await expect(pricing.getByRole("link", { name: "Request Custom Quote" })).toHaveAttribute(
      "href",
      "/contact",
    );
  },
  "/contact": async (page) => {
    await expect(page).toHaveTitle(`Contact Us | ${COMPANY}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    const map = page.locator("iframe");
    await expect(map).toHaveAttribute("title", /Map showing/);
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute("src", /openstreetmap\.org/);
    const form = page.getByRole("form", { name: "Contact form" });
    await expect(form.getByLabel("Your Name")).toHaveAttribute("required", "");
    await expect(form.getByLabel("Email Address")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Phone Number")).toHaveAttribute("type", "tel");
    await expect(form.getByLabel("Service Required").locator("option")).toHaveText([
      "Select a service",
      "New Building Construction",
      "Renovation and Remodeling",
      "Site Preparation and Excavation",
      "Foundation and Structural Work",
      "Electrical Installation",
      "Interior Design and Finishing",
      "Architectural Planning",
      "Project Management",
      "Other",
    ]);
    await expect(form.getByLabel("Message")).toHaveAttribute("required", "");
  },
};

for (const javaScriptEnabled of [true, false]) {
  test.describe(`pages with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    for (const [path, check] of Object.entries(pageChecks)) {
      test(`${path} renders completely`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await check(page);
        await expectDescription(page);
      });
    }
  });
}

test.describe("home recent projects", () => {
  test.beforeAll(async ({ server }) => {
    await createProject(server.baseURL, {
      title: "Filter Test Office Tower",
      category: "Commercial",
    });
    await createProject(server.baseURL, { title: "Filter Test Warehouse", category: "Industrial" });
    for (let i = 1; i <= 7; i++) {
      await createProject(server.baseURL, {
        title: `Filter Test Home ${i}`,
        category: "Residential",
      });
    }
  });

  const cards = (page: Page) =>
    page.getByRole("list", { name: "Recent projects" }).getByRole("listitem");

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("category links filter the cards, ignoring case and spaces", async ({ page }) => {
      await page.goto("/");
      const filters = page.getByRole("navigation", { name: "Filter projects by category" });
      await expect(filters.getByRole("link")).toHaveText([
        "All",
        "residential",
        "commercial",
        "industrial",
        "renovation",
      ]);
      await expect(cards(page)).toHaveCount(6);

      await filters.getByRole("link", { name: "commercial" }).click();
      await expect(page).toHaveURL(/\?category=commercial/);
      await expect(filters.getByRole("link", { name: "commercial" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(cards(page).first()).toBeVisible();
      for (const card of await cards(page).all()) await expect(card).toContainText("Commercial");
      await expect(cards(page).filter({ hasText: "Filter Test Office Tower" })).toHaveCount(1);
      await expect(cards(page).filter({ hasText: "Filter Test Home 1" })).toHaveCount(0);

      await page.goto("/?category=%20%20INDUSTRIAL%20");
      await expect(cards(page).filter({ hasText: "Filter Test Warehouse" })).toHaveCount(1);
      for (const card of await cards(page).all()) await expect(card).toContainText("Industrial");
    });

    test("shows at most 6 cards after filtering", async ({ page }) => {
      await page.goto("/?category=residential");
      await expect(cards(page)).toHaveCount(6);
      for (const card of await cards(page).all()) await expect(card).toContainText("Residential");
    });

    test("an empty category says so", async ({ page }) => {
      await page.goto("/?category=no-such-kind");
      await expect(page.getByRole("heading", { name: "No projects found" })).toBeVisible();
    });

    test("every testimonial is readable", async ({ page }) => {
      await page.goto("/");
      const list = page.getByRole("list", { name: "Client testimonials" });
      await expect(list.getByRole("listitem")).toHaveCount(4);
      for (const name of [
        "Ramesh Kumar",
        "Lakshmi Narayanan",
        "Dr. Priya Subramanian",
        "Arjun Venkatesh",
      ]) {
        await list.getByText(name).scrollIntoViewIfNeeded();
        await expect(list.getByText(name)).toBeVisible();
      }
      await expect(page.getByRole("button", { name: /Show testimonial/ })).toHaveCount(0);
    });
  });

  test("with JavaScript the filter keeps working and links to project pages", async ({ page }) => {
    await page.goto("/");
    const filters = page.getByRole("navigation", { name: "Filter projects by category" });
    await filters.getByRole("link", { name: "industrial" }).click();
    await expect(page).toHaveURL(/\?category=industrial/);
    await expect(cards(page).filter({ hasText: "Filter Test Warehouse" })).toHaveCount(1);
    for (const card of await cards(page).all()) await expect(card).toContainText("Industrial");
    const details = cards(page)
      .filter({ hasText: "Filter Test Warehouse" })
      .getByRole("link", {
        name: /View Details/,
      });
    await expect(details).toHaveAttribute("href", /^\/projects\/.+/);
  });
});

test.describe("home hero particles", () => {
  const frame = (page: Page) =>
    page
      .locator("canvas[aria-hidden=true]")
      .evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
  const hydrated = (page: Page) =>
    expect(page.getByRole("button", { name: /Show testimonial/ }).first()).toBeAttached();

  test("drift on the canvas", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const first = await frame(page);
    await page.waitForTimeout(400);
    expect(await frame(page)).not.toBe(first);
  });

  test("stand still when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await hydrated(page);
    const first = await frame(page);
    await page.waitForTimeout(400);
    expect(await frame(page)).toBe(first);
  });
});

test.describe("home testimonial carousel with JavaScript", () => {
  test("rotates every 5 seconds and dots pick a testimonial", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const dots = page.getByRole("button", { name: /Show testimonial/ });
    await expect(dots).toHaveCount(4);
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(5100);
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await dots.nth(3).click();
    await expect(dots.nth(3)).toHaveAttribute("aria-current", "true");
    await page.mouse.move(0, 0);
    await page.clock.runFor(5100);
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/contact", "/"]) {
    test(`posting from ${path} redirects to the chat link of the configured number`, async ({
      page,
    }) => {
      await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
      await page.goto(path);
      const form = await fillContactForm(page, {
        name: "Priya Raman",
        email: "priya@example.com",
        phone: "+91 98765 43210",
        service: "Renovation and Remodeling",
        message: "Kitchen & bath #2, ?phone=911111111111",
      });
      const chatRequest = page.waitForRequest((request) =>
        request.url().startsWith("https://wa.me/"),
      );
      await form
        .getByRole("button", { name: "Send via WhatsApp" })
        .click()
        .catch(() => {});
      const url = new URL((await chatRequest).url());
      expect(url.origin).toBe("https://wa.me");
      expect(url.pathname).toBe(`/${CHAT_NUMBER}`);
      expect([...url.searchParams.keys()]).toEqual(["text"]);
      const text = url.searchParams.get("text")!;
      for (const part of [
        "Name: Priya Raman",
        "Email: priya@example.com",
        "Phone: +91 98765 43210",
        "Service: Renovation and Remodeling",
        "Message: Kitchen & bath #2, ?phone=911111111111",
      ]) {
        expect(text).toContain(part);
      }
    });
  }

  test("invalid input comes back with messages and what was typed", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
    await page.goto("/contact");
    const form = await fillContactForm(page, {
      name: "Priya Raman",
      email: "priya@localhost",
      phone: "call me maybe",
      service: "Other",
      message: "Please call back.",
    });
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(form.getByLabel("Your Name")).toHaveValue("Priya Raman");
    await expect(form.getByLabel("Phone Number")).toHaveValue("call me maybe");
    await expect(form.getByLabel("Service Required")).toHaveValue("Other");
    await expect(form.getByLabel("Message")).toHaveValue("Please call back.");
  });
});

test.describe("contact action", () => {
  const valid = {
    name: "Karthik",
    email: "karthik@example.com",
    phone: "9876543210",
    service: "Other",
    message: "Hello",
  };

  test("the redirect target cannot be changed by what is typed", async ({ page }) => {
    const attempts = [
      { ...valid, name: "x&phone=911111111111#frag" },
      { ...valid, message: "https://evil.example/?text=hi&phone=1#x" },
      { ...valid, service: "Other&phone=1" },
      { ...valid, message: "x".repeat(5000) },
    ];
    for (const form of attempts) {
      const response = await postContactForm(page.request, form);
      const location = response.headers()["location"];
      if (response.status() === 303) {
        const url = new URL(location);
        expect(url.origin).toBe("https://wa.me");
        expect(url.pathname).toBe(`/${CHAT_NUMBER}`);
        expect([...url.searchParams.keys()]).toEqual(["text"]);
        expect(url.hash).toBe("");
      } else {
        expect(response.status()).toBe(400);
        expect(location).toBeUndefined();
      }
    }
  });

  test("a filled honeypot is sent back without a chat link", async ({ page }) => {
    const response = await postContactForm(page.request, {
      ...valid,
      website: "http://spam.example",
      returnTo: "/",
    });
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toBe("/");
  });

  test("too many messages from one address answer 429 with a friendly message", async ({
    page,
  }) => {
    const ip = uniqueClientIp();
    for (let i = 0; i < 5; i++) {
      const response = await postContactForm(page.request, valid, ip);
      expect(response.status()).toBe(303);
    }
    const blocked = await postContactForm(page.request, valid, ip);
    expect(blocked.status()).toBe(429);
    expect(Number(blocked.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await blocked.text()).toContain("Please wait a few minutes and try again");

    const other = await postContactForm(page.request, valid);
    expect(other.status()).toBe(303);
  });
});

test.describe("contact form with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await recordOpenedWindows(page);
  });

  test("opens the chat with the message ready in the window of the tap, says the enquiry arrived and clears itself", async ({
    context,
  }) => {
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ contentType: "text/plain", body: "chat opened" }),
    );
    // A page of its own: window.open is the browser's, not the recording stub of beforeEach.
    const page = await context.newPage();
    await page.goto("/");
    const form = await fillContactForm(page, {
      name: "Anitha",
      email: "anitha@example.com",
      phone: "+91 90000 11111",
      service: "Interior Design and Finishing",
      message: "3BHK interiors in Porur",
    });
    const popup = page.waitForEvent("popup");
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    const chat = await popup;
    await chat.waitForURL(/^https:\/\/wa\.me\//);
    const url = new URL(chat.url());
    expect(url.origin + url.pathname).toBe(`https://wa.me/${CHAT_NUMBER}`);
    expect(url.searchParams.get("text")).toContain("Message: 3BHK interiors in Porur");
    expect(await chat.evaluate(() => window.opener)).toBeNull();

    await expect(page.getByText("Thank you, your enquiry has reached us.")).toBeVisible();
    await expect(form.getByLabel("Your Name")).toHaveValue("");
    await expect(page).toHaveURL(/\/$/);
  });

  test("where the browser blocks the new window, says the enquiry arrived and offers the chat link", async ({
    page,
  }) => {
    await page.goto("/");
    const form = await fillContactForm(page, {
      name: "Anitha",
      email: "anitha@example.com",
      phone: "+91 90000 11111",
      service: "Interior Design and Finishing",
      message: "3BHK interiors in Porur",
    });
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();

    await expect(page.getByText("Thank you, your enquiry has reached us.")).toBeVisible();
    // The window was asked for within the tap, before the enquiry was sent.
    expect(await openedWindows(page)).toEqual([""]);
    const url = new URL(
      (await page.getByRole("link", { name: "Open WhatsApp" }).getAttribute("href"))!,
    );
    expect(url.origin + url.pathname).toBe(`https://wa.me/${CHAT_NUMBER}`);
    expect(url.searchParams.get("text")).toContain("Service: Interior Design and Finishing");
    expect(url.searchParams.get("text")).toContain("Message: 3BHK interiors in Porur");
    await expect(form.getByLabel("Your Name")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
    await expect(page).toHaveURL(/\/$/);
  });

  test("shows the same validation messages without opening anything", async ({ page }) => {
    await page.goto("/contact");
    const form = await fillContactForm(page, {
      name: "Anitha",
      email: "anitha@localhost",
      phone: "no phone",
      service: "Other",
      message: "Hi",
    });
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    expect(await openedWindows(page)).toEqual([]);
    await expect(form.getByLabel("Your Name")).toHaveValue("Anitha");
  });
});

test.describe("accessibility", () => {
  test.use({ bypassCSP: true });
  for (const path of ["/", "/about-us", "/services", "/contact", "/no-such-page"]) {
    test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
