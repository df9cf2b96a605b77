/**
 * The History of the pages' own content and of the site settings
 * (docs/product/admin-forms.md#history) against the production build, as a browser without
 * JavaScript uses it: each save keeps the version it replaced, the editor lists the versions, and
 * Restore saves one again (checked like a save, the page cache dropped), including a photo the
 * section no longer used.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { imageBytes, json } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";
import { fetchSite, formFields, type Section } from "../../../test/support/site-sections";
import { signInBrowser, type BrowserSession } from "../../../test/support/browser-session";
import { ADMIN_EMAIL } from "../../../test/support/server";

const api = useApiServer();
let owner: BrowserSession;

beforeAll(async () => {
  owner = await signInBrowser(api.baseURL);
});

/** The sections these tests read are lists. */
type ListSection = Section & { items: Record<string, unknown>[] };

function site() {
  return fetchSite<ListSection>(api.baseURL);
}

async function postSection(
  key: string,
  data: unknown,
  version: string,
  {
    files = {},
    extra = {},
  }: { files?: Record<string, Uint8Array<ArrayBuffer>>; extra?: Record<string, string> } = {},
) {
  const form = new FormData();
  for (const [name, value] of formFields(data)) form.append(name, value);
  form.append("updatedAt", version);
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  for (const [name, bytes] of Object.entries(files)) {
    form.append(name, new Blob([bytes], { type: "image/jpeg" }), "photo.jpg");
  }
  const response = await fetch(`${api.baseURL}/site-content/${key}`, {
    method: "POST",
    headers: { Cookie: owner.cookie, Origin: api.baseURL },
    body: form,
    redirect: "manual",
  });
  expect(response.status, await response.clone().text()).toBe(302);
}

async function page(pathname: string) {
  const response = await fetch(`${api.baseURL}${pathname}`);
  expect(response.status, pathname).toBe(200);
  return response.text();
}

/** The History panel as the editor shows it: each version's text and its Restore form. */
async function historyOf(editorPath: string) {
  const response = await owner.get(editorPath);
  expect(response.status).toBe(200);
  const root = parse(await response.text());
  const list = root.querySelector('ol[aria-label="Saved versions"]');
  expect(list, "the History panel lists versions").not.toBeNull();
  return list!.querySelectorAll("li").map((item) => ({
    text: item.text.replace(/\s+/g, " ").trim(),
    revision: item.querySelector('input[name="revision"]')?.getAttribute("value") ?? null,
    version: item.querySelector('input[name="updatedAt"]')?.getAttribute("value") ?? null,
  }));
}

function restore(editorPath: string, revision: string, version: string) {
  return owner.post(`${editorPath}/restore-version`, { revision, updatedAt: version });
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

describe("a section's history", () => {
  it("two saves of the prices, then Restore of the first brings its price back on /services; restoring again works", async () => {
    for (const pathname of ["/services", "/services"]) await page(pathname);
    expect(await page("/services")).toContain("₹2,450");

    const first = await site();
    const pricing = clone(first.sections.pricing);
    const premium = pricing.items.findIndex((tier) => tier.name === "Premium");
    pricing.items[premium].price = 2149;
    await postSection("pricing", pricing, first.versions.pricing);
    pricing.items[premium].price = 2299;
    await postSection("pricing", pricing, (await site()).versions.pricing);
    expect(await page("/services")).toContain("₹2,299");

    const history = await historyOf("/site-content/pricing");
    expect(history).toHaveLength(3);
    expect(history[0].text).toContain("Current");
    expect(history[0].text).toContain(`Saved by ${ADMIN_EMAIL}`);
    expect(history[0].text).toContain("Changed: Pricing tiers");
    expect(history[0].revision).toBeNull();
    expect(history[2].text).toContain("Saved before history was kept");

    // A restore from a page opened before the last save is refused, like such a save.
    const stale = await restore(
      "/site-content/pricing",
      history[1].revision!,
      first.versions.pricing,
    );
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Someone else saved");
    expect(await page("/services")).toContain("₹2,299");

    const restored = await restore(
      "/site-content/pricing",
      history[1].revision!,
      history[1].version!,
    );
    expect(restored.status).toBe(302);
    expect(restored.headers.get("location")).toBe("/site-content/pricing");
    const services = await page("/services");
    expect(services).toContain("₹2,149");
    expect(services).not.toContain("₹2,299");
    expect((await site()).sections.pricing.items[premium].price).toBe(2149);

    // The restore is a save of its own: the version it replaced can come back too.
    const after = await historyOf("/site-content/pricing");
    expect(after).toHaveLength(4);
    // The History says what the restore was, as it does for projects and posts.
    expect(after[0].text).toContain(`Restored by ${ADMIN_EMAIL}: the version of`);
    expect(after[1].text).toContain(`Saved by ${ADMIN_EMAIL}`);
    const original = after[3];
    expect(original.text).toContain("Saved before history was kept");
    const again = await restore("/site-content/pricing", original.revision!, original.version!);
    expect(again.status).toBe(302);
    const back = await page("/services");
    expect(back).toContain("₹2,450");
    expect(back).not.toContain("₹2,149");
    expect(await historyOf("/site-content/pricing")).toHaveLength(5);
  });

  it("a photo a section stops using stays on disk while a version names it, and comes back with that version", async () => {
    const before = await site();
    const services = clone(before.sections.services);
    await postSection("services", services, before.versions.services, {
      files: { "items[0].upload": await imageBytes("jpeg") },
    });
    const withPhoto = await site();
    const photo = withPhoto.sections.services.items[0].photo as string;
    expect(photo).toMatch(/\.webp$/);
    expect((await fetch(`${api.baseURL}/uploads/${photo}`)).status).toBe(200);

    await postSection("services", clone(withPhoto.sections.services), withPhoto.versions.services, {
      extra: { "items[0].removePhoto": "on" },
    });
    expect((await site()).sections.services.items[0].photo).toBeUndefined();
    expect(fs.existsSync(path.join(api.server.uploadsDir, photo))).toBe(true);
    // Kept for the History only: visitors get what a deleted photo gives them.
    expect((await fetch(`${api.baseURL}/uploads/${photo}`)).status).toBe(404);

    const history = await historyOf("/site-content/services");
    const named = history[1];
    expect(named.text).toContain("Changed: Services, Photos");
    expect((await restore("/site-content/services", named.revision!, named.version!)).status).toBe(
      302,
    );
    expect((await site()).sections.services.items[0].photo).toBe(photo);
    expect((await fetch(`${api.baseURL}/uploads/${photo}`)).status).toBe(200);
    expect(await page("/services")).toContain(photo.replace(/\.webp$/, ""));
  });

  it("an unknown version answers 404 with the way back", async () => {
    const { versions } = await site();
    const response = await restore("/site-content/pricing", "no-such-version", versions.pricing);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("That version is no longer kept.");
  });
});

describe("the settings' history", () => {
  it("a phone changed twice, then Restore of the original shows it again on every page", async () => {
    const response = await api.send("GET", "/api/site/settings");
    const { settings } = await json<{ settings: Record<string, unknown> & { updatedAt: string } }>(
      response,
    );
    const { updatedAt: _version, ta: _tamil, ...values } = settings;
    const headers = { "Content-Type": "application/json" };
    for (const phone of ["+91 44 2441 7788", "+91 44 2441 9900"]) {
      const saved = await api.send("PUT", "/api/site/settings", {
        token: api.token,
        headers,
        body: JSON.stringify({ ...values, phone }),
      });
      expect(saved.status).toBe(200);
    }
    expect(await page("/contact")).toContain("+91 44 2441 9900");

    const history = await historyOf("/settings");
    expect(history).toHaveLength(3);
    expect(history[0].text).toContain("Changed: Phone");
    const original = history[2];
    const restored = await restore("/settings", original.revision!, original.version!);
    expect(restored.status).toBe(302);
    expect(restored.headers.get("location")).toBe("/settings");
    const contact = await page("/contact");
    expect(contact).toContain(String(values.phone));
    expect(contact).not.toContain("+91 44 2441 9900");

    // Restoring again from the page as it was before that restore is refused (saved since).
    const stale = await restore("/settings", history[1].revision!, original.version!);
    expect(stale.status).toBe(409);
    const fresh = await historyOf("/settings");
    expect(fresh).toHaveLength(4);
    expect(fresh[0].text).toContain(`Restored by ${ADMIN_EMAIL}: the version of`);
    expect(fresh[0].text).toContain("Changed: Phone");
    const again = await restore("/settings", fresh[2].revision!, fresh[2].version!);
    expect(again.status).toBe(302);
    expect(await page("/contact")).toContain("+91 44 2441 7788");
  });
});
