import { z } from 'zod/mini';
import { INT4_MAX } from './page-values';

/**
 * One problem of a refused write, where it is: `path` into the body (`['players', 3, 'name']`
 * is the fourth row's name), so a screen can name the row and column of the file it came from.
 */
export const errorIssue = z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() });
export type ErrorIssue = z.infer<typeof errorIssue>;

/**
 * Every error the API answers with: one human-readable message, never a stack trace; a write
 * of many rows refused for some of them also lists each problem in `issues`.
 */
export const errorBody = z.object({ message: z.string(), issues: z.optional(z.array(errorIssue)) });
export type ErrorBody = z.infer<typeof errorBody>;

// The largest value an integer column holds (page-values.ts: the shell's first calls read it without zod).
export { INT4_MAX };

/** Text without C0 or C1 control characters (NUL, escape, …): none belongs in a name, a key or a code. */
export const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

/** Text a person typed: any characters but control characters (a NUL cannot even be stored). */
export function text(field = 'text') {
  return z
    .string({ error: `${field} must be text` })
    .check(z.regex(NO_CONTROL_CHARACTERS, `${field} must not contain control characters`));
}

/** Any whole number an int4 column holds (quantities the rules then check themselves). */
export function int4(field: string) {
  const message = `${field} must be a whole number from ${-INT4_MAX - 1} to ${INT4_MAX}`;
  return z
    .number({ error: message })
    .check(z.int(message), z.minimum(-INT4_MAX - 1, message), z.maximum(INT4_MAX, message));
}

/**
 * A whole number from 1 to INT4_MAX in a JSON body: a number, strictly (never `true`,
 * `"3"` or `[3]`).
 */
export function positiveInt(field = 'id') {
  const message = `${field} must be a whole number from 1 to ${INT4_MAX}`;
  return z.number({ error: message }).check(z.int(message), z.minimum(1, message), z.maximum(INT4_MAX, message));
}

/** A row id in a JSON body. */
export const id = positiveInt('id');

/**
 * A whole number written in a path or a query string: decimal digits only (never `0x6f`,
 * `1e3`, ` 7` or `+7`), then checked by `number`.
 */
export function digits<T extends z.ZodMiniType<number, number>>(number: T, message: string) {
  return z.pipe(
    z.pipe(z.string({ error: message }).check(z.regex(/^\d{1,12}$/, message)), z.transform(Number)),
    number,
  );
}

/** A row id in a path or a query string. */
export const positiveId = digits(id, `id must be a whole number from 1 to ${INT4_MAX}`);

export const idParams = z.object({ id: positiveId });

const seasonMessage = 'season must be a year such as 2024';
/** An NFL season the app knows about, as a number: wide enough for history and the years ahead. */
export const seasonNumber = z
  .number({ error: seasonMessage })
  .check(
    z.int(seasonMessage),
    z.minimum(2000, 'season must be 2000 to 2100'),
    z.maximum(2100, 'season must be 2000 to 2100'),
  );
/** A season in a path or a query string. */
export const season = digits(seasonNumber, seasonMessage);
/** A season in a body a spreadsheet may have written: a number or its digits. */
export const looseSeason = z.union([seasonNumber, z.pipe(z.string().check(z.trim()), season)], {
  error: seasonMessage,
});

const weekMessage = 'week must be 1 to 18';
/** NFL weeks 1 to 18 (docs/product.md §6), in a path or a query string. */
export const week = digits(
  z.number().check(z.int(weekMessage), z.minimum(1, weekMessage), z.maximum(18, weekMessage)),
  weekMessage,
);
