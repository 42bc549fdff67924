import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

type ValidationIssue = { instancePath?: string; message?: string };

/** "body.email: email must be an email address; query.season: …" from zod's issues. */
function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  return issues
    .map((issue) => {
      const where = [context, ...(issue.instancePath ?? '').split('/').filter(Boolean)].filter(Boolean).join('.');
      return where ? `${where}: ${issue.message ?? 'is invalid'}` : (issue.message ?? 'is invalid');
    })
    .join('; ');
}

/**
 * The one error handler: every failure answers `{ message }` with its status. Client errors
 * say what was wrong; server errors are logged with their request and answered without
 * details, so no stack trace or SQL ever reaches a browser.
 */
export default fp(
  async function errorHandling(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const message = describeValidation(error.validationContext, error.validation as ValidationIssue[]);
        return reply.code(400).send({ message: `Invalid request: ${message}` });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
        return reply.code(500).send({ message: 'Internal server error' });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error, method: request.method, url: request.url }, 'request failed');
        return reply.code(status).send({ message: 'Internal server error' });
      }
      return reply.code(status).send({ message: error.message });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
    });
  },
  { name: 'error-handling' },
);
