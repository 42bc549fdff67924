/**
 * True when a statement failed on a unique index: the database's own word that a row
 * already exists, used where two requests race past the API's own check. drizzle wraps the
 * driver's error, so look at its cause too.
 */
export function isUniqueViolation(error: unknown): boolean {
  return postgresCode(error) === '23505';
}

function postgresCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'string') return current.code;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}
