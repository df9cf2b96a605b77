import { describe, expect, it } from "vitest";
import { MAX_SLUG_LENGTH, SLUG_PATTERN, slugFromText } from "./slug";

describe("slugFromText", () => {
  it("makes lower-case hyphenated ASCII from English titles", () => {
    expect(slugFromText("Green Villa, Anna Nagar")).toBe("green-villa-anna-nagar");
    expect(slugFromText("  3BHK  Duplex — Phase 2!  ")).toBe("3bhk-duplex-phase-2");
  });

  it("transliterates accents and Tamil instead of dropping them", () => {
    expect(slugFromText("Café Ünïque")).toBe("cafe-unique");
    const tamil = slugFromText("சென்னை வீடு");
    expect(tamil).toBe("cennai-vitu");
    expect(tamil).toMatch(SLUG_PATTERN);
  });

  it("answers empty when nothing readable is left, and never ends in a hyphen when cut", () => {
    expect(slugFromText("!!! ???")).toBe("");
    const long = slugFromText("word ".repeat(60));
    expect(long.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(long).toMatch(SLUG_PATTERN);
  });
});
