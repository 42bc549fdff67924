// The API as the dashboard's tests see it, on shared-testing's msw server: answers looked up
// by "METHOD /path?query" (the dashboard's calls differ by season and week in the query),
// each typed by and checked against its call's contract, through the fetch client's real
// code path. A call the table does not answer is unhandled, which fails the test.
import { http, HttpResponse, recordRequests, server } from 'shared-testing';
import type { z } from 'zod';

export type Answer = (request: Request) => Response | Promise<Response>;

/** A JSON answer, checked against the endpoint's schema so a fixture cannot drift from it. */
export function json<S extends z.ZodType>(schema: S, body: z.input<S>): Answer {
  const checked = schema.safeParse(body);
  if (!checked.success) throw new Error(`A test answer breaks its contract: ${checked.error.message}`);
  return () => HttpResponse.json(body as never);
}

/** The API refusing a call with `{ message }`, as its error handler does. */
export const refuse = (status: number, message: string): Answer => () => HttpResponse.json({ message }, { status });

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
  server.use(
    http.all('/api/*', ({ request }) => {
      const url = new URL(request.url);
      return answers[`${request.method} ${url.pathname}${url.search}`]?.(request);
    }),
  );
  return { paths: () => seen.filter((request) => request.path.startsWith('/api/')).map((request) => request.path) };
}
