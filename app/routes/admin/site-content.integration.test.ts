/**
 * The public pages' own content (docs/product/content.md#site-content) against the production
 * build: the section editors posted as a browser without JavaScript posts them, the public pages,
 * the contact form's choices, the page cache, and GET/PUT /api/site.
 */
import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createProjectApi, image, imageBytes, json } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";
import { fetchSite, formFields, type Section } from "../../../test/support/site-sections";
import { signInBrowser, type BrowserSession } from "../../../test/support/browser-session";

const api = useApiServer();
let browser: BrowserSession;

beforeAll(async () => {
  browser = await signInBrowser(api.baseURL);
});

function site() {
  return fetchSite(api.baseURL);
}

/** Posts a section's editor form (multipart, as the page sends it), redirects not followed. */
async function postSection(
  key: string,
  data: unknown,
  {
    version,
    files = {},
    extra = {},
  }: {
    version?: string;
    files?: Record<string, Uint8Array<ArrayBuffer>>;
    extra?: Record<string, string>;
  } = {},
) {
  const form = new FormData();
  for (const [name, value] of formFields(data)) form.append(name, value);
  if (version !== undefined) form.append("updatedAt", version);
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  for (const [name, bytes] of Object.entries(files)) {
    form.append(name, new Blob([bytes], { type: "image/jpeg" }), "photo.jpg");
  }
  return fetch(`${api.baseURL}/site-content/${key}`, {
    method: "POST",
    headers: { Cookie: browser.cookie, Origin: api.baseURL },
    body: form,
    redirect: "manual",
  });
}

async function page(pathname: string) {
  const response = await fetch(`${api.baseURL}${pathname}`);
  expect(response.status, pathname).toBe(200);
  return response.text();
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

describe("pricing", () => {
  it("a new Premium price shows on Services and Home at once, even when they were cached", async () => {
    // Fill the page cache first.
    for (const pathname of ["/services", "/", "/services", "/"]) await page(pathname);
    expect(await page("/services")).toContain("₹2,450");

    const { sections, versions } = await site();
    const pricing = clone(sections.pricing);
    const premium = pricing.items!.find((tier) => tier.name === "Premium")!;
    premium.price = 2149;
    const saved = await postSection("pricing", pricing, { version: versions.pricing });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/site-content/pricing");

    const services = await page("/services");
    expect(services).toContain("₹2,149");
    expect(services).not.toContain("₹2,450");
    expect(await page("/")).toContain("₹2,149");
    expect((await site()).sections.pricing.items![1].price).toBe(2149);
  });

  it("refuses a price that is not a positive whole number of rupees, with its message", async () => {
    const { sections, versions } = await site();
    for (const price of ["19.99", "0", "-5", "abc"]) {
      const pricing = clone(sections.pricing);
      pricing.items![0].price = price;
      const refused = await postSection("pricing", pricing, { version: versions.pricing });
      expect(refused.status, price).toBe(400);
      const html = await refused.text();
      expect(html, price).toContain("Enter the price as a whole number of rupees, such as 1999");
      expect(html, price).toContain('aria-invalid="true"');
    }
    expect((await site()).versions.pricing).toBe(versions.pricing);
  });

  it("refuses an empty list where the page needs one item", async () => {
    const { versions } = await site();
    const services = await postSection("services", { items: [] }, { version: versions.services });
    expect(services.status).toBe(400);
    expect(await services.text()).toContain("Keep at least one service: the page needs it");
    const pricing = await postSection("pricing", { items: [] }, { version: versions.pricing });
    expect(pricing.status).toBe(400);
    expect(await pricing.text()).toContain("Keep at least one pricing tier: the page needs it");
  });

  it("refuses a save based on an older version with 409, keeping what was typed", async () => {
    const { sections } = await site();
    const pricing = clone(sections.pricing);
    pricing.items![0].name = "Basic Stale Edit";
    const refused = await postSection("pricing", pricing, { version: "2001-01-01T00:00:00.000Z" });
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(html).toContain("Someone else saved this section");
    expect(html).toContain("Basic Stale Edit");
    expect(await page("/services")).not.toContain("Basic Stale Edit");
  });
});

describe("services and the contact form", () => {
  it("a new service shows on Services, in the contact form's list, and Get a Quote chooses it", async () => {
    const { sections, versions } = await site();
    const services = clone(sections.services);
    services.items!.push({
      title: "Rainwater Harvesting",
      summary: "Sumps, recharge pits and filters sized for your roof.",
      description: "Rainwater harvesting designed to the Chennai Metro Water rules.",
      features: ["Recharge pits", "First-flush filters"],
      icon: "layers",
    });
    expect((await postSection("services", services, { version: versions.services })).status).toBe(
      302,
    );

    const servicesPage = await page("/services");
    expect(servicesPage).toContain("Rainwater Harvesting");
    expect(servicesPage).toContain('href="/contact?service=rainwater-harvesting#contact"');

    const contact = await page("/contact");
    expect(contact).toContain('<option value="Rainwater Harvesting">Rainwater Harvesting</option>');
    expect(contact).toContain('<option value="Other">Other</option>');

    // Chosen by the server: works without JavaScript.
    const chosen = await page("/contact?service=rainwater-harvesting");
    expect(chosen).toMatch(/<option value="Rainwater Harvesting" selected="">/);
    const tier = await page("/contact?package=premium");
    expect(tier).toMatch(/<option value="Premium" selected="">/);

    const sent = await fetch(`${api.baseURL}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: api.baseURL },
      body: new URLSearchParams({
        returnTo: "/contact",
        name: "Kavitha Raman",
        email: "kavitha@example.com",
        phone: "+91 98765 43210",
        service: "Rainwater Harvesting",
        package: "Premium",
        message: "A sump for our new house",
      }),
      redirect: "manual",
    });
    expect(sent.status).toBe(303);
    const db = new Database(api.server.databasePath, { readonly: true });
    try {
      const row = db
        .prepare("select service, package from enquiries where email = ?")
        .get("kavitha@example.com");
      expect(row).toEqual({ service: "Rainwater Harvesting", package: "Premium" });
    } finally {
      db.close();
    }
  });

  it("the footer lists the services the owner ticks for it, in both languages", async () => {
    const footerServices = (html: string) => {
      const start = html.lastIndexOf("Our Services");
      const column = html.slice(start, html.indexOf("Contact Us", start));
      return [...column.matchAll(/href="\/(?:ta\/)?services"[^>]*>(?:<span[^>]*>)?([^<]+)</g)].map(
        (m) => m[1],
      );
    };
    expect(footerServices(await page("/"))).toEqual([
      "New Building Construction",
      "Renovation and Remodeling",
      "Foundation and Structural Work",
      "Interior Design and Finishing",
      "Architectural Planning",
    ]);
    const { sections, versions } = await site();
    const services = clone(sections.services);
    for (const item of services.items!) {
      item.inFooter = ["Architectural Planning", "Renovation and Remodeling"].includes(
        String(item.title),
      );
    }
    expect((await postSection("services", services, { version: versions.services })).status).toBe(
      302,
    );
    expect(footerServices(await page("/about-us"))).toEqual([
      "Renovation and Remodeling",
      "Architectural Planning",
    ]);
    const tamilTitle = (title: string) =>
      (services.items!.find((item) => item.title === title)!.ta as { title: string }).title;
    const tamilFooter = (await page("/ta/about-us")).split("<footer")[1];
    expect(tamilFooter).toContain(tamilTitle("Architectural Planning"));
    expect(tamilFooter).not.toContain(tamilTitle("New Building Construction"));
    // The JSON contract carries the choice.
    const saved = (await site()).sections.services.items!;
    expect(saved.filter((item) => item.inFooter).map((item) => item.title)).toEqual([
      "Renovation and Remodeling",
      "Architectural Planning",
    ]);
  });

  it("refuses a service the site does not offer", async () => {
    const response = await fetch(`${api.baseURL}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: api.baseURL },
      body: new URLSearchParams({
        returnTo: "/contact",
        name: "Arun",
        email: "arun@example.com",
        phone: "+91 98765 43211",
        service: "Swimming Pools",
        message: "Hello",
      }),
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please choose one of the listed services");
  });
});

describe("lists", () => {
  it("Move down without JavaScript comes back as the reordered form; the save shows it", async () => {
    const { sections, versions } = await site();
    const [first, second] = sections.testimonials.items!.map((item) => item.name as string);
    const moved = await postSection("testimonials", sections.testimonials, {
      version: versions.testimonials,
      extra: {
        __intent__: JSON.stringify({
          type: "reorder",
          payload: { name: "items", from: 0, to: 1 },
        }),
      },
    });
    expect(moved.status).toBe(200);
    const form = await moved.text();
    expect(form.indexOf(`value="${second}"`)).toBeLessThan(form.indexOf(`value="${first}"`));
    // Nothing saved yet.
    expect((await site()).versions.testimonials).toBe(versions.testimonials);

    const reordered = clone(sections.testimonials);
    reordered.items = [reordered.items![1], reordered.items![0], ...reordered.items!.slice(2)];
    const saved = await postSection("testimonials", reordered, {
      version: versions.testimonials,
    });
    expect(saved.status).toBe(302);
    const about = await page("/about-us");
    expect(about.indexOf(second)).toBeLessThan(about.indexOf(first));
  });

  it("a team member added with a photo shows on the About page with that photo", async () => {
    const { sections, versions } = await site();
    const about = clone(sections.about);
    const team = about.team as Record<string, unknown>[];
    team.push({ name: "Anitha Selvam", role: "Site Engineer", bio: "Runs our Tambaram sites." });
    const index = team.length - 1;
    const saved = await postSection("about", about, {
      version: versions.about,
      files: { [`team[${index}].upload`]: await imageBytes("jpeg") },
    });
    expect(saved.status).toBe(302);

    const stored = (await site()).sections.about.team as { name: string; photo?: string }[];
    const photo = stored[index].photo;
    expect(photo).toMatch(/^[A-Za-z0-9_-]+\.webp$/);
    expect(fs.existsSync(path.join(api.server.uploadsDir, photo!))).toBe(true);
    const html = await page("/about-us");
    expect(html).toContain("Anitha Selvam");
    expect(html).toContain('alt="Photo of Anitha Selvam"');
    expect((await fetch(`${api.baseURL}/uploads/${photo}`)).status).toBe(200);
  });
});

describe("testimonials and projects", () => {
  it("a testimonial about a project links to it; a project that is not there is refused", async () => {
    const created = await createProjectApi(api.baseURL, api.token, {
      title: "Besant Nagar Duplex",
      coverImage: await image(),
    });
    expect(created.status).toBe(201);
    const { project } = await json<{ project: { _id: string; slug: string } }>(created);
    const { sections } = await site();
    const testimonials = clone(sections.testimonials);
    testimonials.items![0].projectId = "no-such-project";
    const headers = { "Content-Type": "application/json" };
    const refused = await api.send("PUT", "/api/site/testimonials", {
      token: api.token,
      headers,
      body: JSON.stringify(testimonials),
    });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({
      errors: { "items[0].projectId": "Choose one of the projects" },
    });

    testimonials.items![0].projectId = project._id;
    const saved = await api.send("PUT", "/api/site/testimonials", {
      token: api.token,
      headers,
      body: JSON.stringify(testimonials),
    });
    expect(saved.status).toBe(200);
    const about = await page("/about-us");
    expect(about).toContain(`href="/projects/${project.slug}"`);
    expect(about).toContain("About Besant Nagar Duplex");
    const editor = await (await browser.get("/site-content/testimonials")).text();
    expect(editor).toContain(`<option value="${project._id}">Besant Nagar Duplex</option>`);
  });
});

describe("preview", () => {
  it("shows the public page with the unsaved change to its administrator only, never stored", async () => {
    const { sections, versions } = await site();
    const pricing = clone(sections.pricing);
    pricing.items![0].price = 1777;
    const asked = await postSection("pricing", pricing, {
      version: versions.pricing,
      extra: { intent: "preview" },
    });
    expect(asked.status).toBe(302);
    const location = asked.headers.get("location")!;
    // The preview opens at the prices on the Services page.
    expect(location).toMatch(/^\/services\?site-preview=[\w-]+#pricing$/);

    const preview = await browser.get(location);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toContain("no-store");
    const html = await preview.text();
    expect(html).toContain("₹1,777");
    expect(html).toContain("Pricing: unsaved changes");
    // Nothing saved; a visitor with the address sees the page as it is.
    expect((await site()).versions.pricing).toBe(versions.pricing);
    expect(await page("/services")).not.toContain("₹1,777");
    expect(await page(location)).not.toContain("₹1,777");
  });
});

describe("GET and PUT /api/site", () => {
  it("answers the settings and every section to anyone", async () => {
    const { settings, sections, versions } = await site();
    expect(settings).toMatchObject({ name: "Sri Lakshmi Builders", phone: expect.any(String) });
    expect(Object.keys(sections).sort()).toEqual(
      [
        "about",
        "estimator",
        "home",
        "pricing",
        "process",
        "progress",
        "services",
        "testimonials",
      ].sort(),
    );
    expect(sections.home.stats).toHaveLength(4);
    expect(versions.home).toMatch(/^\d{4}-/);
  });

  it("the estimator's numbers: stages must add up to 100 %, and a saved change is the next estimate's", async () => {
    const { sections } = await site();
    const estimator = clone(sections.estimator) as {
      stages: { percent: number }[];
      extras: { slug: string; price: number }[];
    };
    const headers = { "Content-Type": "application/json" };
    estimator.stages[0].percent = 20;
    const refused = await api.send("PUT", "/api/site/estimator", {
      token: api.token,
      headers,
      body: JSON.stringify(estimator),
    });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({
      errors: { stages: "The stages must add up to 100 %" },
    });

    const before = await api.send(
      "GET",
      "/api/estimate?area=1200&floors=2&package=premium&extras=sump",
    );
    expect(before.status).toBe(200);
    // The Premium rate as an earlier test here left it.
    const rate = (sections.pricing.items as { slug: string; price: number }[]).find(
      (tier) => tier.slug === "premium",
    )!.price;
    expect(await json(before)).toMatchObject({
      total: 2400 * rate + 95_000,
      currency: "INR",
      rate,
      builtUpArea: 2400,
      extras: [{ slug: "sump", quantity: 1, price: 95_000, amount: 95_000 }],
      schedule: expect.arrayContaining([
        {
          stage: "Foundation",
          percent: 15,
          amount: Math.floor(((2400 * rate + 95_000) * 15) / 100),
        },
      ]),
      // 2,400 sq.ft built up at the demo pace of 250 sq.ft a month.
      months: 10,
    });
    estimator.stages[0].percent = 15;
    estimator.extras.find((extra) => extra.slug === "sump")!.price = 100_000;
    const saved = await api.send("PUT", "/api/site/estimator", {
      token: api.token,
      headers,
      body: JSON.stringify(estimator),
    });
    expect(saved.status).toBe(200);
    expect(await page("/estimate?area=1200&floors=2&package=premium&extras=sump")).toContain(
      `₹${(2400 * rate + 100_000).toLocaleString("en-IN")}`,
    );

    const bad = await api.send("GET", "/api/estimate?area=99&floors=2&package=gold&extras=sump");
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({
      errors: {
        area: "Enter a whole number of sq.ft from 300 to 20,000",
        package: "Choose one of the packages",
      },
    });
  });

  it("PUT needs a token, checks like the editor, and answers 409 to a stale If-Match", async () => {
    const { sections, versions } = await site();
    const process = clone(sections.process);
    process.items![0].title = "First Meeting";
    const body = JSON.stringify(process);
    const headers = { "Content-Type": "application/json" };

    const anonymous = await api.send("PUT", "/api/site/process", { headers, body });
    expect(anonymous.status).toBe(401);

    const unknown = await api.send("PUT", "/api/site/prices", { token: api.token, headers, body });
    expect(unknown.status).toBe(404);

    const badPricing = clone(sections.pricing);
    badPricing.items![0].price = 19.99;
    const refused = await api.send("PUT", "/api/site/pricing", {
      token: api.token,
      headers,
      body: JSON.stringify(badPricing),
    });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({
      message: "Enter the price as a whole number of rupees, such as 1999",
      errors: { "items[0].price": "Enter the price as a whole number of rupees, such as 1999" },
    });

    const saved = await api.send("PUT", "/api/site/process", {
      token: api.token,
      headers: { ...headers, "If-Match": `"${versions.process}"` },
      body,
    });
    expect(saved.status).toBe(200);
    const answer = await json<{ version: string; data: Section }>(saved);
    expect(answer.data.items![0].title).toBe("First Meeting");
    expect(saved.headers.get("etag")).toBe(`"${answer.version}"`);
    expect(await page("/services")).toContain("First Meeting");

    const stale = await api.send("PUT", "/api/site/process", {
      token: api.token,
      headers: { ...headers, "If-Match": `"${versions.process}"` },
      body,
    });
    expect(stale.status).toBe(409);
  });

  it("keeps a Tamil text beside the English one through an editor save", async () => {
    const { sections } = await site();
    const home = clone(sections.home);
    home.ta = { headline: "கனவுகளை நனவாக்குகிறோம்" };
    const put = await api.send("PUT", "/api/site/home", {
      token: api.token,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(home),
    });
    expect(put.status).toBe(200);
    const editor = await browser.get("/site-content/home");
    expect(await editor.text()).toContain("கனவுகளை நனவாக்குகிறோம்");
    const { versions } = await site();
    const saved = await postSection("home", home, { version: versions.home });
    expect(saved.status).toBe(302);
    expect((await site()).sections.home.ta).toEqual({ headline: "கனவுகளை நனவாக்குகிறோம்" });
  });

  it("refuses a photo name that is not the section's own", async () => {
    const { sections } = await site();
    const services = clone(sections.services);
    services.items![0].photo = "AAAAAAAAAAAAAAAAAAAAAAAA.webp";
    const refused = await api.send("PUT", "/api/site/services", {
      token: api.token,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(services),
    });
    expect(refused.status).toBe(400);
  });
});
