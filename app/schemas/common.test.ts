import { describe, expect, it } from "vitest";
import { paragraph, requiredParagraph } from "./common";

describe("texts of several lines", () => {
  it("keep a textarea's CR LF line breaks as LF, as JSON and the stored texts have them", () => {
    expect(paragraph(100, "Content").parse("Cast on Monday.\r\n\r\nCured.\r\n")).toBe(
      "Cast on Monday.\n\nCured.",
    );
    expect(requiredParagraph(100, "Caption").parse("திங்கள்\r\nசெவ்வாய்")).toBe("திங்கள்\nசெவ்வாய்");
  });

  it("count a line break once, as the textarea's maxLength does", () => {
    // Ten characters in the browser: "abcd", a line break, "efghi"; eleven bytes as sent.
    expect(paragraph(10, "Note").safeParse("abcd\r\nefghi").success).toBe(true);
    expect(paragraph(10, "Note").safeParse("abcd\r\nefghij").error?.issues[0].message).toBe(
      "Note must be at most 10 characters",
    );
  });
});
