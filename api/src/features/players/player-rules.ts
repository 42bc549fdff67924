// The players feature's own wording around the shared player rules (shared-contracts'
// player-rules.ts, which the Players screen runs too): how a refusal of many rows is told.
// A name is unique within a year whatever its letter case or look-alike form
// (docs/screens/players.md §4.3): shared-contracts/name-compare's NameIndex, scoped by year.
import { httpErrors } from '@fastify/sensible';
import type { ErrorIssue } from 'shared-contracts';

/**
 * How many problems a refusal lists in `issues`: every one, up to as many as a call may have
 * rows. A screen lists the first 20 and counts the rest ("and N more"), so the count stays
 * true for any file the screen itself sends (its own checks leave few problems for the API),
 * while a caller that sends 10,000 bad rows of a dozen bad fields each gets at most about a
 * megabyte of them back, never the whole body again.
 */
export const MAX_ISSUES = 10_000;
/** How many problems the message itself tells. */
const LISTED_PROBLEMS = 20;

/** A refused row: its index in the body's list, the field it is about, why, and whether it names no row of the league. */
export type RowProblem = { index: number; field?: string; message: string; missingRow?: true };

/**
 * A refusal listing every problem in `issues`: 404 when each problem is an id naming no row
 * of the league (docs/api.md §3), else 400, the broken rules' status, still listing them all.
 */
export function problemsRefusal(message: string, problems: ReadonlyArray<{ missingRow?: true }>, issues: ErrorIssue[]) {
  const refusal = problems.every((problem) => problem.missingRow)
    ? httpErrors.notFound(message)
    : httpErrors.badRequest(message);
  return Object.assign(refusal, { issues });
}

/**
 * The refusal of a write of many rows refused for some of them (see problemsRefusal): every
 * problem in `issues` at `[list, index, field]` (in row order, capped), and the first 20 in
 * the message, each told by `describe` ("Row 3: …"), then how many more there are.
 */
export function rowsRefusal(
  list: string,
  problems: readonly RowProblem[],
  describe: (problem: RowProblem) => string,
): Error {
  const sorted = [...problems].sort((a, b) => a.index - b.index);
  const issues = sorted
    .slice(0, MAX_ISSUES)
    .map(({ index, field, message }) => ({ path: [list, index, ...(field ? [field] : [])], message }));
  const listed = sorted.slice(0, LISTED_PROBLEMS).map(describe);
  const more = sorted.length > LISTED_PROBLEMS ? `; and ${sorted.length - LISTED_PROBLEMS} more problems` : '';
  return problemsRefusal(`${listed.join('; ')}${more}`, sorted, issues);
}
