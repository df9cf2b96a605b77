/**
 * Site settings (docs/product/overview.md#company-details) against the built server: a save at
 * /settings (as a browser without JavaScript posts it) or through PUT /api/site/settings shows at
 * once on every page, in the JSON-LD, the manifest and the call and chat links, even on pages the
 * page cache held; each refused value gets its message beside the field.
 */
import Database from "better-sqlite3";
import { parse } from "node-html-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { json } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";
import { signInBrowser, type BrowserSession } from "../../../test/support/browser-session";

const api = useApiServer();
let owner: BrowserSession;

type Settings = Record<string, string | number | boolean | string[]>;

beforeAll(async () => {
  owner = await signInBrowser(api.baseURL);
});

async function storedSettings(): Promise<Settings> {
  const response = await api.send("GET", "/api/site/settings");
  expect(response.status).toBe(200);
  const { settings } = await json<{ settings: Settings & { updatedAt?: string } }>(response);
  delete settings.updatedAt;
  return settings;
}

/** The settings form as a browser sends it: lists as text, one field per chosen day. */
function formOf(settings: Settings): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(settings)) {
    if (name === "openingDays") for (const day of value as string[]) form.append(name, day);
    else if (Array.isArray(value)) form.append(name, value.join("\n"));
    else form.append(name, String(value));
  }
  return form;
}

function postSettings(form: URLSearchParams) {
  return fetch(`${api.baseURL}/settings`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: api.baseURL,
      Cookie: owner.cookie,
    },
    body: form.toString(),
    redirect: "manual",
  });
}

/** A page as an anonymous visitor gets it (the page cache answers these). */
async function visit(path: string) {
  const response = await fetch(`${api.baseURL}${path}`);
  expect(response.status, path).toBe(200);
  return { response, root: parse(await response.text()) };
}

function isCached(response: Response) {
  return /s-maxage=\d+/.test(response.headers.get("cache-control") ?? "");
}

function companyJsonLd(root: ReturnType<typeof parse>) {
  return root
    .querySelectorAll('script[type="application/ld+json"]')
    .map((script) => JSON.parse(script.textContent) as Record<string, unknown>)
    .find((data) => data["@type"] === "GeneralContractor");
}

describe("site settings", () => {
  it("each field brings up the keyboard it needs on a phone", async () => {
    const page = parse(await (await owner.get("/settings")).text());
    const control = (label: string) => {
      const id = page
        .querySelectorAll("label")
        .find((l) => l.text.trim().startsWith(label))!
        .getAttribute("for")!;
      return page.getElementById(id)!;
    };
    const keyboards: Record<string, [string, string]> = {
      Phone: ["tel", "tel"],
      "Chat (WhatsApp) number": ["tel", "tel"],
      "E-mail": ["text", "email"],
      Latitude: ["text", "decimal"],
      Longitude: ["text", "decimal"],
      "PIN code": ["text", "numeric"],
      "Founding year": ["text", "numeric"],
      "Facebook link": ["text", "url"],
    };
    for (const [label, [type, inputMode]] of Object.entries(keyboards)) {
      expect(control(label).getAttribute("type"), label).toBe(type);
      expect(control(label).getAttribute("inputmode"), label).toBe(inputMode);
    }
  });

  it("a new database starts with the SITE_* values (here the defaults)", async () => {
    const settings = await storedSettings();
    expect(settings).toMatchObject({ name: "Sri Lakshmi Builders", phone: "+91 98400 12345" });
  });

  it("a new database chats on the phone number, and says so on the settings page", async () => {
    expect(await storedSettings()).toMatchObject({
      phone: "+91 98400 12345",
      chatOnPhone: true,
      chatNumber: "919840012345",
    });
    const page = parse(await (await owner.get("/settings")).text());
    const choice = page.querySelector('input[name="chatOnPhone"][checked]')!;
    expect(choice.parentNode!.text.trim()).toBe("WhatsApp on this phone number");
    expect(page.querySelector("[data-chat-number-in-use]")!.text).toContain(
      "goes to +91 98400 12345, the phone number.",
    );
  });

  it("a changed phone moves every chat link with it: the chat button and the contact form's Send via WhatsApp", async () => {
    const settings = await storedSettings();
    const saved = await postSettings(formOf({ ...settings, phone: "+91 97910 66666" }));
    expect(saved.status).toBe(302);
    expect(await storedSettings()).toMatchObject({
      chatOnPhone: true,
      chatNumber: "919791066666",
    });
    for (const path of ["/", "/contact"]) {
      const hrefs = (await visit(path)).root
        .querySelectorAll("a")
        .map((link) => link.getAttribute("href") ?? "");
      expect(hrefs, path).toContain("https://wa.me/919791066666");
      expect(
        hrefs.filter((href) => href.includes("wa.me/91")),
        path,
      ).toEqual(hrefs.filter((href) => href.includes("wa.me/919791066666")));
    }
    // The contact form without JavaScript: the enquiry is stored, then straight to the chat.
    const sent = await fetch(`${api.baseURL}/contact`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: api.baseURL,
        "X-Forwarded-For": "203.0.113.66",
      },
      body: new URLSearchParams({
        returnTo: "/contact",
        name: "Meena Sundaram",
        email: "meena@example.com",
        phone: "+91 98765 43210",
        service: "New Building Construction",
        message: "A duplex on a 2400 sq ft plot in Tambaram",
      }).toString(),
      redirect: "manual",
    });
    expect(sent.status).toBe(303);
    const chat = new URL(sent.headers.get("location")!);
    expect(`${chat.origin}${chat.pathname}`).toBe("https://wa.me/919791066666");
    expect(chat.searchParams.get("text")).toContain("Meena Sundaram");
    expect(chat.searchParams.get("text")).toContain("A duplex on a 2400 sq ft plot in Tambaram");

    const page = parse(await (await owner.get("/settings")).text());
    expect(page.querySelector("[data-chat-number-in-use]")!.text).toContain(
      "goes to +91 97910 66666, the phone number.",
    );
  });

  it("a changed phone and chat number show at once in the header, footer, contact page, links and JSON-LD, even on cached pages", async () => {
    for (const path of ["/", "/contact", "/about-us"]) {
      await visit(path);
      expect(isCached((await visit(path)).response), `${path} is cached`).toBe(true);
    }
    const settings = await storedSettings();
    const saved = await postSettings(
      formOf({
        ...settings,
        phone: "+91 44 2441 7788",
        chatOnPhone: "false",
        chatNumber: "+91 97910 55555",
      }),
    );
    expect(saved.status).toBe(302);
    expect(await storedSettings()).toMatchObject({
      chatOnPhone: false,
      chatNumber: "919791055555",
    });
    expect(saved.headers.get("location")).toBe("/settings?saved=1");

    for (const path of ["/", "/contact", "/about-us"]) {
      const { root } = await visit(path);
      const header = root.querySelector("#site-header")!;
      const call = header.querySelector('a[href="tel:+914424417788"]');
      expect(call?.text.trim(), path).toBe("+91 44 2441 7788");
      const footer = root.querySelector("footer")!;
      expect(footer.text, path).toContain("+91 44 2441 7788");
      expect(footer.text, path).not.toContain("+91 98400 12345");
      const hrefs = root.querySelectorAll("a").map((link) => link.getAttribute("href") ?? "");
      expect(hrefs, path).toContain("tel:+914424417788");
      expect(
        hrefs.some((href) => href.startsWith("https://wa.me/919791055555")),
        path,
      ).toBe(true);
      expect(
        hrefs.some((href) => href.includes("919840012345")),
        path,
      ).toBe(false);
    }
    const contact = (await visit("/contact")).root;
    expect(contact.querySelector("main")!.text).toContain("+91 44 2441 7788");
    expect(companyJsonLd(contact)).toMatchObject({ telephone: "+91 44 2441 7788" });
    expect(companyJsonLd((await visit("/")).root)).toMatchObject({
      telephone: "+91 44 2441 7788",
    });

    const page = await owner.get("/settings?saved=1");
    const html = await page.text();
    expect(html).toContain("Settings saved");
    const form = parse(html);
    // Shown as people write it, under the choice of a number of its own.
    expect(form.querySelector('input[name="chatNumber"]')!.getAttribute("value")).toBe(
      "+91 97910 55555",
    );
    expect(form.querySelector('input[name="chatOnPhone"][checked]')!.getAttribute("value")).toBe(
      "false",
    );
    expect(form.querySelector("[data-chat-number-in-use]")!.text).toContain(
      "goes to +91 97910 55555, a number of its own.",
    );
  });

  it("records the save in the activity log with the settings that changed", async () => {
    const db = new Database(api.server.databasePath, { readonly: true });
    try {
      const row = db
        .prepare(
          "select actor_email as actor, detail from activity where action = 'settings-changed' order by created_at desc limit 1",
        )
        .get() as { actor: string; detail: string };
      expect(row).toEqual({ actor: "owner@example.com", detail: "phone, chatOnPhone, chatNumber" });
    } finally {
      db.close();
    }
  });

  const refusals: [string, string, string][] = [
    ["phone", "12345", "Enter a phone number: 10 digits, or + and the country code first"],
    [
      "chatNumber",
      "98400 12345",
      "Start the chat number with the country code (91 for India), e.g. +91 98400 12345",
    ],
    ["facebook", "http://www.facebook.com/srilakshmi", "Links must start with https://"],
    [
      "latitude",
      "51.5072",
      "The map position must be in India (latitude 6 to 37.6, longitude 68 to 97.5)",
    ],
    [
      "longitude",
      "-80.2574",
      "The map position must be in India (latitude 6 to 37.6, longitude 68 to 97.5)",
    ],
  ];

  it.each(refusals)(
    "refuses %s = %s with its message beside the field",
    async (name, bad, message) => {
      const before = await storedSettings();
      const response = await postSettings(formOf({ ...before, [name]: bad }));
      expect(response.status).toBe(400);
      const root = parse(await response.text());
      const input = root.querySelector(`[name="${name}"]`)!;
      expect(input.getAttribute("aria-invalid")).toBe("true");
      const errorId = input
        .getAttribute("aria-describedby")!
        .split(" ")
        .find((id) => id.endsWith("-error"))!;
      expect(root.getElementById(errorId)!.text).toBe(message);
      // What was typed is kept, and nothing was saved.
      expect(input.getAttribute("value")).toBe(bad);
      expect(await storedSettings()).toEqual(before);
    },
  );

  it("PUT /api/site/settings needs an administrator's token, checks the same rules and goes live", async () => {
    const settings = await storedSettings();
    const body = JSON.stringify({ ...settings, name: "Sri Lakshmi Constructions" });
    const anonymous = await api.send("PUT", "/api/site/settings", {
      body,
      headers: { "Content-Type": "application/json" },
    });
    expect(anonymous.status).toBe(401);

    const refused = await api.send("PUT", "/api/site/settings", {
      token: api.token,
      body: JSON.stringify({ ...settings, chatNumber: "9840012345", youtube: "youtube.com/x" }),
      headers: { "Content-Type": "application/json" },
    });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({
      message: "Some settings are not valid",
      errors: {
        chatNumber:
          "Start the chat number with the country code (91 for India), e.g. +91 98400 12345",
        youtube: "Links must start with https://",
      },
    });

    const saved = await api.send("PUT", "/api/site/settings", {
      token: api.token,
      body,
      headers: { "Content-Type": "application/json" },
    });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({
      settings: { name: "Sri Lakshmi Constructions" },
    });
    const manifest = (await (await fetch(`${api.baseURL}/manifest.webmanifest`)).json()) as {
      name: string;
    };
    expect(manifest.name).toBe("Sri Lakshmi Constructions");
    const { root } = await visit("/");
    expect(root.querySelector("title")!.text).toContain("Sri Lakshmi Constructions");
    expect(companyJsonLd(root)).toMatchObject({ name: "Sri Lakshmi Constructions" });
  });

  it("a map position moves the JSON-LD's geo and the contact page's map", async () => {
    const settings = await storedSettings();
    const response = await postSettings(
      formOf({ ...settings, latitude: "12.9165", longitude: "80.1929" }),
    );
    expect(response.status).toBe(302);
    const { root } = await visit("/contact");
    expect(companyJsonLd(root)).toMatchObject({
      geo: { latitude: 12.9165, longitude: 80.1929 },
    });
    expect(root.querySelector("iframe")!.getAttribute("src")).toContain("marker=12.9165%2C80.1929");
  });
});
