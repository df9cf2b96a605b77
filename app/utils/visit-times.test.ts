/**
 * The visiting hours' days and slots are India's whatever the server's zone: run with TZ=UTC and
 * TZ=America/New_York (the clock is passed in, so "now" is any moment we choose).
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_VISITING_HOURS } from "~/config/visiting-hours";
import { slotProblem, slotsBetween, slotStart, visitInWords } from "./visit-times";

const hours = { ...DEFAULT_VISITING_HOURS, closedDates: ["2026-12-08"] };

describe("visit times in India", () => {
  it("puts a slot at its India time: 11:30 in Chennai is 06:00 UTC", () => {
    expect(slotStart("2026-12-05", "11:30").toISOString()).toBe("2026-12-05T06:00:00.000Z");
  });

  it("takes India's today and passed slots, not the server's", () => {
    // 23:00 UTC on 4 December is 04:30 on Saturday 5 December in Chennai.
    const now = new Date("2026-12-04T23:00:00Z");
    const slots = slotsBetween(hours, now, undefined, 1);
    expect(slots).toEqual([
      { date: "2026-12-05", time: "10:00" },
      { date: "2026-12-05", time: "11:30" },
      { date: "2026-12-05", time: "16:00" },
    ]);
    // 06:10 UTC on 5 December is 11:40 in Chennai: the 10:00 and 11:30 slots have passed.
    const later = new Date("2026-12-05T06:10:00Z");
    expect(slotProblem(hours, "2026-12-05", "11:30", later)).toBe("past");
    expect(slotProblem(hours, "2026-12-05", "16:00", later)).toBeNull();
    expect(slotsBetween(hours, later, undefined, 1)).toEqual([
      { date: "2026-12-05", time: "16:00" },
    ]);
  });

  it("refuses Sundays, closed dates, unknown times and days too far ahead", () => {
    const now = new Date("2026-12-01T00:00:00Z");
    expect(slotProblem(hours, "2026-12-06", "10:00", now)).toBe("closed");
    expect(slotProblem(hours, "2026-12-08", "10:00", now)).toBe("closed");
    expect(slotProblem(hours, "2026-12-07", "10:15", now)).toBe("no-slot");
    expect(slotProblem(hours, "2027-01-01", "10:00", now)).toBe("too-far");
    expect(slotProblem(hours, "2026-02-30", "10:00", now)).toBe("invalid");
  });

  it("states a visit in words in English and Tamil", () => {
    expect(visitInWords("2026-12-05", "11:30", "en")).toBe("Saturday 5 December 2026, 11:30 am");
    expect(visitInWords("2026-12-05", "16:00", "ta")).toBe("சனி, 5 டிசம்பர் 2026, மாலை 4:00");
  });
});
