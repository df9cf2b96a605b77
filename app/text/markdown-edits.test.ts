import { describe, expect, it } from "vitest";
import {
  applyEdit,
  bold,
  continueList,
  heading,
  insertLink,
  linkAddress,
  linkDraft,
  list,
  type TextEdit,
} from "./markdown-edits";

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
  const state = (marked: string) => {
    const start = marked.indexOf("[");
    const end = marked.indexOf("]") - 1;
    return { value: marked.replace("[", "").replace("]", ""), start, end };
  };

  it("starts from the selection: words are the text, an address is the address", () => {
    expect(linkDraft(state("See [our services] today"))).toEqual({
      text: "our services",
      address: "",
    });
    expect(linkDraft(state("Visit [www.example.com]"))).toEqual({
      text: "",
      address: "www.example.com",
    });
  });

  it("puts in the link in place of the selection, the cursor after it", () => {
    const edit = insertLink(state("See [our services] today"), {
      text: "our services",
      address: "/services",
    });
    expect(applyEdit("See our services today", edit)).toBe("See [our services](/services) today");
    expect(edit.selectStart).toBe("See [our services](/services)".length);
  });

  it("makes a typed address one a link can use", () => {
    expect(linkAddress("www.cmdachennai.gov.in")).toBe("https://www.cmdachennai.gov.in");
    expect(linkAddress(" example.com/a b ")).toBe("https://example.com/a%20b");
    expect(linkAddress("office@example.in")).toBe("mailto:office@example.in");
    expect(linkAddress("https://x.in/(1)")).toBe("https://x.in/%281%29");
    expect(linkAddress("#prices")).toBe("#prices");
  });

  it("uses the address as the text when no text is typed, and keeps brackets in the text", () => {
    const edit = insertLink({ value: "", start: 0, end: 0 }, { text: "", address: "example.com" });
    expect(edit.insert).toBe("[example.com](https://example.com)");
    expect(insertLink({ value: "", start: 0, end: 0 }, { text: "[1]", address: "/a" }).insert).toBe(
      "[\\[1\\]](/a)",
    );
  });
});

describe("Enter in a list", () => {
  it("starts the next item with the same marker, or the next number", () => {
    expect(run(continueList as never, "- Sump|")).toBe("- Sump\n- |");
    expect(run(continueList as never, "  * Sump|\nNext")).toBe("  * Sump\n  * |\nNext");
    expect(run(continueList as never, "1. Foundation\n2. Plinth|")).toBe(
      "1. Foundation\n2. Plinth\n3. |",
    );
  });

  it("splits an item where the cursor is", () => {
    expect(run(continueList as never, "- Sump| and borewell")).toBe("- Sump\n- | and borewell");
  });

  it("ends the list on an empty item", () => {
    expect(run(continueList as never, "- Sump\n- |")).toBe("- Sump\n\n|");
  });

  it("leaves Enter alone outside a list item's text", () => {
    expect(continueList({ value: "Plain text", start: 5, end: 5 })).toBeNull();
    expect(continueList({ value: "- Sump", start: 0, end: 0 })).toBeNull();
    expect(continueList({ value: "- Sump", start: 2, end: 4 })).toBeNull();
  });
});
