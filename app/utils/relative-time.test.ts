import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const now = new Date("2026-03-15T12:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;

describe("relativeTime", () => {
  it("says 'Just now' within the first minute, and for clocks slightly ahead", () => {
    expect(relativeTime(ago(0), now)).toBe("Just now");
    expect(relativeTime(ago(59_999), now)).toBe("Just now");
    expect(relativeTime(ago(-5_000), now)).toBe("Just now");
  });

  it("counts whole minutes below an hour", () => {
    expect(relativeTime(ago(MIN), now)).toBe("1 minute ago");
    expect(relativeTime(ago(2 * MIN + 30_000), now)).toBe("2 minutes ago");
    expect(relativeTime(ago(59 * MIN), now)).toBe("59 minutes ago");
  });

  it("counts whole hours below a day", () => {
    expect(relativeTime(ago(60 * MIN), now)).toBe("1 hour ago");
    expect(relativeTime(ago(23 * 60 * MIN + 59 * MIN), now)).toBe("23 hours ago");
  });

  it("counts whole days below a week", () => {
    expect(relativeTime(ago(24 * 60 * MIN), now)).toBe("1 day ago");
    expect(relativeTime(ago(6 * 24 * 60 * MIN), now)).toBe("6 days ago");
  });

  it("shows the date from a week on", () => {
    expect(relativeTime(ago(7 * 24 * 60 * MIN), now)).toBe("8 Mar 2026");
    expect(relativeTime("2023-01-02T10:00:00.000Z", now)).toBe("2 Jan 2023");
  });

  it("uses the company's time zone for the date", () => {
    // 20:00 UTC is already the next morning in Chennai.
    expect(relativeTime("2025-12-31T20:00:00.000Z", now)).toBe("1 Jan 2026");
  });

  it("gives an empty text for a date it cannot read", () => {
    expect(relativeTime("not a date", now)).toBe("");
  });
});
