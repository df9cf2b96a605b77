/**
 * Where leads come from, beside the page cache
 * (docs/decisions/086-lead-source-cookie-beside-the-page-cache.md): a first visit with campaign
 * parameters gets the lead-source cookie while the page itself comes from the cache, no visitor's
 * cookie is ever kept in (or sent from) a cached page, and an enquiry sent afterwards carries the
 * source into the admin and its report.
 *
 * A page is known to come from the cache when it still shows a project's old title after the
 * title was changed in the database behind the server's back (a change the cache is not told of).
 */
import Database from "better-sqlite3";
import { parse } from "node-html-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { json } from "../../test/support/api";
import { useApiServer } from "../../test/support/api-server";
import { signInBrowser, type BrowserSession } from "../../test/support/browser-session";
import { ContentApi } from "../../test/support/content";

const api = useApiServer();
let owner: BrowserSession;
const OLD_TITLE = "Courtyard House in Besant Nagar";
const NEW_TITLE = "Renamed Behind The Cache";

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${api.baseURL}${path}`, { headers, redirect: "manual" });
}

/** The lead-source cookie an answer sets, as `name=value`, or null. */
function leadCookie(response: Response) {
  const found = response.headers.getSetCookie().find((value) => value.startsWith("lead_source="));
  return found ? found.split(";")[0] : null;
}

/** What a lead-source cookie says, part by part. */
function cookieParts(cookie: string) {
  const value = cookie.slice(cookie.indexOf("=") + 1);
  return Object.fromEntries(new URLSearchParams(decodeURIComponent(value)));
}

function renameProjectsInTheDatabase() {
  const db = new Database(api.server.databasePath);
  try {
    db.prepare("update projects set title = ?").run(NEW_TITLE);
  } finally {
    db.close();
  }
}

let facebookCookie = "";

beforeAll(async () => {
  owner = await signInBrowser(api.baseURL);
  await (await ContentApi.signIn(api.baseURL)).createProject({ title: OLD_TITLE });
});

describe("the lead-source cookie and the page cache", () => {
  it("sets the cookie on a campaign visit answered from the cache, and never keeps it there", async () => {
    // The first request for /projects carries a campaign: it fills the cache for /projects.
    const campaignFirst = await get("/projects?utm_source=instagram");
    expect(campaignFirst.status).toBe(200);
    expect(await campaignFirst.text()).toContain(OLD_TITLE);
    const warm = await get("/");
    expect(await warm.text()).toContain(OLD_TITLE);
    renameProjectsInTheDatabase();

    const landing = await get("/?utm_source=facebook&utm_campaign=diwali", {
      Referer: "https://www.facebook.com/",
    });
    expect(landing.status).toBe(200);
    const landingHtml = await landing.text();
    expect(landingHtml, "the home page comes from the cache").toContain(OLD_TITLE);
    expect(landingHtml).not.toContain(NEW_TITLE);
    expect(landing.headers.get("cache-control")).toMatch(/s-maxage=\d+/);
    const setCookie = landing.headers.getSetCookie().find((v) => v.startsWith("lead_source="))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=7776000/);
    facebookCookie = leadCookie(landing)!;
    expect(cookieParts(facebookCookie)).toEqual({
      l: "/",
      r: "facebook.com",
      s: "facebook",
      c: "diwali",
    });

    // Another visitor, who landed earlier from Google: the same cached page, no cookie sent.
    const returning = await get("/", { Cookie: "lead_source=s%3Dgoogle" });
    const returningHtml = await returning.text();
    expect(returningHtml).toContain(OLD_TITLE);
    expect(returning.headers.getSetCookie()).toEqual([]);
    // (The page links to the company's Facebook page: the campaign's name is what must not show.)
    expect(/diwali|lead_source|utm_/.test(returningHtml), "no visitor's campaign in the page").toBe(
      false,
    );
    expect(returning.headers.get("etag")).toBe(landing.headers.get("etag"));

    // The campaign visit to /projects filled the cache at /projects, without a campaign.
    const projects = await get("/projects", { Cookie: facebookCookie });
    expect(await projects.text()).toContain(OLD_TITLE);
    expect(leadCookie(projects)).toBeNull();

    // A new visitor gets a cookie of their own, not the campaign visitor's.
    const fresh = await get("/");
    expect(await fresh.text()).toContain(OLD_TITLE);
    expect(cookieParts(leadCookie(fresh)!)).toEqual({ l: "/" });
  });

  it("keeps the source with the enquiry the visitor then sends, by script or by the page's form", async () => {
    expect(facebookCookie).not.toBe("");
    const body = new FormData();
    for (const [name, value] of Object.entries({
      returnTo: "/",
      name: "Diwali Visitor",
      email: "diwali@example.com",
      phone: "98400 55555",
      service: "Other",
      message: "Saw the Diwali offer",
    }))
      body.append(name, value);
    const sent = await api.send("POST", "/contact/send", {
      body,
      headers: { Cookie: facebookCookie, Origin: api.baseURL, "X-Forwarded-For": "203.0.113.90" },
    });
    expect(sent.status).toBe(200);

    const tamil = await fetch(`${api.baseURL}/ta/contact`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: api.baseURL,
        Cookie: facebookCookie,
        "X-Forwarded-For": "203.0.113.91",
      },
      body: new URLSearchParams({
        returnTo: "/contact",
        name: "கவிதா",
        email: "kavitha@example.com",
        phone: "98400 66666",
        service: "Other",
        message: "வீடு கட்ட வேண்டும்",
      }).toString(),
    });
    expect(tamil.status).toBe(303);

    const { enquiries } = await json<{
      enquiries: { name: string; page: string; source: Record<string, string> | null }[];
    }>(await api.send("GET", "/api/enquiries", { token: api.token }));
    const source = {
      landingPage: "/",
      referrer: "facebook.com",
      utmSource: "facebook",
      utmMedium: "",
      utmCampaign: "diwali",
    };
    expect(enquiries.find((row) => row.name === "Diwali Visitor")).toMatchObject({
      page: "/",
      source,
    });
    expect(enquiries.find((row) => row.name === "கவிதா")).toMatchObject({
      page: "/ta/contact",
      source,
    });

    const card = parse(await (await owner.get("/enquiries")).text()).querySelector(
      'li[aria-label="Diwali Visitor"]',
    )!;
    expect(card.text.replace(/\s+/g, " ")).toContain("Source: facebook · campaign diwali");
  });

  it("counts them in the report by month and source, with site visits and wins", async () => {
    const db = new Database(api.server.databasePath);
    try {
      db.prepare(
        `insert into site_visits (id, date, time, name, phone, secret_hash, source)
         values ('visit-1', '2026-12-05', '11:00', 'Visitor', '98400 55555', 'h1', ?)`,
      ).run(
        JSON.stringify({
          landingPage: "/",
          referrer: "",
          utmSource: "facebook",
          utmMedium: "",
          utmCampaign: "",
        }),
      );
    } finally {
      db.close();
    }
    const { enquiries } = await json<{ enquiries: { id: string; name: string }[] }>(
      await api.send("GET", "/api/enquiries", { token: api.token }),
    );
    const won = enquiries.find((row) => row.name === "Diwali Visitor")!;
    await api.send("PATCH", `/api/enquiries/${won.id}`, {
      token: api.token,
      body: JSON.stringify({ status: "won" }),
      headers: { "Content-Type": "application/json" },
    });

    const page = parse(await (await owner.get("/enquiries/sources")).text());
    const table = page.querySelectorAll("table")[0];
    const rows = table
      .querySelectorAll("tbody tr")
      .map((row) => row.querySelectorAll("th, td").map((cell) => cell.text.trim()));
    expect(rows).toContainEqual(["facebook", "2", "1", "1"]);
    const chart = page.querySelector('svg[role="img"]')!;
    expect(chart.querySelector("title")?.text).toBe(
      "Enquiries and site visits by source and month, with the enquiries won",
    );
    expect(chart.text).toContain("facebook: 2 enquiries, 1 visit, 1 won");
  });
});
