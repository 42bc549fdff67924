// The API as web tests see it: msw intercepts the fetch client's real requests (headers,
// bodies, status codes and all), so a test exercises the same code path the browser runs.
// jest-setup.cjs starts `server` for every jsdom test file and resets its handlers after each
// test; a test adds the answers it needs:
//
//   server.use(
//     mockApi.get('/api/teams', teamList, teams),                   // typed by the contract
//     mockApi.post('/api/league/members', leagueMember, ({ body }) => ({ ...invited, email: body.email })),
//     mockApi.error('delete', '/api/league/members/:id', 403, 'Only the commissioner can remove members'),
//   );
//
// A fixture is typed by the endpoint's zod schema and parsed with it when answered, so a
// fixture that drifts from the contract fails to compile and fails the test that uses it.
// Plain msw (`http.get(…, () => HttpResponse.json(…))`) works too, for an answer the contract
// forbids (the client must then throw its contract error).
import { http, HttpResponse, type PathParams } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';

export { http, HttpResponse } from 'msw';

export const server = setupServer();

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a resolver is given: the request, the path's `:params` and the parsed JSON body. */
export interface ReceivedRequest {
  request: Request;
  params: PathParams;
  /** The request's JSON body (undefined without one). */
  body: unknown;
}

type Resolver<S extends z.ZodType> = (received: ReceivedRequest) => z.input<S> | Response | Promise<z.input<S> | Response>;
type Answer<S extends z.ZodType> = z.input<S> | Resolver<S>;

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

function answering(method: HttpMethod) {
  return <S extends z.ZodType>(path: string, schema: S, answer: Answer<S>, init: ResponseInit = {}) =>
    http[method](path, async ({ request, params }) => {
      const given = typeof answer === 'function' ? await (answer as Resolver<S>)({ request, params, body: await readBody(request) }) : answer;
      if (given instanceof Response) return given;
      const checked = schema.safeParse(given);
      if (!checked.success) throw new Error(`The test's answer to ${method.toUpperCase()} ${path} breaks its contract: ${checked.error.message}`);
      // The fixture as written (not the parsed output): the client parses it again itself.
      return given === undefined ? new HttpResponse(null, { status: 204, ...init }) : HttpResponse.json(given as never, init);
    });
}

export const mockApi = {
  get: answering('get'),
  post: answering('post'),
  put: answering('put'),
  patch: answering('patch'),
  delete: answering('delete'),
  /**
   * The API refusing a call: `{ message }` with `status`, as its error handler answers, and
   * `issues` (each problem's path into the body) when a write of many rows is refused.
   */
  error: (method: HttpMethod, path: string, status: number, message: string, issues?: Array<{ path: Array<string | number>; message: string }>) =>
    http[method](path, () => HttpResponse.json(issues ? { message, issues } : { message }, { status })),
};

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/api/teams?season=2024`. */
  path: string;
}

/** Every request the page sends from now on, in order (bodies: read them in a resolver). */
export function recordRequests(): RecordedRequest[] {
  const seen: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push({ method: request.method, path: url.pathname + url.search });
  });
  return seen;
}
