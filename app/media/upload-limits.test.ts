import { describe, expect, it } from "vitest";
import { keptImageSize, MAX_KEPT_IMAGE_SIDE } from "./upload-limits";

describe("keptImageSize", () => {
  it("limits the long side, so a portrait photo keeps no more pixels than a landscape one", () => {
    expect(MAX_KEPT_IMAGE_SIDE).toBe(1920);
    expect(keptImageSize(4000, 3000)).toEqual({ width: 1920, height: 1440 });
    expect(keptImageSize(3000, 4000)).toEqual({ width: 1440, height: 1920 });
    expect(keptImageSize(3024, 4032)).toEqual({ width: 1440, height: 1920 });
  });

  it("limits a tall narrow image by its height, and never enlarges", () => {
    expect(keptImageSize(1000, 5000)).toEqual({ width: 384, height: 1920 });
    expect(keptImageSize(1200, 1920)).toEqual({ width: 1200, height: 1920 });
    expect(keptImageSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it("keeps at least one pixel of a very long strip", () => {
    expect(keptImageSize(20000, 5)).toEqual({ width: 1920, height: 1 });
  });

  it("takes another long side", () => {
    expect(keptImageSize(3000, 4000, 640)).toEqual({ width: 480, height: 640 });
  });
});
