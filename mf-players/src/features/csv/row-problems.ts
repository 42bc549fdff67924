// The problems of an import, as the commissioner reads them: file row, column, reason. They
// come from the import's own rules (rows left out) and from the server's refusal, whose
// `issues` point at the rows of the call; each becomes the row of the file it came from.
import { ApiError } from 'shared-auth';
import type { RowProblem } from './import-rules';

/** How many problems are listed; the rest are counted ("and N more"). */
export const LISTED_PROBLEMS = 20;

/** The first problems to list, and how many more there are. */
export function listedProblems(problems: readonly RowProblem[]): { listed: RowProblem[]; more: number } {
  return { listed: problems.slice(0, LISTED_PROBLEMS), more: Math.max(0, problems.length - LISTED_PROBLEMS) };
}

export const moreProblemsText = (more: number) => `and ${more} more`;

/** "Row 3, position: …; Row 5, name: …; and 4 more", for a toast. */
export function problemsText(problems: readonly RowProblem[]): string {
  const { listed, more } = listedProblems(problems);
  const lines = listed.map(
    (problem) => `Row ${problem.row}${problem.column ? `, ${problem.column}` : ''}: ${problem.message}`,
  );
  if (more > 0) lines.push(moreProblemsText(more));
  return lines.join('; ');
}

/** How many rows of the file the problems are about (a row may have several). */
export const rowCount = (problems: readonly RowProblem[]) => new Set(problems.map((problem) => problem.row)).size;

/** "2 values were read as blank." (docs/screens/players.md §4.5) */
export function readAsBlankText(warnings: readonly RowProblem[]): string {
  return `${warnings.length} ${warnings.length === 1 ? 'value was' : 'values were'} read as blank.`;
}

/** "3 rows were not imported." */
export function notImportedText(problems: readonly RowProblem[]): string {
  const rows = rowCount(problems);
  return `${rows} ${rows === 1 ? 'row was' : 'rows were'} not imported.`;
}

/**
 * The server's refusal of the call, row by row: each issue at `['players', index, field]`
 * names the file row that call row came from. Empty when the refusal names no rows.
 */
export function problemsOfRefusal(error: unknown, fileRows: readonly number[]): RowProblem[] {
  if (!(error instanceof ApiError)) return [];
  return error.issues.flatMap((issue) => {
    const [list, index, column] = issue.path;
    const row = list === 'players' && typeof index === 'number' ? fileRows[index] : undefined;
    return row === undefined ? [] : [{ row, column: typeof column === 'string' ? column : '', message: issue.message }];
  });
}

/** Every problem in file order (the rules' and the server's together). */
export const inFileOrder = (problems: readonly RowProblem[]) => [...problems].sort((a, b) => a.row - b.row);
