import { appendFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type OperationLogOptions = { file: string };

/**
 * A request carrying this header was sent by a test reading back what a member would see,
 * not by the web apps, so it does not count as the web's call being exercised.
 */
export const READ_BACK_HEADER = 'x-read-back';

/**
 * Appends each operation the API answers successfully to a file, once per operation and
 * caller kind, as JSON lines `{"operation":"GET /api/teams/:id","by":"web"}`. The end-to-end
 * suite sets OPERATIONS_LOG and compares the file with the operations the web apps call
 * (docs/decisions.md: every web call is exercised end to end). Answers that failed (4xx, 5xx)
 * prove nothing about the operation and are left out.
 */
export default fp<OperationLogOptions>(
  async function operationLog(app: FastifyInstance, { file }) {
    const written = new Set<string>();
    // On the raw response's close, not Fastify's onResponse: a live stream (GET /api/events)
    // writes its answer past Fastify (reply.hijack()), whose hooks then never see it end.
    app.addHook('onRequest', async (request, reply) => {
      reply.raw.once('close', () => {
        const route = request.routeOptions.url;
        if (!route || !reply.raw.headersSent || reply.raw.statusCode >= 400) return;
        const entry = JSON.stringify({
          operation: `${request.method} ${route}`,
          by: request.headers[READ_BACK_HEADER] ? 'read-back' : 'web',
        });
        if (written.has(entry)) return;
        written.add(entry);
        appendFileSync(file, `${entry}\n`);
      });
    });
  },
  { name: 'operation-log' },
);
