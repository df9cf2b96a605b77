/**
 * CSV for spreadsheets (RFC 4180): quotes doubled, CRLF line ends, and
 * every cell quoted, so a separator inside a cell never splits it for a
 * reader that honours quotes.
 *
 * A cell that starts with = + - @ (or a tab or carriage return) would run as
 * a formula when opened in a spreadsheet, so it gets a leading apostrophe
 * (OWASP "CSV injection"). A spreadsheet set to another separator (`;` in
 * much of Europe, a tab) reads these lines with the quotes out of step and
 * starts a new cell after each such separator or line break inside a cell;
 * so a dangerous character there, after any spaces or quotes, gets the same
 * apostrophe (docs/security/requests.md#spreadsheet-formulas-in-exports).
 */
const DANGEROUS = "=+\\-@\\t\\r";
const FORMULA_START = new RegExp(`^[${DANGEROUS}]`);
/** A separator some spreadsheet splits on, then what such a cell would start with. */
const FORMULA_AFTER_SEPARATOR = new RegExp(`([;,\\t\\r\\n])(?=[ "]*[${DANGEROUS}])`, "g");

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
