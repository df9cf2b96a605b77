import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

/** The cells a spreadsheet sees when it splits a line on `separator` and ignores the quotes. */
function cellsSplitOn(line: string, separator: string) {
  return line.split(separator).map((cell) => cell.replace(/^"+/, ""));
}

const FORMULA = /^[=+\-@\t\r]/;

describe("csvCell", () => {
  it("quotes every cell, doubling quotes", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell("a, b")).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+91 98765 43210")).toBe('"\'+91 98765 43210"');
    expect(csvCell("-2+3")).toBe('"\'-2+3"');
    expect(csvCell("@SUM(A1)")).toBe('"\'@SUM(A1)"');
    expect(csvCell("\tcmd")).toBe('"\'\tcmd"');
    expect(csvCell("\rcmd")).toBe('"\'\rcmd"');
    expect(csvCell("a=b")).toBe('"a=b"');
  });

  it("neutralises a formula after a separator or line break inside a cell", () => {
    expect(csvCell("Ravi;=1+1")).toBe('"Ravi;\'=1+1"');
    expect(csvCell('Ravi; "=1+1')).toBe('"Ravi;\' ""=1+1"');
    expect(csvCell("a,+1")).toBe('"a,\'+1"');
    expect(csvCell("a\t@b")).toBe('"a\t\'@b"');
    expect(csvCell("first\r\n-2")).toBe('"first\r\n\'-2"');
    expect(csvCell("Anna Nagar; 2nd street")).toBe('"Anna Nagar; 2nd street"');
  });

  it("leaves no cell that starts a formula, whatever separator a spreadsheet splits on", () => {
    const hostile = [
      "Ravi;=1+1",
      "x;\"=cmd|' /C calc'!A0",
      "a,=b;+c\t-d\n@e\r=f",
      "=start;;@twice",
      'quote";=after',
    ];
    const csv = toCsv(
      ["Name", "Note"],
      [hostile.slice(0, 2), hostile.slice(2, 4), [hostile[4], "ok"]],
    );
    for (const separator of [",", ";", "\t", "\n", "\r"]) {
      for (const line of csv.split("\r\n")) {
        for (const cell of cellsSplitOn(line, separator)) expect(cell).not.toMatch(FORMULA);
      }
    }
  });
});

describe("toCsv", () => {
  it("writes a header and CRLF-terminated rows, every cell quoted", () => {
    expect(toCsv(["Name", "Note"], [["Priya", "x,y"]])).toBe('"Name","Note"\r\n"Priya","x,y"\r\n');
  });
});
