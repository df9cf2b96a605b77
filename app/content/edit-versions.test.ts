import { describe, expect, it } from "vitest";
import {
  editConflictMessage,
  formatSaveTime,
  savedVersionsNamed,
  versionOf,
} from "./edit-versions";

describe("edit conflicts", () => {
  it("says when the other save was, in Chennai's time", () => {
    const now = new Date("2026-11-25T09:00:00Z");
    // 05:12 UTC is 10:42 in India.
    expect(editConflictMessage("project", "2026-11-25T05:12:30Z", now)).toBe(
      "Someone else saved this project at 10:42 am. Your changes are kept below: reload to see theirs, or save again to replace them.",
    );
    expect(formatSaveTime("2026-11-25T13:05:00Z", now)).toBe("6:35 pm");
    expect(formatSaveTime("2026-11-23T05:12:00Z", now)).toBe("23 Nov 2026, 10:42 am");
    expect(editConflictMessage("blog", "2026-11-25T05:12:30Z", now)).toMatch(/this post at/);
  });

  it("takes a never-saved record's creation as its version", () => {
    expect(versionOf({ updatedAt: null, createdAt: "2026-01-01T00:00:00.000Z" })).toBe(
      "2026-01-01T00:00:00.000Z",
    );
    expect(
      versionOf({ updatedAt: "2026-02-01T00:00:00.000Z", createdAt: "2026-01-01T00:00:00.000Z" }),
    ).toBe("2026-02-01T00:00:00.000Z");
  });

  it("reads the versions a save names: If-Match first, then the form's field", () => {
    const put = (ifMatch?: string) =>
      new Request("http://x/api/projects/1", {
        method: "PUT",
        headers: ifMatch === undefined ? {} : { "If-Match": ifMatch },
      });
    const form = new FormData();
    form.set("updatedAt", " 2026-01-01T00:00:00.000Z ");
    expect(savedVersionsNamed(put('"a", W/"b"'), form)).toEqual(["a", "b"]);
    expect(savedVersionsNamed(put("*"), form)).toBeUndefined();
    expect(savedVersionsNamed(put(), form)).toEqual(["2026-01-01T00:00:00.000Z"]);
    expect(savedVersionsNamed(put())).toBeUndefined();
    expect(savedVersionsNamed(put(""), new FormData())).toBeUndefined();
  });
});
