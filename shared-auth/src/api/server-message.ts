/**
 * The words to show a person for a failed call. The fetch client's errors read
 * `${status}: ${body}`, and our API's body is `{ "message": "…" }`: show that message alone.
 * Anything else (a network failure, a non-JSON body) shows as it is.
 */
export function serverMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  const match = /^\d{3}: (.*)$/s.exec(error.message);
  if (!match?.[1]) return error.message;
  try {
    const body = JSON.parse(match[1]) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : error.message;
  } catch {
    return match[1];
  }
}
