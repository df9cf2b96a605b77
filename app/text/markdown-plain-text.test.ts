import { describe, expect, it } from "vitest";
import { joinAsSentences, markdownToPlainText } from "./markdown-plain-text";

describe("markdownToPlainText", () => {
  it("ends headings and list items as sentences, so blocks never run together", () => {
    const source =
      "## Highlights\n\n- Rainwater harvesting\n- **Solar** water heater\n* Vastu-compliant layout\n\n[See our services](/services)";
    expect(markdownToPlainText(source)).toBe(
      "Highlights. Rainwater harvesting. Solar water heater. Vastu-compliant layout. See our services.",
    );
  });

  it("keeps the punctuation a block already ends with", () => {
    expect(markdownToPlainText("# Why build with us?\n\n1. Fixed price!\n2) On time: always")).toBe(
      "Why build with us? Fixed price! On time: always.",
    );
  });

  it("drops emphasis, strong, strikethrough and escapes, and keeps the words", () => {
    expect(
      markdownToPlainText(
        "A **G+2 independent house** with *teak* doors, __no__ _delays_, ~~extras~~ \\*really\\*",
      ),
    ).toBe("A G+2 independent house with teak doors, no delays, extras *really*.");
  });

  it("keeps a link's words, an autolink's address, and a picture's description", () => {
    expect(
      markdownToPlainText(
        'Read [our process](https://example.com/process "How we work") or <https://example.com>, ![site photo](/x.jpg)',
      ),
    ).toBe("Read our process or https://example.com, site photo.");
  });

  it("keeps code as written, inline and in blocks, without its fences", () => {
    expect(
      markdownToPlainText("Mix `1:2:4` concrete\n\n```\nM20 **grade**\n```\n\nThen cure"),
    ).toBe("Mix 1:2:4 concrete. M20 **grade**. Then cure.");
  });

  it("reads quotes, setext headings and rules as the blocks they are", () => {
    expect(
      markdownToPlainText("Our promise\n===========\n\n> Built to last\n\n---\n\nCall us"),
    ).toBe("Our promise. Built to last. Call us.");
  });

  it("turns lines of a paragraph into sentences only where a new one starts", () => {
    expect(
      markdownToPlainText(
        "Curing decides strength\nKeep it damp.\nWe use hessian cloth and\nwater it daily",
      ),
    ).toBe("Curing decides strength. Keep it damp. We use hessian cloth and water it daily.");
  });

  it("leaves HTML-looking text as text and decodes entities", () => {
    expect(markdownToPlainText("Use <b>tags</b> &amp; more &#8377;5")).toBe(
      "Use <b>tags</b> & more ₹5.",
    );
  });

  it("gives an empty string for text with no words", () => {
    expect(markdownToPlainText("\n\n---\n\n")).toBe("");
  });
});

describe("joinAsSentences", () => {
  it("ends each paragraph of plain text as a sentence", () => {
    expect(joinAsSentences(["Wedding hall  interiors", "Done in 2024!"])).toBe(
      "Wedding hall interiors. Done in 2024!",
    );
  });
});
