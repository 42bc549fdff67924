// Spreadsheets evaluate a cell that starts with = + - @ (their full-width forms too, which some
// convert, or a tab or carriage return, which some skip first) as a formula: a player named
// "=HYPERLINK(…)" in an exported book would run in the commissioner's spreadsheet (OWASP "CSV
// injection"). Export puts a ' in front of such a cell, which spreadsheets show as text.
//
// Quoting is not enough: a spreadsheet set to split on another separator than ours (";" in
// much of Europe, a tab, a space, "|") reads "Foo;=1+1" as two cells, the second a formula, and
// ignores our quotes, which only start a cell where its own separator ends one. So a cell may
// start after any character a spreadsheet offers as a separator (or a quote or a line break):
// every such place followed by a formula character gets its own '.
//
// A place that already holds apostrophes before such a character gets one more, and import
// takes exactly one off each such place, so export and import undo each other for every text
// (the round trip changes nothing). The ' is never itself a separator, so adding or removing
// one never creates or removes a place.

/** Characters after which some spreadsheet may start a new cell. */
const SEPARATORS = String.raw`,;|:\t \r\n"`;
/** What makes a cell a formula when it comes first. */
const FORMULA_START = String.raw`[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]`;

const CELL_START = `(?<=^|[${SEPARATORS}])`;
const UNGUARDED = new RegExp(`${CELL_START}(?='*${FORMULA_START})`, 'g');
const GUARD = new RegExp(`${CELL_START}'(?='*${FORMULA_START})`, 'g');

/** The cell as export writes it: no place in it starts a formula. */
export function escapeFormula(cell: string): string {
  return cell.replace(UNGUARDED, "'");
}

/** The cell as it was before export escaped it. */
export function unescapeFormula(cell: string): string {
  return cell.replace(GUARD, '');
}
