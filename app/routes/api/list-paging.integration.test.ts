import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { seedLarge } from "../../../scripts/seed-large";
import { json, send } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "api-paging-"));
const api = useApiServer({
  dataDir,
  signIn: false,
  beforeStart: async () => {
    await seedLarge(path.join(dataDir, "app.db"), path.join(dataDir, "uploads"), {
      projects: 45,
      posts: 25,
      galleries: 23,
      imagesPerGallery: 2,
    });
  },
  afterStop: () => fs.rmSync(dataDir, { recursive: true, force: true }),
});

const get = (url: string) => send(api.baseURL, "GET", url);
type Item = { _id: string; title: string };

const lists = [
  {
    url: "/api/projects",
    total: 45,
    items: (body: unknown) => (body as { projects: Item[] }).projects,
  },
  { url: "/api/blogs", total: 25, items: (body: unknown) => body as Item[] },
  {
    url: "/api/galleries",
    total: 23,
    items: (body: unknown) => (body as { galleries: Item[] }).galleries,
  },
];

describe.each(lists)("GET $url", ({ url, total, items }) => {
  it("without page or limit answers the whole list as before, with the total in a header", async () => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-total-count")).toBe(String(total));
    expect(response.headers.get("link")).toBeNull();
    const all = items(await json(response));
    expect(all).toHaveLength(total);
  });

  it("with page and limit answers that page in the same shape, with links to its neighbours", async () => {
    const all = items(await json(await get(url)));
    const response = await get(`${url}?page=2&limit=10`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-total-count")).toBe(String(total));
    const body = await json(response);
    expect(items(body).map((item) => item._id)).toEqual(all.slice(10, 20).map((item) => item._id));
    // The same fields as the whole list's entries.
    expect(items(body)[0]).toEqual(all[10]);
    const link = response.headers.get("link")!;
    expect(link).toContain(`<${url}?page=3&limit=10>; rel="next"`);
    expect(link).toContain(`<${url}?page=1&limit=10>; rel="prev"`);
    expect(link).toContain(`<${url}?page=${Math.ceil(total / 10)}&limit=10>; rel="last"`);
  });

  it("pages with the default limit of 20 and walks every item exactly once", async () => {
    const all = items(await json(await get(url)));
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 20); page++) {
      const response = await get(`${url}?page=${page}`);
      const pageItems = items(await json(response));
      expect(pageItems.length).toBeLessThanOrEqual(20);
      seen.push(...pageItems.map((item) => item._id));
    }
    expect(seen).toEqual(all.map((item) => item._id));
    const first = await get(`${url}?limit=5`);
    expect(items(await json(first))).toHaveLength(5);
    expect(first.headers.get("link")).not.toContain('rel="prev"');
  });

  it("answers an empty page past the end", async () => {
    const response = await get(`${url}?page=99&limit=10`);
    expect(response.status).toBe(200);
    expect(items(await json(response))).toEqual([]);
    expect(response.headers.get("x-total-count")).toBe(String(total));
  });

  it("refuses a page or limit that is not a whole number in range with 400 JSON", async () => {
    for (const query of [
      "page=0",
      "page=-1",
      "page=abc",
      "page=1.5",
      "page=",
      "limit=0",
      "limit=101",
      "limit=ten",
      "page=2&limit=1e2",
    ]) {
      const response = await get(`${url}?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("content-type"), query).toContain("application/json");
      expect(await json(response), query).toEqual({ message: expect.any(String) });
    }
  });
});
