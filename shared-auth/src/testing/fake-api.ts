/** One stubbed answer: a status and a JSON body, or a function of the request. */
export type FakeAnswer = [status: number, body?: unknown] | ((init: RequestInit) => Response | Promise<Response>);

export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/**
 * Replaces global fetch with a table of answers keyed by "METHOD /path" (or "/path" for any
 * method); unknown paths answer 404. Returns the recorded calls and a restore function.
 */
export function stubApi(answers: Record<string, FakeAnswer>) {
  const realFetch = globalThis.fetch;
  const calls: RecordedCall[] = [];
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const rawBody = typeof init.body === 'string' ? init.body : undefined;
    calls.push({
      method,
      path,
      headers: new Headers(init.headers),
      body: rawBody ? JSON.parse(rawBody) : undefined,
      credentials: init.credentials,
    });
    const answer = answers[`${method} ${path}`] ?? answers[path];
    if (!answer) return new Response(JSON.stringify({ message: 'Not Found' }), { status: 404, statusText: 'Not Found' });
    if (typeof answer === 'function') return answer(init);
    const [status, body] = answer;
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  };
  globalThis.fetch = fetchStub as typeof fetch;
  return {
    calls,
    restore: () => {
      globalThis.fetch = realFetch;
    },
  };
}
