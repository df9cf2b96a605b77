import { describe, expect, it } from "vitest";
import {
  keptValue,
  readKeptWork,
  restoredValue,
  restoreQuestion,
  sameValue,
  type KeptValue,
} from "./kept-work-storage";

const photo = (name: string, alt = "", caption = "") => ({ name, alt, caption });

describe("keptValue", () => {
  it("keeps text, choices and photo details, and never a file", () => {
    const payload = {
      title: "Villa at Adyar",
      status: "scheduled",
      tags: ["monsoon", "villa"],
      photos: [photo("a.jpg", "Front", "At dusk")],
      images: [new File(["x"], "new.jpg"), new File(["y"], "other.jpg")],
      cover: new File(["z"], "cover.jpg"),
      updatedAt: "2026-11-25T04:00:00.000Z",
    };
    expect(keptValue(payload, ["updatedAt"])).toEqual({
      title: "Villa at Adyar",
      status: "scheduled",
      tags: ["monsoon", "villa"],
      photos: [photo("a.jpg", "Front", "At dusk")],
    });
  });
});

describe("readKeptWork", () => {
  it("reads what was stored and refuses anything else", () => {
    const work = { savedAt: "2026-11-25T05:12:00.000Z", version: "v1", value: { title: "T" } };
    expect(readKeptWork(JSON.stringify(work))).toEqual(work);
    expect(readKeptWork(JSON.stringify({ ...work, version: undefined }))?.version).toBeNull();
    expect(readKeptWork(null)).toBeNull();
    expect(readKeptWork("{not json")).toBeNull();
    expect(readKeptWork(JSON.stringify({ savedAt: "yesterday", value: {} }))).toBeNull();
    expect(readKeptWork(JSON.stringify({ savedAt: work.savedAt }))).toBeNull();
  });
});

describe("restoredValue", () => {
  it("puts back the kept text and leaves the fields it does not name", () => {
    const current: KeptValue = { title: "", content: "", slug: "villa", updatedAt: "v2" };
    expect(restoredValue(current, { title: "Kept", content: "Every word" })).toEqual({
      title: "Kept",
      content: "Every word",
      slug: "villa",
      updatedAt: "v2",
    });
  });

  it("restores the photo order and details for the photos the record still has", () => {
    const current = { photos: [photo("a.jpg"), photo("b.jpg"), photo("c.jpg"), photo("d.jpg")] };
    const kept = {
      // c.jpg moved first with a caption, b.jpg was deleted since, d.jpg was added since.
      photos: [photo("c.jpg", "Kitchen", "Modular"), photo("a.jpg", "Front"), photo("b.jpg")],
    };
    const withoutB = { photos: current.photos.filter((item) => item.name !== "b.jpg") };
    expect(restoredValue(withoutB, kept).photos).toEqual([
      photo("c.jpg", "Kitchen", "Modular"),
      photo("a.jpg", "Front"),
      photo("d.jpg"),
    ]);
  });
});

describe("sameValue", () => {
  it("treats the line endings a browser sends as the same text", () => {
    expect(sameValue({ content: "a\r\nb" }, { content: "a\nb" })).toBe(true);
    expect(sameValue({ content: "a b" }, { content: "a\nb" })).toBe(false);
  });
});

describe("restoreQuestion", () => {
  const now = new Date("2026-11-25T08:00:00.000Z");
  it("says the time in Chennai the way the owner reads it", () => {
    expect(restoreQuestion("2026-11-25T05:12:00.000Z", now)).toBe(
      "Restore what you typed at 10:42 am?",
    );
    expect(restoreQuestion("2026-11-24T10:30:00.000Z", now)).toBe(
      "Restore what you typed on 24 Nov 2026, 4:00 pm?",
    );
  });
});
