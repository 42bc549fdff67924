// The API as the dashboard's tests see it, on shared-testing's msw server: answers looked up
// by the whole call, "METHOD /path?query" as `call(row, input)` writes it (the dashboard's
// calls differ by season and week in the query), each typed by and checked against its row,
// through the fetch client's real code path. Each request is checked against its row as
// mockApi.on checks it; a call the table does not answer fails the test.
import { urlOf, type Endpoint, type EndpointAnswerInput, type EndpointInput } from 'shared-contracts';
import { endpointAt, HttpResponse, mockApi, recordRequests, server } from 'shared-testing';

export type Answer = (request: Request) => Response | Promise<Response>;

/** The key of one call among `serveApi`'s answers: its row's method and URL. */
export function call<E extends Endpoint>(row: E, input: EndpointInput<E>): string {
  return `${row.method} ${urlOf(row, input)}`;
}

/** A JSON answer, checked against its row's answer schema so a fixture cannot drift from it. */
export function json<E extends Endpoint>(row: E, body: EndpointAnswerInput<E>): Answer {
  if (!('schema' in row.success)) throw new Error(`${row.method} ${row.path} answers no body`);
  const checked = row.success.schema.safeParse(body);
  if (!checked.success) throw new Error(`A test answer breaks its contract: ${checked.error.message}`);
  return () => HttpResponse.json(body as never);
}

/** The API refusing a call with `{ message }`, as its error handler does. */
export const refuse =
  (status: number, message: string): Answer =>
  () =>
    HttpResponse.json({ message }, { status });

/** An answer that never comes: the screen stays loading. */
export const never: Answer = () => new Promise<Response>(() => {});

const unreleased: Array<() => void> = [];
afterEach(() => {
  // A test that fails before releasing must not leave a call hanging for the next test.
  for (const release of unreleased.splice(0)) release();
});

/** An answer held back until the test calls `release()` (to see a loading state). */
export function held(answer: Answer): { answer: Answer; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  unreleased.push(release);
  return { answer: async (request) => (await released, answer(request)), release };
}

/** One answer per call, in turn; the last one answers every call after it. */
export function inTurn(...answers: Answer[]): Answer {
  let calls = 0;
  return (request) => answers[Math.min(calls++, answers.length - 1)]!(request);
}

/** Serves `answers` for the rest of the test; `paths()` lists the /api paths asked for, in order. */
export function serveApi(answers: Record<string, Answer>) {
  const seen = recordRequests();
  const rows = new Set<Endpoint>();
  for (const key of Object.keys(answers)) {
    const [method = '', url = ''] = key.split(' ');
    const row = endpointAt(method, new URL(url, 'http://localhost').pathname);
    if (!row) throw new Error(`No row of the endpoint table answers ${key}`);
    rows.add(row);
  }
  server.use(
    ...[...rows].map((row) =>
      mockApi.on(row, ({ request }) => {
        const url = new URL(request.url);
        return answers[`${request.method} ${url.pathname}${url.search}`]?.(request) as never;
      }),
    ),
  );
  return {
    paths: () =>
      seen.filter((request) => endpointAt(request.method, request.path.split('?')[0]!)).map((request) => request.path),
  };
}
