import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Endpoint } from 'shared-contracts';
import { healthEndpoints } from 'shared-contracts/health';
import { apiEndpoints } from './endpoint-table';
import { route } from './plugins/endpoint-route';
import { createTestApp } from './testing/app';

/** The Fastify path of a row: `/api/trades/:id` is registered as it is written. */
const key = (method: string, url: string) => `${method} ${url}`;

/**
 * One place per endpoint's path: every route of the API is registered from its row of the
 * endpoint table (shared-contracts' endpoints), and every row is registered, once.
 */
describe('the endpoint table', () => {
  const registered: RouteOptions[] = [];
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp({ onRoute: (options) => registered.push(options) });
  });
  after(() => app.close());

  // Fastify answers HEAD for every GET by itself; the documentation pages are the plugin's.
  const apiRoutes = () =>
    registered.flatMap((options) =>
      [options.method]
        .flat()
        .filter(
          (method) => method !== 'HEAD' && options.url.startsWith('/api/') && !options.url.startsWith('/api/docs'),
        )
        .map((method) => ({ method, options })),
    );

  it('registers every row once, at its method and path, with its access and operation name', () => {
    for (const [name, row] of Object.entries(apiEndpoints)) {
      const matches = apiRoutes().filter(
        ({ method, options }) => key(method, options.url) === key(row.method, row.path),
      );
      assert.equal(matches.length, 1, `${name}: ${row.method} ${row.path} is registered once`);
      const { options } = matches[0]!;
      assert.equal(options.config?.access, row.access, `${name} is ${row.access}`);
      assert.equal((options.schema as { operationId?: string }).operationId, name);
    }
  });

  it('marks every row that answers 201 Created as a create, whose route reads the Idempotency-Key header', () => {
    for (const [name, row] of Object.entries(apiEndpoints as Record<string, Endpoint>)) {
      if (row.success.status === 201) assert.equal(row.creates, true, `${name} answers 201: it creates`);
      if (!row.creates) continue;
      const { options } = apiRoutes().find(
        ({ method, options }) => key(method, options.url) === key(row.method, row.path),
      )!;
      assert.equal(options.config?.creates, true, `${name}'s route honours Idempotency-Key`);
      assert.ok((options.schema as { headers?: unknown }).headers, `${name}'s route checks the header`);
    }
  });

  it('has a row for every /api route', () => {
    const rows = new Set(Object.values(apiEndpoints).map((row) => key(row.method, row.path)));
    const strays = apiRoutes()
      .map(({ method, options }) => key(method, options.url))
      .filter((found) => !rows.has(found));
    assert.deepEqual(strays, []);
  });

  it('refuses to register a route from a row that is not in the table', async () => {
    const bare = Fastify();
    try {
      assert.throws(
        () =>
          route(bare, { ...healthEndpoints.getHealth }, async () => ({
            status: 'ok' as const,
            rateLimits: 'off' as const,
          })),
        /GET \/api\/health is not a row of the endpoint table/,
      );
    } finally {
      await bare.close();
    }
  });
});
