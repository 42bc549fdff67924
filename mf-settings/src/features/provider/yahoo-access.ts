// Yahoo's access change (docs/screens/settings.md §4.2): since July 2026 Yahoo answers 403 to
// apps it has not approved by hand. The API tells it as the failure `not_authorized` (the
// connection test's `reason`) or, from a call that raises, as a 502 with its own sentence.
// Either is told as what it is, never as a broken connection.
import { ApiError } from 'shared-auth';
import type { ProviderResult } from 'shared-contracts/provider-setup';

/** The start of the API's sentence for Yahoo's 403 (the API words it so for every call). */
const ACCESS_CLOSED_WORDS = 'Yahoo has closed its Fantasy API to apps';

/** The server's words when the failure is Yahoo's access change; null for any other outcome. */
export function yahooAccessClosedMessage(result: ProviderResult | undefined, error: unknown): string | null {
  if (result && !result.success && result.reason === 'not_authorized') return result.message;
  if (error instanceof ApiError && error.status === 502 && error.serverMessage.startsWith(ACCESS_CLOSED_WORDS))
    return error.serverMessage;
  return null;
}
