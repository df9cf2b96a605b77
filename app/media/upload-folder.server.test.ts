import { describe, expect, it } from "vitest";
import { thumbnailName } from "./image-urls";
import { isStoredFileName } from "./upload-folder.server";

describe("stored file names", () => {
  it("accepts only names the server gives out", () => {
    expect(isStoredFileName("abcdefghijklmnopqrstuvwx.webp")).toBe(true);
    for (const name of [
      "../app.db",
      "..%2fx.webp",
      "/etc/passwd",
      "a.webp",
      "abcdefghijklmnopqrstuvwx.w640.webp",
    ]) {
      expect(isStoredFileName(name)).toBe(false);
    }
    expect(thumbnailName("abcdefghijklmnopqrstuvwx.webp")).toBe(
      "abcdefghijklmnopqrstuvwx.w640.webp",
    );
  });
});
