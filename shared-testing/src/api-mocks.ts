// The API as web tests see it: msw intercepts the fetch client's real requests (headers,
// bodies, status codes and all), so a test exercises the same code path the browser runs.
// jest-setup.cjs starts `server` for every jsdom test file and resets its handlers after each
// test; a test adds the answers it needs, each for a row of the endpoint table:
//
//   server.use(
//     mockApi.on(endpoints.listTeams, teams),                              // typed by the row
//     mockApi.on(endpoints.inviteMember, ({ body }) => ({ ...invited, email: body.email })),
//     mockApi.refuse(endpoints.removeMember, 403, 'Only the commissioner can remove members'),
//   );
//
// Method and path come from the row, and every request is checked against it as the API
// checks it: path parameters, query and JSON body parsed with the row's schemas, a JSON content
// type only with a body. A request the API would refuse is answered 400 `{ message }` as the
// API answers it, and fails the test (jest-setup.cjs, after each test) naming the call and
// what is wrong: a test cannot pass on a request the real server turns away.
// A fixture is typed by the row's answer schema and parsed with it when answered, so a
// fixture that drifts from the contract fails to compile and fails the test that uses it.
// Plain msw (`http.get(mswPath(endpoints.listTeams), () => HttpResponse.json(…))`) works too,
// for an answer the contract forbids (the client must then throw its contract error).
import { http, HttpResponse, type PathParams } from 'msw';
import { setupServer } from 'msw/node';
import { endpoints, type Endpoint, type EndpointAnswerInput } from 'shared-contracts';
import { keeperEndpoints } from 'shared-contracts/keepers';
import { leagueSetupEndpoints } from 'shared-contracts/league-setup';
import { lotteryEndpoints } from 'shared-contracts/lottery';
import { setupEndpoints } from 'shared-contracts/provider-setup';
import { notificationEndpoints } from 'shared-contracts/notifications';
import { recordEndpoints } from 'shared-contracts/record-book';

/** Every row the API routes: the main table and those of the contracts' own entries. */
const allRows: Endpoint[] = Object.values({
  ...endpoints,
  ...setupEndpoints,
  ...recordEndpoints,
  ...keeperEndpoints,
  ...notificationEndpoints,
  ...lotteryEndpoints,
  ...leagueSetupEndpoints,
});
import type { z } from 'zod/mini';

export { http, HttpResponse } from 'msw';

export const server = setupServer();

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export const mockApi = {
  /** Answers a row's calls with a fixture, or a resolver's answer (given the request parsed with the row's schemas). */
  on: answer,
  refuse,
};

/** The msw path of a row (`/api/trades/:id`), for a plain handler answering what the contract forbids. */
export function mswPath(row: Pick<Endpoint, 'path'>): string {
  return row.path;
}

const mswMethod = (row: Endpoint) => row.method.toLowerCase() as HttpMethod;

/** A request the API would have refused, seen since the last check (jest-setup.cjs fails the test with them). */
const contractProblems: string[] = [];

/**
 * The requests the mocked API saw that the real one would refuse (and the fixtures that
 * broke their contract) since the last call, emptied as they are taken. jest-setup.cjs takes
 * them after each test and fails the test with them.
 */
export function takeContractProblems(): string[] {
  return contractProblems.splice(0);
}

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** What a row's resolver is given: the request, and its path parameters, query and body parsed with the row's schemas. */
export interface RowRequest<E extends Endpoint> {
  request: Request;
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
}

type RowAnswer<E extends Endpoint> = EndpointAnswerInput<E> | Response;
type RowResolver<E extends Endpoint> = (received: RowRequest<E>) => RowAnswer<E> | Promise<RowAnswer<E>>;
/** The fixture argument: optional for a 204 row (nothing to answer). */
type AnswerArgs<E extends Endpoint> =
  undefined extends EndpointAnswerInput<E>
    ? [answer?: EndpointAnswerInput<E> | RowResolver<E>, init?: ResponseInit]
    : [answer: EndpointAnswerInput<E> | RowResolver<E>, init?: ResponseInit];

const pathPattern = (row: Endpoint) => new RegExp(`^${row.path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);
const staticSegments = (row: Endpoint) => row.path.split('/').filter((part) => part && !part.startsWith(':')).length;

/**
 * Another row the API would route this request to instead: the router prefers a literal
 * segment to a parameter (`/api/teams/draft-picks` is not `/api/teams/:id`), so a request
 * whose parameter does not parse may be meant for that row; the handler then steps aside.
 */
function moreSpecificRow(row: Endpoint, pathname: string): boolean {
  return allRows.some(
    (other) =>
      other !== row &&
      other.method === row.method &&
      staticSegments(other) > staticSegments(row) &&
      pathPattern(other).test(pathname),
  );
}

/** The row the API routes `method pathname` to (a literal segment before a parameter), if any. */
export function endpointAt(method: string, pathname: string): Endpoint | undefined {
  const matching = allRows.filter((row) => row.method === method.toUpperCase() && pathPattern(row).test(pathname));
  return matching.sort((a, b) => staticSegments(b) - staticSegments(a))[0];
}

function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`)
    .join('; ');
}

/**
 * Why the API would refuse a request: `schema` when a path parameter, the query or the body
 * breaks its row's schema (the API's own 400, which a test may mean to provoke), `transport`
 * when the request is malformed as sent (a content type without a body, a body without one).
 */
type ProblemKind = 'schema' | 'transport';
type Checked =
  | { ok: true; params: unknown; query: unknown; body: unknown }
  | { ok: false; kind: ProblemKind; problem: string }
  | { ok: 'elsewhere' };

/** The request as the API's route reads it: each part parsed with its row's schema, or why the API refuses it. */
async function checkRequest(row: Endpoint, request: Request, rawParams: PathParams): Promise<Checked> {
  const url = new URL(request.url);
  let params: unknown;
  if (row.params) {
    const parsed = row.params.safeParse(rawParams);
    if (!parsed.success)
      return moreSpecificRow(row, url.pathname)
        ? { ok: 'elsewhere' }
        : { ok: false, kind: 'schema', problem: `its path parameters break the row: ${describeIssues(parsed.error)}` };
    params = parsed.data;
  }
  let query: unknown;
  if (row.query) {
    const parsed = row.query.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success)
      return { ok: false, kind: 'schema', problem: `its query breaks the row: ${describeIssues(parsed.error)}` };
    query = parsed.data;
  }
  const contentType = request.headers.get('Content-Type');
  const json = contentType !== null && /^application\/([\w.+-]*\+)?json\b/i.test(contentType);
  // A clone: the resolver may read the request as sent.
  const text = await request.clone().text();
  let body: unknown;
  if (row.body) {
    if (!json)
      return {
        ok: false,
        kind: 'transport',
        problem: `it sends its body without a JSON content type (Content-Type: ${contentType ?? 'none'})`,
      };
    let sent: unknown;
    try {
      sent = text ? JSON.parse(text) : undefined;
    } catch {
      return { ok: false, kind: 'transport', problem: `its body is not JSON: ${text.slice(0, 80)}` };
    }
    if (sent === undefined)
      return { ok: false, kind: 'transport', problem: 'it sends a JSON content type with an empty body' };
    const parsed = row.body.safeParse(sent);
    if (!parsed.success)
      return { ok: false, kind: 'schema', problem: `its body breaks the row: ${describeIssues(parsed.error)}` };
    body = parsed.data;
  } else {
    if (json)
      return {
        ok: false,
        kind: 'transport',
        problem: `it sends a JSON content type, but its operation takes no body${text ? '' : " (the API answers 400: Body cannot be empty when content-type is set to 'application/json')"}`,
      };
    if (text)
      return {
        ok: false,
        kind: 'transport',
        problem: `it sends a body, but its operation takes none: ${text.slice(0, 80)}`,
      };
  }
  return { ok: true, params, query, body };
}

/**
 * Checks a request against its row; a request the API would refuse is recorded and answered
 * 400 as the API does, unless `expected` answers it: the refusal a test asked for.
 */
async function admitted(
  row: Endpoint,
  request: Request,
  params: PathParams,
  expected?: (kind: ProblemKind) => Response | undefined,
): Promise<Checked | Response> {
  const checked = await checkRequest(row, request, params);
  if (checked.ok !== false) return checked;
  const meant = expected?.(checked.kind);
  if (meant) return meant;
  const url = new URL(request.url);
  contractProblems.push(
    `${request.method} ${url.pathname}${url.search} (mocked as ${row.method} ${row.path}): ${checked.problem}`,
  );
  return HttpResponse.json({ message: checked.problem }, { status: 400 });
}

function answer<E extends Endpoint>(row: E, ...[given, init = {}]: AnswerArgs<E>) {
  return http[mswMethod(row)](row.path, async ({ request, params }) => {
    const checked = await admitted(row, request, params);
    if (checked instanceof Response) return checked;
    if (checked.ok === 'elsewhere') return undefined;
    const { ok: _, ...parsed } = checked;
    const fixture =
      typeof given === 'function'
        ? await (given as RowResolver<E>)({ request, ...(parsed as Omit<RowRequest<E>, 'request'>) })
        : given;
    if (fixture instanceof Response) return fixture;
    const status = init.status ?? row.success.status;
    if (fixture === undefined && 'schema' in row.success) {
      const url = new URL(request.url);
      const problem = `The test gives no answer to ${request.method} ${url.pathname}${url.search} (mocked as ${row.method} ${row.path})`;
      contractProblems.push(problem);
      throw new Error(problem);
    }
    if (!('schema' in row.success)) return new HttpResponse(null, { ...init, status });
    const result = row.success.schema.safeParse(fixture);
    if (!result.success) {
      const problem = `The test's answer to ${row.method} ${row.path} breaks its contract: ${describeIssues(result.error)}`;
      contractProblems.push(problem);
      throw new Error(problem);
    }
    // The fixture as written (not the parsed output): the client parses it again itself.
    return HttpResponse.json(fixture as never, { ...init, status });
  });
}

/** The statuses a test may refuse a row with: those its row declares, and 500 (the server failing). */
// Besides what its row declares, any call can meet a fault of the server (500) or the
// database going away (503 with Retry-After, docs/api.md's error statuses).
type RefusalOf<E extends Endpoint> = E['refusals'][number] | 500 | 503;

/**
 * The API refusing a call: `{ message }` with `status`, as its error handler answers, and
 * `issues` (each problem's path into the body) when a write of many rows is refused. The
 * request is checked against its row first: a request the API would refuse for its shape
 * never reaches the refusal the test meant, except a 400 for a path parameter, query or body
 * its row's schema rejects, which is that refusal (a test of how a screen shows the API's
 * validation message). A malformed request (content type, a body where none belongs) still
 * fails the test.
 */
function refuse<E extends Endpoint>(
  row: E,
  status: RefusalOf<E>,
  message: string,
  issues?: Array<{ path: Array<string | number>; message: string }>,
) {
  return http[mswMethod(row)](row.path, async ({ request, params }) => {
    const refusal = () => HttpResponse.json(issues ? { message, issues } : { message }, { status });
    const checked = await admitted(row, request, params, (kind) =>
      status === 400 && kind === 'schema' ? refusal() : undefined,
    );
    if (checked instanceof Response) return checked;
    if (checked.ok === 'elsewhere') return undefined;
    return refusal();
  });
}

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
