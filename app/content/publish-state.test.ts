import { describe, expect, it } from "vitest";
import {
  describePublishState,
  formatPublishTime,
  parsePublishTime,
  publishFormValues,
  publishStateOf,
  submitLabelFor,
  toKolkataLocal,
} from "./publish-state";

describe("publish times in Chennai time", () => {
  it("read a datetime-local value as Asia/Kolkata and store UTC", () => {
    expect(parsePublishTime("2026-12-05T10:00")).toBe("2026-12-05T04:30:00.000Z");
    expect(parsePublishTime("2026-12-05T03:15")).toBe("2026-12-04T21:45:00.000Z");
  });

  it("take a time with an offset or Z as given", () => {
    expect(parsePublishTime("2026-12-05T10:00:00Z")).toBe("2026-12-05T10:00:00.000Z");
    expect(parsePublishTime("2026-12-05T10:00:00+05:30")).toBe("2026-12-05T04:30:00.000Z");
  });

  it("refuse what is not a time", () => {
    for (const text of ["", "tomorrow", "2026-02-31T10:00", "2026-12-05", "2026-12-05T25:00"]) {
      expect(parsePublishTime(text), text).toBeNull();
    }
  });

  it("show a stored time back as the owner typed it", () => {
    expect(toKolkataLocal("2026-12-05T04:30:00.000Z")).toBe("2026-12-05T10:00");
    expect(formatPublishTime("2026-12-05T04:30:00.000Z")).toBe("5 Dec 2026, 10:00 am IST");
    expect(formatPublishTime("2026-12-05T12:05:00.000Z")).toBe("5 Dec 2026, 5:35 pm IST");
  });
});

describe("publish states", () => {
  const now = new Date("2026-11-22T12:00:00.000Z");
  it("follow the stored time", () => {
    expect(publishStateOf(null, now)).toBe("draft");
    expect(publishStateOf("2026-11-22T11:59:59.000Z", now)).toBe("published");
    expect(publishStateOf("2026-11-22T12:00:01.000Z", now)).toBe("scheduled");
    expect(describePublishState("2026-12-05T04:30:00.000Z", now)).toEqual({
      state: "scheduled",
      label: "Scheduled for 5 Dec 2026, 10:00 am IST",
    });
    expect(describePublishState(null, now).label).toBe("Draft");
  });
});

describe("the editors' save button", () => {
  it("names the choice for a new item: the form's label while Published", () => {
    const newPost = { save: "Publish Post", noun: "Post" };
    expect(submitLabelFor("published", newPost)).toBe("Publish Post");
    expect(submitLabelFor("draft", newPost)).toBe("Save Draft");
    expect(submitLabelFor("scheduled", newPost)).toBe("Schedule Post");
  });

  it("says Publish when a saved draft or scheduled item is published now", () => {
    const edit = { save: "Save Changes", noun: "Project" };
    expect(submitLabelFor("published", { ...edit, saved: "published" })).toBe("Save Changes");
    expect(submitLabelFor("published", { ...edit, saved: "draft" })).toBe("Publish Project");
    expect(submitLabelFor("published", { ...edit, saved: "scheduled" })).toBe("Publish Project");
    expect(submitLabelFor("draft", { ...edit, saved: "draft" })).toBe("Save Draft");
    expect(submitLabelFor("scheduled", { ...edit, saved: "published" })).toBe("Schedule Project");
  });
});

describe("publish times typed day first", () => {
  it("reads the editor's own style and day-month-year numbers as Chennai time", () => {
    expect(parsePublishTime("5 Dec 2026, 10:00 am")).toBe("2026-12-05T04:30:00.000Z");
    expect(parsePublishTime("05-12-2026 18:30")).toBe("2026-12-05T13:00:00.000Z");
    expect(parsePublishTime("5/12/2026 6:30 pm")).toBe("2026-12-05T13:00:00.000Z");
    expect(parsePublishTime("1 September 2026, 12:15 am")).toBe("2026-08-31T18:45:00.000Z");
  });

  it("refuses days a month does not have and hours a clock does not show", () => {
    expect(parsePublishTime("31-02-2026 10:00")).toBeNull();
    expect(parsePublishTime("5 Dec 2026, 13:00 pm")).toBeNull();
    expect(parsePublishTime("5 Foo 2026, 10:00")).toBeNull();
  });

  it("fills an edit form's date and time picker in Chennai time", () => {
    expect(publishFormValues("2099-12-05T04:30:00.000Z").publishAt).toBe("2099-12-05T10:00");
  });
});
