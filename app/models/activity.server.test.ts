/**
 * The audit log's model (docs/product/admin.md#activity): a row says who (the request's
 * administrator unless told otherwise), what, about which item, from which address and
 * device; pages come newest first and narrow by kind; the retention sweep removes rows past a
 * year and nothing younger.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "builder-activity-test-"));
process.env.DATABASE_PATH = path.join(dataDir, "app.db");
process.env.UPLOADS_DIR = path.join(dataDir, "uploads");

const db = await import("~/db/db.server");
const { activity } = await import("~/db/schema");
const activityModel = await import("./activity.server");
const { purgeOldEnquiries } = await import("~/services/enquiry-mail.server");
const { rememberActor, rememberClientAddress } = await import("~/utils/request-client.server");

const OWNER = { id: "owner-id", email: "owner@example.com" };
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

function requestFrom(address: string, userAgent = IPHONE) {
  const request = new Request("http://localhost/edit-project/p1", {
    method: "POST",
    headers: { "User-Agent": userAgent },
  });
  rememberClientAddress(request, address);
  return request;
}

beforeAll(() => db.migrateDatabase());
afterAll(() => {
  db.closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("recordActivity", () => {
  it("takes the administrator, address and device from the request", () => {
    const request = requestFrom("203.0.113.7");
    rememberActor(request, OWNER);
    activityModel.recordActivity({
      action: "saved",
      subject: { kind: "project", id: "p1", label: "Adyar Villa" },
      request,
    });
    const [row] = activityModel.listActivity().items;
    expect(row).toMatchObject({
      action: "saved",
      actorEmail: OWNER.email,
      subjectKind: "project",
      subjectId: "p1",
      subjectLabel: "Adyar Villa",
      address: "203.0.113.7",
      userAgent: IPHONE,
      // No such project in this database.
      subjectExists: false,
    });
  });

  it("keeps someone not signed in as nobody, and cuts long values", () => {
    const request = requestFrom("198.51.100.1", "x".repeat(5000));
    rememberActor(request, OWNER);
    activityModel.recordActivity({
      actor: null,
      action: "sign-in-failed",
      subject: { kind: "administrator", id: "a1", label: "y".repeat(5000) },
      request,
    });
    const [row] = activityModel.listActivity().items;
    expect(row.actorEmail).toBe("");
    expect(row.userAgent).toHaveLength(300);
    expect(row.subjectLabel).toHaveLength(200);
  });
});

describe("listActivity", () => {
  it("pages newest first and narrows by kind", () => {
    for (let index = 0; index < 25; index += 1) {
      activityModel.recordActivity({
        actor: OWNER,
        action: index % 2 ? "signed-in" : "created",
        subject: index % 2 ? null : { kind: "blog", id: `b${index}`, label: `Post ${index}` },
        request: requestFrom("127.0.0.1"),
      });
    }
    const first = activityModel.listActivity({ page: 1, perPage: 20 });
    expect(first.total).toBe(27);
    expect(first.pageCount).toBe(2);
    expect(first.items).toHaveLength(20);
    expect(first.items[0].subjectLabel).toBe("Post 24");
    expect(activityModel.listActivity({ page: 2, perPage: 20 }).items).toHaveLength(7);

    const signIns = activityModel.listActivity({ group: "sign-ins" });
    expect(signIns.total).toBe(13);
    expect(
      signIns.items.every((row) => row.action === "signed-in" || row.action === "sign-in-failed"),
    ).toBe(true);
    const content = activityModel.listActivity({ group: "content" });
    expect(content.total).toBe(14);
  });
});

describe("retention", () => {
  it("the enquiry sweep removes rows older than a year, and only those", () => {
    const now = Date.parse("2026-11-25T04:30:00.000Z");
    const day = 24 * 3600_000;
    db.getDb()
      .insert(activity)
      .values([
        { id: "old", action: "saved", createdAt: new Date(now - 366 * day).toISOString() },
        { id: "recent", action: "saved", createdAt: new Date(now - 364 * day).toISOString() },
      ])
      .run();
    const before = activityModel.listActivity({ perPage: 100 }).items.map((row) => row.id);
    expect(before).toEqual(expect.arrayContaining(["old", "recent"]));
    purgeOldEnquiries(now);
    const after = activityModel.listActivity({ perPage: 100 }).items.map((row) => row.id);
    expect(after).not.toContain("old");
    expect(after).toContain("recent");
    expect(after).toHaveLength(before.length - 1);
  });
});
