// Spreadsheets evaluate a cell that starts with = + - @, a tab or a carriage return as a
// formula: a player named "=HYPERLINK(…)" in an exported book would run in the commissioner's
// spreadsheet. The rule is OWASP's for CSV injection, as docs/screens/players.md §4.5 states
// it: a cell whose FIRST character is one of those (or the full-width ＝ ＋ － ＠, which some
// spreadsheets convert) gets a ' in front, which spreadsheets show as text; and export puts
// every field in double quotes (inner quotes doubled), so a separator inside a cell cannot end
// it. Nothing else in a cell changes.
//
// A cell that already starts with apostrophes before such a character gets one more, and
// import takes exactly one off such a cell, so export and import undo each other for every
// text (the round trip changes nothing). A number is written as it is (export-csv.ts): it is
// no formula, and a spreadsheet must read -5 as a number.

/** The first characters that make a cell a formula (docs/screens/players.md §4.5). */
export const FORMULA_FIRST_CHARACTERS = [
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\uFF1D',
  '\uFF0B',
  '\uFF0D',
  '\uFF20',
] as const;

const FORMULA_FIRST = `[${FORMULA_FIRST_CHARACTERS.join('').replace('-', '\\-')}]`;
/** A cell that starts a formula, or that starts with apostrophes before a formula character. */
const UNGUARDED = new RegExp(`^(?='*${FORMULA_FIRST})`);
/** A cell export guarded: a ' in front of apostrophes (or none) and a formula character. */
const GUARDED = new RegExp(`^'(?='*${FORMULA_FIRST})`);

/** The cell as export writes it: it does not start a formula. */
export function escapeFormula(cell: string): string {
  return cell.replace(UNGUARDED, "'");
}

/** The cell as it was before export escaped it. */
export function unescapeFormula(cell: string): string {
  return cell.replace(GUARDED, '');
}
