/** One request of a load run: when it was sent (ms from the start), its status (0: no answer), and its body. */
export type LoadResult = { sentAt: number; doneAt: number; status: number; body: string; label: string };

export type LoadRequest = { label: string; method?: string; path: string; body?: unknown };

/**
 * Sends requests from `concurrency` workers, one after another each, for `durationMs`:
 * `next(i)` names the i-th request. Answers every request's outcome, in the order sent.
 * A request that gets no answer within `timeoutMs` counts as status 0. With `minRequests`,
 * the run goes on past `durationMs` until that many were sent (a loaded machine answers
 * fewer in the time, and a share of failures judged on too few says nothing), but never past
 * five times `durationMs`.
 */
export async function runLoad(options: {
  baseUrl: string;
  headers: Record<string, string>;
  concurrency: number;
  durationMs: number;
  minRequests?: number;
  timeoutMs?: number;
  next: (i: number) => LoadRequest;
}): Promise<LoadResult[]> {
  const started = performance.now();
  const results: LoadResult[] = [];
  let sent = 0;
  const going = () => {
    const elapsed = performance.now() - started;
    if (elapsed < options.durationMs) return true;
    return sent < (options.minRequests ?? 0) && elapsed < options.durationMs * 5;
  };
  const worker = async () => {
    while (going()) {
      const request = options.next(sent);
      sent += 1;
      const sentAt = performance.now() - started;
      let status = 0;
      let body: string;
      try {
        const response = await fetch(`${options.baseUrl}${request.path}`, {
          method: request.method ?? 'GET',
          headers: {
            ...options.headers,
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        status = response.status;
        body = await response.text();
      } catch (error) {
        body = error instanceof Error ? error.message : String(error);
      }
      results.push({ sentAt, doneAt: performance.now() - started, status, body, label: request.label });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return results.sort((a, b) => a.sentAt - b.sentAt);
}
