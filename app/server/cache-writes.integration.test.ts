/**
 * The page cache is dropped only by writes that change stored content
 * (docs/decisions/021-public-page-cache.md), against the production build.
 *
 * How the tests see that a page still comes from the cache: a project's
 * title is changed straight in the database file, behind the server's back.
 * A fresh render would show the new title; the cached page keeps the old
 * one until something drops the cache.
 */
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { rawRequest as rawRequestTo, send } from "../../test/support/api";
import { ContentApi } from "../../test/support/content";
import { useApiServer } from "../../test/support/api-server";

const api = useApiServer();
let content: ContentApi;
let projectId: string;

const CACHED_TITLE = "Cache Keeper Villa";
const BEHIND_TITLE = "Cache Keeper Changed Behind";

let clients = 0;
function nextClient() {
  return `198.51.100.${++clients}`;
}

function get(pathname: string) {
  return fetch(`${api.baseURL}${pathname}`, { redirect: "manual" });
}

/** Whether the answer is the shared (cached) one: only those say a CDN may keep them. */
function isShared(response: Response) {
  return /s-maxage=\d+/.test(response.headers.get("cache-control") ?? "");
}

/** What /projects shows a visitor now. */
async function projectsPage() {
  const response = await get("/projects");
  expect(response.status).toBe(200);
  return { shared: isShared(response), html: await response.text() };
}

/** The page is still the cached one: the title changed behind the server's back is not shown. */
async function expectStillCached(what: string) {
  const page = await projectsPage();
  expect(page.shared, `${what}: /projects is answered from the cache`).toBe(true);
  expect(page.html.includes(`>${CACHED_TITLE}</h3>`), `${what}: the cached page is kept`).toBe(
    true,
  );
  expect(page.html.includes(BEHIND_TITLE), `${what}: no fresh render`).toBe(false);
}

function changeTitleBehindTheServer(title: string) {
  const db = new Database(api.server.databasePath);
  try {
    db.prepare("update projects set title = ? where id = ?").run(title, projectId);
  } finally {
    db.close();
  }
}

async function rawRequest(method: string, pathname: string): Promise<string> {
  return (await rawRequestTo(api.baseURL, method, pathname)).text;
}

const enquiry = {
  returnTo: "/",
  name: "Kavitha Raman",
  email: "kavitha@example.com",
  phone: "+91 98765 43210",
  service: "New Building Construction",
  message: "A house on a 1200 sq ft plot in Velachery",
};

beforeAll(async () => {
  content = await ContentApi.signIn(api.baseURL);
  projectId = (await content.createProject({ title: CACHED_TITLE }))._id;
  await get("/projects");
  expect((await projectsPage()).shared).toBe(true);
  changeTitleBehindTheServer(BEHIND_TITLE);
  await expectStillCached("after warming");
});

describe("requests that change no content leave the page cache alone", () => {
  it("anonymous sign-outs in a loop", async () => {
    for (let i = 0; i < 30; i++) {
      const response = await send(api.baseURL, "POST", "/logout", {
        headers: {
          Origin: api.baseURL,
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": nextClient(),
        },
        body: "",
      });
      expect(response.status).toBe(302);
      const apiLogout = await send(api.baseURL, "POST", "/api/logout");
      expect(apiLogout.status).toBe(401);
    }
    await expectStillCached("after 30 anonymous sign-outs");
  });

  it("TRACE, TRACK and made-up methods", async () => {
    for (const method of ["TRACE", "TRACK", "PROPFIND", "BREW"]) {
      const answer = await rawRequest(method, "/projects");
      expect(answer, method).toMatch(/^HTTP\/1\.1 405 /);
    }
    await expectStillCached("after TRACE and friends");
  });

  it("a contact form sent as JSON, and one refused by the method", async () => {
    const json = await send(api.baseURL, "POST", "/contact", {
      headers: {
        Origin: api.baseURL,
        "Content-Type": "application/json",
        "X-Forwarded-For": nextClient(),
      },
      body: JSON.stringify(enquiry),
    });
    expect(json.status).toBe(415);
    const home = await send(api.baseURL, "POST", "/", {
      headers: { Origin: api.baseURL, "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(home.status).toBe(405);
    await expectStillCached("after a JSON contact form and a 405");
  });

  it("a stored enquiry and refused content writes (401, 400, 404)", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(enquiry)) form.append(name, value);
    const stored = await send(api.baseURL, "POST", "/contact/send", {
      body: form,
      headers: { "X-Forwarded-For": nextClient() },
    });
    expect(stored.status).toBe(200);

    const update = () => {
      const body = new FormData();
      body.set("title", "Cache Keeper Refused");
      body.set("category", "Residential");
      return body;
    };
    const noToken = await send(api.baseURL, "PUT", `/api/projects/${projectId}`, {
      body: update(),
    });
    expect(noToken.status).toBe(401);
    const invalid = new FormData();
    invalid.set("title", "");
    const refused = await send(api.baseURL, "PUT", `/api/projects/${projectId}`, {
      token: api.token,
      body: invalid,
    });
    expect(refused.status).toBe(400);
    const unknown = await send(api.baseURL, "DELETE", "/api/projects/0123456789abcdef01234567", {
      token: api.token,
    });
    expect(unknown.status).toBe(404);
    await expectStillCached("after an enquiry and refused writes");
  });

  it("a content save that fails with a 5xx (the database is locked by another writer)", async () => {
    const lock = new Database(api.server.databasePath);
    lock.exec("begin immediate");
    try {
      const body = new FormData();
      body.set("title", "Cache Keeper Failed Save");
      body.set("category", "Residential");
      const failed = await send(api.baseURL, "PUT", `/api/projects/${projectId}`, {
        token: api.token,
        body,
      });
      expect(failed.status).toBeGreaterThanOrEqual(500);
    } finally {
      lock.exec("rollback");
      lock.close();
    }
    await expectStillCached("after a failed save");
  }, 30_000);

  it("but a real content save drops it: the next visit renders afresh", async () => {
    await content.createProject({ title: "Cache Keeper Neighbour" });
    const page = await projectsPage();
    expect(page.html.includes(BEHIND_TITLE), "the fresh render shows the changed title").toBe(true);
  });
});

describe("requests with made-up queries leave the pages at their own addresses alone", () => {
  const KEPT_TITLE = "Cache Crowded Villa";
  const CHANGED_TITLE = "Cache Crowded Changed Behind";

  it("400 unknown parameters and 400 searches later, / and /projects are still cached", async () => {
    const form = new FormData();
    form.set("title", KEPT_TITLE);
    form.set("category", "Residential");
    const saved = await send(api.baseURL, "PUT", `/api/projects/${projectId}`, {
      token: api.token,
      body: form,
    });
    expect(saved.status).toBe(200);
    for (const pathname of ["/", "/projects"]) {
      await get(pathname);
      const warmed = await get(pathname);
      expect(isShared(warmed), pathname).toBe(true);
      expect(await warmed.text(), pathname).toContain(KEPT_TITLE);
    }
    changeTitleBehindTheServer(CHANGED_TITLE);

    for (let n = 0; n < 400; n++) {
      const unknown = await get(`/?evict=${n}`);
      expect(unknown.status).toBe(200);
      await unknown.arrayBuffer();
      const search = await get(`/blog?q=${n}`);
      expect(search.status).toBe(200);
      await search.arrayBuffer();
    }
    for (const pathname of ["/", "/projects"]) {
      const html = await (await get(pathname)).text();
      expect(html.includes(KEPT_TITLE), `${pathname} is still the cached page`).toBe(true);
      expect(html.includes(CHANGED_TITLE), `${pathname}: no fresh render`).toBe(false);
    }
  }, 120_000);
});
