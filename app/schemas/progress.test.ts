import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  PROGRESS_MESSAGES,
  PROGRESS_TAMIL_KEYS,
  progressSchemas,
  NewProgressSchema,
} from "./progress";

const STAGES = ["foundation", "plinth"];
const { newSchema, updateSchema } = progressSchemas(STAGES);

const VALID = {
  projectId: "project-1",
  date: "2026-03-10",
  stage: "foundation",
  percent: "15",
  title: "Footings cast",
  note: "The **footings** are in.",
  images: [],
  imagesDetails: [],
};

/** The first message of each refused field, by field path. */
function refusals(schema: typeof newSchema, input: Record<string, unknown>) {
  const result = schema.safeParse({ ...VALID, ...input });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join(".")] ??= issue.message;
  return found;
}

beforeEach(() => {
  // 20:00 in London is 01:30 the next day in Chennai: "today" is 11 March there.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-10T20:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a progress update's date", () => {
  it("is a day up to today in Chennai, never after", () => {
    expect(refusals(newSchema, { date: "2026-03-11" })).toEqual({});
    expect(refusals(newSchema, { date: "2026-03-12" })).toEqual({
      date: PROGRESS_MESSAGES.futureDate,
    });
    expect(
      refusals(updateSchema as unknown as typeof newSchema, {
        date: "2027-01-01",
        keepImages: [],
        photos: [],
      }),
    ).toEqual({
      date: PROGRESS_MESSAGES.futureDate,
    });
  });

  it("refuses what is no calendar day, and is today when left empty", () => {
    for (const date of ["2026-02-30", "10/03/2026", "yesterday"]) {
      expect(refusals(newSchema, { date }), date).toEqual({ date: PROGRESS_MESSAGES.date });
    }
    const parsed = newSchema.parse({ ...VALID, date: "" });
    expect(parsed.date).toBe("2026-03-11");
  });
});

describe("a progress update's per cent", () => {
  it("is a whole number from 0 to 100", () => {
    for (const percent of ["0", "100", " 55 "]) {
      expect(refusals(newSchema, { percent }), percent).toEqual({});
    }
    expect(newSchema.parse({ ...VALID, percent: "100" }).percent).toBe(100);
    for (const percent of ["-1", "101", "120", "12.5", "half", ""]) {
      expect(refusals(newSchema, { percent }), percent).toEqual({
        percent: PROGRESS_MESSAGES.percent,
      });
    }
  });
});

describe("a progress update's texts", () => {
  it("needs a title of at most 150 characters and a note of at most 5000", () => {
    expect(refusals(newSchema, { title: "x".repeat(150), note: "y".repeat(5000) })).toEqual({});
    expect(Object.keys(refusals(newSchema, { title: "" }))).toEqual(["title"]);
    expect(Object.keys(refusals(newSchema, { title: "x".repeat(151) }))).toEqual(["title"]);
    expect(Object.keys(refusals(newSchema, { note: "y".repeat(5001) }))).toEqual(["note"]);
  });

  it("has a Tamil title and note with the same limits", () => {
    expect(PROGRESS_TAMIL_KEYS).toEqual(["title", "note"]);
    const tamil = { title: "அடித்தளம் போடப்பட்டது", note: "அடித்தளங்கள் வார்க்கப்பட்டன." };
    expect(newSchema.parse({ ...VALID, ta: tamil }).ta).toEqual(tamil);
    expect(Object.keys(refusals(newSchema, { ta: { title: "த".repeat(151) } }))).toEqual([
      "ta.title",
    ]);
    expect(Object.keys(refusals(newSchema, { ta: { note: "த".repeat(5001) } }))).toEqual([
      "ta.note",
    ]);
  });
});

describe("a progress update's stage", () => {
  it("is one of the owner's stages on the server; the browser's copy checks only that one is chosen", () => {
    expect(refusals(newSchema, { stage: "moon-landing" })).toEqual({
      stage: PROGRESS_MESSAGES.stage,
    });
    expect(NewProgressSchema.safeParse({ ...VALID, stage: "moon-landing" }).success).toBe(true);
    expect(refusals(NewProgressSchema as typeof newSchema, { stage: "" })).toEqual({
      stage: PROGRESS_MESSAGES.stage,
    });
  });
});
