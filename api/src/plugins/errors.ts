import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorIssue } from 'shared-contracts';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  conflictMessage,
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseFailure,
  isDatabaseUnavailable,
  isUniqueViolation,
} from '../db/errors';

type ValidationIssue = { instancePath?: string; message?: string };

/** How much of a caller's input a message may quote, and how many problems it lists. */
const QUOTED_CHARACTERS = 40;
const LISTED_ISSUES = 10;

/**
 * Input quoted in a message: in double quotes, cut to a short prefix. A message never
 * echoes a megabyte someone sent back to them (nor into a log).
 */
export function quoteInput(value: unknown): string {
  const text = String(value);
  return `"${text.length > QUOTED_CHARACTERS ? `${text.slice(0, QUOTED_CHARACTERS)}…` : text}"`;
}

/**
 * "body.email: email must be an email address; query.season: …" from zod's issues: the
 * first few, each cut short (an unknown key's name, or a path into a huge array, is input too).
 */
function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const described = issues.slice(0, LISTED_ISSUES).map((issue) => {
    const where = [context, ...(issue.instancePath ?? '').split('/').filter(Boolean)].filter(Boolean).join('.');
    const line = where ? `${where}: ${issue.message ?? 'is invalid'}` : (issue.message ?? 'is invalid');
    return line.length > 200 ? `${line.slice(0, 200)}…` : line;
  });
  const more = issues.length > LISTED_ISSUES ? `; and ${issues.length - LISTED_ISSUES} more problems` : '';
  return `${described.join('; ')}${more}`;
}

/**
 * Where each problem of a refused body is, as `issues` (a path into the body, row indexes as
 * numbers: `['players', 3, 'name']`), so a screen finds the row and field without reading the
 * message. The same cap as the message: a body with ten thousand bad rows is not echoed back.
 */
function bodyIssues(issues: ValidationIssue[]): ErrorIssue[] {
  return issues.slice(0, MAX_BODY_ISSUES).map((issue) => ({
    path: (issue.instancePath ?? '')
      .split('/')
      .filter(Boolean)
      .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)),
    message: (issue.message ?? 'is invalid').slice(0, 200),
  }));
}
const MAX_BODY_ISSUES = 1000;

/**
 * What the router answers before any route or error handler runs (Fastify's
 * `frameworkErrors`): a path that is not valid percent-encoding (400), or a path segment past
 * the router's length limit (414). `{ message }` like every other error, without echoing the path.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  reply
    .code(status)
    .send({ message: status === 414 ? 'A part of the address is too long' : 'The address is not a valid URL' });
}

/**
 * The one error handler: every failure answers `{ message }` with its status (and `issues`
 * when a write of many rows says where each problem is). Client errors
 * say what was wrong; a unique index's violation (two writes racing past a route's own
 * check) is a 409 for every write; a database that is away or too slow answers 503
 * (try again shortly); server errors are logged with their request and answered without details, so no stack trace or SQL ever reaches a browser, and a failed statement is
 * logged without its parameters (see databaseFailure). An error that says it is fit to show
 * (`expose`, as a provider's 502 does) keeps its message, and its `headers` (Retry-After).
 * Domain code throws `httpErrors` from @fastify/sensible, or a ProviderError, and never
 * answers an error itself.
 */
export default fp(
  async function errorHandling(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const validation = error.validation as ValidationIssue[];
        const message = `Invalid request: ${describeValidation(error.validationContext, validation)}`;
        // A body's problems also say where they are; a path's or a query's have only the message.
        if (error.validationContext !== 'body') return reply.code(400).send({ message });
        return reply.code(400).send({ message, issues: bodyIssues(validation) });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
        return reply.code(500).send({ message: 'Internal server error' });
      }
      if (isUniqueViolation(error)) return reply.code(409).send({ message: conflictMessage(error) });
      if (isDatabaseUnavailable(error)) {
        // Nothing the caller did: the database is away or too slow, and the pool reconnects by itself.
        request.log.warn(
          { database: databaseFailure(error) ?? { message: error.message }, method: request.method, url: request.url },
          'database unavailable',
        );
        return reply.code(503).header('Retry-After', '2').send({ message: DATABASE_UNAVAILABLE_MESSAGE });
      }
      const status = error.statusCode ?? 500;
      const {
        expose = status < 500,
        headers,
        issues,
      } = error as FastifyError & { expose?: boolean; headers?: Record<string, string>; issues?: ErrorIssue[] };
      if (!expose) {
        const database = databaseFailure(error);
        request.log.error(
          { ...(database ? { database } : { err: error }), method: request.method, url: request.url },
          'request failed',
        );
        return reply.code(status).send({ message: 'Internal server error' });
      }
      // A service we depend on failed (a provider's 502): its message says how, and it is logged.
      if (status >= 500) request.log.warn({ err: error, method: request.method, url: request.url }, 'upstream failed');
      if (headers) reply.headers(headers);
      return reply.code(status).send(issues ? { message: error.message, issues } : { message: error.message });
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      reply
        .code(404)
        .send({ message: `Route ${request.method} ${path.length > 100 ? `${path.slice(0, 100)}…` : path} not found` });
    });
  },
  { name: 'error-handling' },
);
