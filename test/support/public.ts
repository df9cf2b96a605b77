/** Helpers for the public-site journeys. */
import { createRequire } from "node:module";
import type { APIRequestContext, Page } from "@playwright/test";
import { image, apiToken, multipart, send } from "./api";

export const CHAT_NUMBER = "919840012345";

let ipCounter = 0;
/** A fresh client address per test, so the contact rate limit never leaks between tests. */
export function uniqueClientIp() {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${ipCounter}`;
}

/**
 * Posts the contact form as a browser without JavaScript does, from `clientIp` (a fresh address
 * unless given, see uniqueClientIp); the redirect it answers is not followed.
 */
export function postContactForm(
  request: APIRequestContext,
  form: Record<string, string>,
  clientIp = uniqueClientIp(),
) {
  return request.post("/contact", {
    form,
    headers: { "X-Forwarded-For": clientIp },
    maxRedirects: 0,
  });
}

/**
 * Makes the page keep the URLs it passes to `window.open` instead of opening tabs (the contact
 * form opens the chat link that way); read them with openedWindows().
 */
export async function recordOpenedWindows(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
}

/**
 * The chat address a page without JavaScript goes to next (the contact form answers with a
 * redirect to it): the URL of the browser's request for it. The test browser resolves no host but
 * the test server's (playwright.config.ts), so the chat app itself is never reached; and
 * Chromium's headless shell lets no route() answer for a redirect's target.
 */
export async function chatOpenedBy(page: Page, send: () => Promise<void>): Promise<URL> {
  const chat = page.waitForRequest((request) => request.url().startsWith("https://wa.me/"));
  await send();
  return new URL((await chat).url());
}

/** The URLs the page has passed to `window.open` since recordOpenedWindows(). */
export function openedWindows(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
}

export async function createProject(
  baseURL: string,
  fields: { title: string; category: string; location?: string; description?: string },
) {
  const token = await apiToken(baseURL);
  const response = await send(baseURL, "POST", "/api/create-project", {
    token,
    body: multipart({
      title: fields.title,
      category: fields.category,
      location: fields.location ?? "Chennai",
      description: fields.description ?? `${fields.title}, built by our team.`,
      coverImage: await image(),
    }),
  });
  if (response.status >= 300) throw new Error(`create failed: ${response.status}`);
}

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** Runs axe-core on the page; returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page) {
  // Let entrance animations (cards fading in) end, so contrast is measured at full opacity.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } })
      .axe;
    return axe.run(document);
  });
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes
        .map((node) => `${node.target.join(" ")} ${node.failureSummary ?? ""}`)
        .slice(0, 5),
    }));
}

type AxeResults = {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: string[]; failureSummary?: string }[];
  }[];
};

/** Fills the contact form's five fields (home page or /contact) and returns the form. */
export async function fillContactForm(
  page: Page,
  values: { name: string; email: string; phone: string; service: string; message: string },
) {
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Your Name").fill(values.name);
  await form.getByLabel("Email Address").fill(values.email);
  await form.getByLabel("Phone Number").fill(values.phone);
  await form.getByLabel("Service Required").selectOption(values.service);
  await form.getByLabel("Message").fill(values.message);
  return form;
}
