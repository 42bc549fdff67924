// Spreadsheets evaluate a cell that starts with = + - @ (or a tab or carriage return, which
// some of them skip first) as a formula: a player named "=HYPERLINK(…)" in an exported book
// would run in the commissioner's spreadsheet (OWASP "CSV injection"). Export puts a ' in
// front of such a cell, which spreadsheets show as text; import takes it off again.
//
// A cell that already starts with apostrophes before such a character gets one more, so
// export and import undo each other exactly for every text (the round trip changes nothing).

const RISKY_CELL = /^'*[=+\-@\t\r]/;
const ESCAPED_CELL = /^'+[=+\-@\t\r]/;

/** The cell as export writes it. */
export function escapeFormula(cell: string): string {
  return RISKY_CELL.test(cell) ? `'${cell}` : cell;
}

/** The cell as it was before export escaped it. */
export function unescapeFormula(cell: string): string {
  return ESCAPED_CELL.test(cell) ? cell.slice(1) : cell;
}
