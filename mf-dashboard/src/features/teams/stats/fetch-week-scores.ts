// One team's live scores for a week (docs/screens/teams.md §4.3 and §3): retried up to 2 times, 1 s apart,
// when the API answers 401 (an ID token that expired between two calls is refreshed by the
// next one), and refused as 'Invalid response format' when the answer is not JSON.
import { weekScores, type WeekScores } from 'shared-contracts';

export const STATS_RETRIES = 2;
export const STATS_RETRY_DELAY_MS = 1000;
export const INVALID_RESPONSE_FORMAT = 'Invalid response format';

export interface WeekScoresRequest {
  /** Sends the call once: the OK response, or a thrown error carrying the HTTP `status`. */
  send: () => Promise<Response>;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isUnauthorized = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;

export async function fetchWeekScores({ send, sleep = realSleep }: WeekScoresRequest): Promise<WeekScores> {
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await send();
    } catch (error) {
      if (!isUnauthorized(error) || attempt >= STATS_RETRIES) throw error;
      await sleep(STATS_RETRY_DELAY_MS);
      continue;
    }
    return readScores(response);
  }
}

async function readScores(response: Response): Promise<WeekScores> {
  const contentType = response.headers.get('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(contentType)) throw new Error(INVALID_RESPONSE_FORMAT);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(INVALID_RESPONSE_FORMAT);
  }
  const parsed = weekScores.safeParse(body);
  if (!parsed.success) throw new Error(INVALID_RESPONSE_FORMAT);
  return parsed.data;
}
