/**
 * Every listing query walks an index: EXPLAIN QUERY PLAN of each query the
 * listing functions run must show no full table scan and no sort step
 * (docs/decisions/014-paged-listings.md), and a page's images come from one
 * query whatever the page size. Queries are captured from the connection
 * the models use, so this checks the SQL the site really sends.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedLarge } from "../../scripts/seed-large";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "listing-plans-"));
process.env.DATABASE_PATH = path.join(dir, "app.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");

const { closeDatabase, getDb } = await import("~/db/db.server");
const { pageOfProjects, projectCategories, listProjects } = await import("~/models/project.server");
const { pageOfBlogs, blogCategories, listBlogs } = await import("~/models/blog.server");
const { pageOfGalleries, pageOfGalleryImages, listGalleries } =
  await import("~/models/gallery.server");

type Captured = { sql: string; params: unknown[] };
let captured: Captured[] = [];
let explain: (source: string) => { all: (...params: unknown[]) => unknown };

beforeAll(async () => {
  await seedLarge(process.env.DATABASE_PATH!, process.env.UPLOADS_DIR!, {
    projects: 70,
    posts: 45,
    galleries: 30,
    imagesPerGallery: 3,
  });
  const client = getDb().$client;
  const prepare = client.prepare.bind(client);
  explain = (source) => prepare(`explain query plan ${source}`) as ReturnType<typeof explain>;
  client.prepare = ((source: string) => {
    const statement = prepare(source);
    for (const method of ["all", "get", "run", "iterate"] as const) {
      const original = statement[method].bind(statement) as (...args: unknown[]) => unknown;
      (statement as unknown as Record<string, unknown>)[method] = (...params: unknown[]) => {
        captured.push({ sql: source, params });
        return original(...params);
      };
    }
    return statement;
  }) as typeof client.prepare;
});

afterAll(() => {
  closeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs `read` and returns what it returned and the queries it sent. */
function queriesOf<T>(read: () => T) {
  captured = [];
  const result = read();
  return { result, queries: [...captured] };
}

function planOf(query: Captured): string[] {
  const rows = explain(query.sql).all(...query.params) as { detail: string }[];
  return rows.map((row) => row.detail);
}

const TABLES = ["projects", "blogs", "galleries", "images"];

/**
 * A full scan reads a table without an index ("SCAN projects"; scanning a
 * CTE's own rows is not one); a temp B-tree sorts or groups every row.
 */
function problems(plan: string[]) {
  return plan.filter(
    (step) => TABLES.some((table) => step === `SCAN ${table}`) || step.includes("TEMP B-TREE"),
  );
}

const listings: [string, () => unknown][] = [
  ["projects, newest", () => pageOfProjects({ perPage: 20, page: 2 })],
  ["projects, oldest", () => pageOfProjects({ perPage: 20, sort: "oldest" })],
  ["projects, title", () => pageOfProjects({ perPage: 20, sort: "title", page: 3 })],
  ["projects, title search", () => pageOfProjects({ perPage: 20, search: "villa" })],
  ["projects, category", () => pageOfProjects({ perPage: 12, category: "commercial" })],
  ["project categories", () => projectCategories()],
  ["projects, newest few", () => listProjects({ limit: 3 })],
  ["posts, newest", () => pageOfBlogs({ perPage: 20, page: 2 })],
  ["posts, oldest", () => pageOfBlogs({ perPage: 20, sort: "oldest" })],
  ["posts, title", () => pageOfBlogs({ perPage: 20, sort: "title" })],
  ["posts, title search", () => pageOfBlogs({ perPage: 20, search: "notes", sort: "title" })],
  ["posts, category", () => pageOfBlogs({ perPage: 12, category: "design" })],
  ["post categories", () => blogCategories()],
  ["posts, newest few", () => listBlogs({ limit: 3 })],
  ["galleries, newest", () => pageOfGalleries({ perPage: 20, page: 2 })],
  ["galleries, oldest", () => pageOfGalleries({ perPage: 20, sort: "oldest" })],
  ["galleries, title", () => pageOfGalleries({ perPage: 20, sort: "title" })],
  ["galleries, title search", () => pageOfGalleries({ perPage: 20, search: "porur" })],
  ["gallery photo wall", () => pageOfGalleryImages({ perPage: 24, page: 2 })],
  ["galleries, newest few", () => listGalleries({ limit: 1 })],
  // The owner's lists: drafts and scheduled items too (docs/decisions/026-publish-state.md).
  [
    "owner's projects, title",
    () => pageOfProjects({ perPage: 20, sort: "title", audience: "owner" }),
  ],
  ["owner's posts, newest", () => pageOfBlogs({ perPage: 20, page: 2, audience: "owner" })],
  [
    "owner's galleries, oldest",
    () => pageOfGalleries({ perPage: 20, sort: "oldest", audience: "owner" }),
  ],
];

describe("listing query plans", () => {
  it.each(listings)("%s: every query uses an index and no sort step", (_name, read) => {
    const { queries } = queriesOf(read);
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      const plan = planOf(query);
      expect(plan.length, query.sql).toBeGreaterThan(0);
      expect(problems(plan), `${query.sql}\n${plan.join("\n")}`).toEqual([]);
    }
  });

  it("the public blog search over the whole text reads posts in date order, without sorting", () => {
    // Finding words anywhere in a post's text has to read every post's text
    // (docs/decisions/014-paged-listings.md); the page itself still comes off
    // the date index, so no step sorts the matches.
    const { queries } = queriesOf(() =>
      pageOfBlogs({ perPage: 12, search: "soil", searchText: true }),
    );
    const rowsQuery = queries.find(
      (query) => /order by/i.test(query.sql) && /blogs/.test(query.sql),
    );
    expect(rowsQuery).toBeDefined();
    const plan = planOf(rowsQuery!);
    expect(
      plan.some((step) => step.includes("USING INDEX blogs_created_idx")),
      plan.join("\n"),
    ).toBe(true);
    expect(
      plan.some((step) => step.includes("TEMP B-TREE")),
      plan.join("\n"),
    ).toBe(false);
  });
});

describe("a page's images", () => {
  it.each<[string, () => { items: ({ cover: unknown } | { images: unknown[] })[] }]>([
    ["projects", () => pageOfProjects({ perPage: 20 })],
    ["posts", () => pageOfBlogs({ perPage: 20 })],
    ["galleries", () => pageOfGalleries({ perPage: 20 })],
  ])("of %s come from one query, not one per item", (_name, read) => {
    const { result, queries } = queriesOf(read);
    const imageQueries = queries.filter((query) => /from "images"/.test(query.sql));
    expect(result.items).toHaveLength(20);
    expect(imageQueries).toHaveLength(1);
    // The count, the page's rows and the images: nothing grows with the page size.
    expect(queries.length).toBeLessThanOrEqual(3);
    const withImages = result.items.filter((item) =>
      "cover" in item ? item.cover !== null : item.images.length > 0,
    );
    expect(withImages).toHaveLength(20);
  });

  it("of the photo wall come with the page's rows in one query", () => {
    const { result, queries } = queriesOf(() => pageOfGalleryImages({ perPage: 24 }));
    expect(result.items).toHaveLength(24);
    expect(result.total).toBe(90);
    expect(result.collections).toBe(30);
    expect(queries).toHaveLength(3);
  });
});
