import { describe, expect, it } from "vitest";
import { applyEdit, bold, heading, link, list, type TextEdit } from "./markdown-edits";

/** Runs an edit on text where `[` `]` mark the selection (or `|` the cursor), and marks the result the same way. */
function run(
  edit: (state: { value: string; start: number; end: number }) => TextEdit,
  marked: string,
) {
  let value: string;
  let start: number;
  let end: number;
  if (marked.includes("|")) {
    start = end = marked.indexOf("|");
    value = marked.replace("|", "");
  } else {
    start = marked.indexOf("[");
    end = marked.indexOf("]") - 1;
    value = marked.replace("[", "").replace("]", "");
  }
  const result = edit({ value, start, end });
  const text = applyEdit(value, result);
  if (result.selectStart === result.selectEnd) {
    return `${text.slice(0, result.selectStart)}|${text.slice(result.selectStart)}`;
  }
  return `${text.slice(0, result.selectStart)}[${text.slice(result.selectStart, result.selectEnd)}]${text.slice(result.selectEnd)}`;
}

describe("bold", () => {
  it("wraps the selected words and keeps them selected", () => {
    expect(run(bold, "A [G+2 house] in Adyar")).toBe("A **[G+2 house]** in Adyar");
  });

  it("keeps spaces caught at the edges of the selection outside the marks", () => {
    expect(run(bold, "A[ house ]here")).toBe("A **[house]** here");
  });

  it("puts in selected placeholder words when nothing is selected", () => {
    expect(run(bold, "Built |")).toBe("Built **[bold text]**");
  });
});

describe("heading", () => {
  it("makes the cursor's line a heading, the cursor staying on its word", () => {
    expect(run(heading, "Intro\nHigh|lights\nMore")).toBe("Intro\n## High|lights\nMore");
  });

  it("replaces an existing heading level instead of adding marks", () => {
    expect(run(heading, "### [Highlights]")).toBe("[## Highlights]");
  });

  it("gives an empty line selected placeholder words", () => {
    expect(run(heading, "Intro\n\n|")).toBe("Intro\n\n## [Heading]");
  });
});

describe("list", () => {
  it("makes each selected line an item, skipping blank lines", () => {
    expect(run(list, "Highlights\n[Rainwater harvesting\n\nSolar water heater]")).toBe(
      "Highlights\n- Rainwater harvesting\n\n- Solar water heater|",
    );
  });

  it("takes whole lines even when the selection starts mid-line, and renumbers no marker twice", () => {
    expect(run(list, "Rain[water\n1. Solar]")).toBe("- Rainwater\n- Solar|");
  });

  it("keeps a paragraph after the list out of the last item", () => {
    expect(run(list, "[one\ntwo]\nSee our services.")).toBe("- one\n- two|\n\nSee our services.");
  });

  it("with nothing selected on an empty line, starts an item with the cursor in it", () => {
    expect(run(list, "Highlights\n|")).toBe("Highlights\n- |");
  });

  it("with nothing selected at the end of a paragraph, starts the item on its own line", () => {
    expect(run(list, "Highlights|")).toBe("Highlights\n\n- |");
  });

  it("with nothing selected in a list item, starts the next item", () => {
    expect(run(list, "- Rainwater harvesting|\n- Solar")).toBe(
      "- Rainwater harvesting\n- |\n- Solar",
    );
  });

  it("with the cursor at the start of a line, makes that line the item", () => {
    expect(run(list, "Intro\n|Solar water heater")).toBe("Intro\n- |Solar water heater");
  });

  it("keeps the following paragraph separate from a new empty item", () => {
    expect(run(list, "|\nSee our services.")).toBe("- |\n\nSee our services.");
  });
});

describe("link", () => {
  it("makes the selected words the link text and selects the address", () => {
    expect(run(link, "See [our services] today")).toBe("See [our services]([https://]) today");
  });

  it("makes a selected address the address and selects the link text", () => {
    expect(run(link, "Visit [www.example.com]")).toBe(
      "Visit [[link text]](https://www.example.com)",
    );
  });

  it("inserts a template with its text selected when nothing is selected", () => {
    expect(run(link, "Visit |")).toBe("Visit [[link text]](https://)");
  });
});
