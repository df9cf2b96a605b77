import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDateTimeInWords, formatTime } from "./dates";

describe("the site's date style", () => {
  it("prints day, short month and year in Chennai's time", () => {
    expect(formatDate("2026-11-25T04:30:00.000Z")).toBe("25 Nov 2026");
    // 20:00 UTC on the 24th is already the 25th in Chennai.
    expect(formatDate("2026-11-24T20:00:00.000Z")).toBe("25 Nov 2026");
    expect(formatDate("2026-09-05T00:00:00.000Z")).toBe("5 Sep 2026");
    expect(formatDate("2026-11-25T04:30:00.000Z", "ta")).toBe("25 நவம்பர் 2026");
    expect(formatDate("2026-01-01T00:00:00.000Z", "ta")).toBe("1 ஜனவரி 2026");
  });

  it("adds the time with am and pm", () => {
    expect(formatDateTime("2026-11-25T04:30:00.000Z")).toBe("25 Nov 2026, 10:00 am");
    expect(formatDateTime("2026-11-25T12:05:00.000Z")).toBe("25 Nov 2026, 5:35 pm");
    expect(formatTime("2026-11-24T18:30:00.000Z")).toBe("12:00 am");
    expect(formatTime("2026-11-25T06:30:00.000Z")).toBe("12:00 pm");
  });

  it("writes a time out in words, weekday and month in full, in Chennai's time", () => {
    expect(formatDateTimeInWords("2026-11-29T04:43:11.218Z")).toBe(
      "Sunday 29 November 2026, 10:13 am",
    );
    // 20:00 UTC on Saturday the 28th is already Sunday morning in Chennai.
    expect(formatDateTimeInWords("2026-11-28T20:00:00.000Z")).toBe(
      "Sunday 29 November 2026, 1:30 am",
    );
    expect(formatDateTimeInWords("nonsense")).toBe("");
  });

  it("prints nothing for a time that is not one", () => {
    expect(formatDate("not a date")).toBe("");
    expect(formatDateTime("")).toBe("");
  });
});
