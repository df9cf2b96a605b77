import { describe, expect, test } from "vitest";
import { numberInWords, rupeesInWords } from "./rupees-in-words";

describe("rupees in words, the Indian way", () => {
  test.each([
    [0, "Zero"],
    [1, "One"],
    [99, "Ninety-Nine"],
    [1000, "One Thousand"],
    [1_00_000, "One Lakh"],
    [12_34_567, "Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven"],
    [1_00_00_000, "One Crore"],
    [1_05_00_010, "One Crore Five Lakh Ten"],
    [120_00_00_000, "One Hundred Twenty Crore"],
  ])("%i in English", (amount, words) => {
    expect(numberInWords(amount, "en")).toBe(words);
  });

  test.each([
    [0, "பூஜ்ஜியம்"],
    [1, "ஒன்று"],
    [99, "தொண்ணூற்று ஒன்பது"],
    [1000, "ஆயிரம்"],
    [1_500, "ஆயிரத்து ஐந்நூறு"],
    [1_00_000, "ஒரு லட்சம்"],
    [12_34_567, "பன்னிரண்டு லட்சத்து முப்பத்து நான்கு ஆயிரத்து ஐந்நூற்று அறுபத்து ஏழு"],
    [1_00_00_000, "ஒரு கோடி"],
    [21_00_000, "இருபத்து ஒரு லட்சம்"],
    [2_01_00_000, "இரண்டு கோடியே ஒரு லட்சம்"],
  ])("%i in Tamil", (amount, words) => {
    expect(numberInWords(amount, "ta")).toBe(words);
  });

  test("as a receipt writes them", () => {
    expect(rupeesInWords(12_34_567, "en")).toBe(
      "Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven only",
    );
    expect(rupeesInWords(1_00_000, "ta")).toBe("ரூபாய் ஒரு லட்சம் மட்டும்");
  });
});
