import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  RawServerDefault,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
  FastifyBaseLogger,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Endpoint, errorBody, idempotencyKeyHeader } from 'shared-contracts';
import { z } from 'zod/mini';
import { apiEndpoints } from '../endpoint-table';

/** A row's schema, or nothing when the row has none (a route then takes no such input). */
type Given<S> = S extends z.ZodMiniType ? S : undefined;

type SuccessStatus<E extends Endpoint> =
  E['success']['status'] | (E['success'] extends { alsoStatus: infer Also extends number } ? Also : never);
type SuccessSchema<E extends Endpoint> = E['success'] extends { schema: infer S extends z.ZodMiniType }
  ? S
  : z.ZodMiniNull;

/** The route's schema as Fastify sees it, with the row's literal types, so the handler is typed from the row. */
export type EndpointSchema<E extends Endpoint> = {
  params: Given<E['params']>;
  querystring: Given<E['query']>;
  body: Given<E['body']>;
  response: { [Status in SuccessStatus<E>]: SuccessSchema<E> } & {
    [Status in E['refusals'][number]]: typeof errorBody;
  };
  summary: string;
  tags: string[];
  operationId: string;
};

/** A handler of a row: request.params, query and body are the row's parsed types; what it answers is checked against the row's statuses. */
export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** What a route may add to its row: only what is the server's business, never the contract's. */
export type EndpointRouteOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'logLevel'>;

const names = new Map<Endpoint, string>(Object.entries(apiEndpoints).map(([name, row]) => [row, name]));

/**
 * Registers the route of one row of the endpoint table: its method, its full path (so a
 * feature registers without a prefix and the path lives only in the table), its schemas
 * (params, query, body; the success answer and every refusal as errorBody), its summary,
 * tags and operation name for the OpenAPI document, and who may call it (`config.access`,
 * read by the access guard). A row that is not in the table is refused: every route comes
 * from it.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  row: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const name = names.get(row);
  if (name === undefined) throw new Error(`${row.method} ${row.path} is not a row of the endpoint table`);
  const response: Record<number, z.ZodMiniType> = {};
  if (row.success.status === 204) response[204] = z.null();
  else {
    response[row.success.status] = row.success.schema;
    if (row.success.alsoStatus !== undefined) response[row.success.alsoStatus] = row.success.schema;
  }
  for (const status of row.refusals) response[status] = errorBody;
  // A create also refuses a key in flight (409) or reused for another request (422): idempotency.ts.
  if (row.creates) for (const status of [400, 409, 422]) response[status] = errorBody;
  const schema: FastifySchema & { summary: string; tags: string[]; operationId: string } = {
    summary: row.summary,
    tags: [...row.tags],
    operationId: name,
    ...(row.params ? { params: row.params } : {}),
    ...(row.query ? { querystring: row.query } : {}),
    ...(row.body ? { body: row.body } : {}),
    // Only the create's own header is checked (a bad one answers 400); every other passes as sent.
    ...(row.creates ? { headers: z.looseObject({ 'idempotency-key': z.optional(idempotencyKeyHeader) }) } : {}),
    response,
  };
  app.route({
    ...options,
    method: row.method,
    url: row.path,
    schema,
    config: { access: row.access, creates: row.creates === true },
    // The handler's types come from the row's schemas (EndpointSchema); Fastify's own route
    // type cannot follow a schema built at run time, so it takes the handler as it is.
    handler: handler as unknown as RouteOptions['handler'],
  });
}
