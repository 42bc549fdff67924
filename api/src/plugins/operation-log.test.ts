import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import operationLog, { READ_BACK_HEADER } from './operation-log';

describe('operation log: each operation answered, once, by route pattern', () => {
  let folder: string;
  let file: string;
  let app: FastifyInstance;
  before(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'operation-log-'));
    file = path.join(folder, 'operations.jsonl');
    app = Fastify();
    await app.register(operationLog, { file });
    app.get('/api/teams/:id', async () => ({ ok: true }));
    app.post('/api/teams', async (_request, reply) => reply.code(400).send({ message: 'Team name is required' }));
    await app.ready();
  });
  after(async () => {
    await app.close();
    await rm(folder, { recursive: true, force: true });
  });

  const entries = async () =>
    (await readFile(file, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { operation: string; by: string });

  it('writes the pattern, not the URL, once however often it is answered; refusals and unknown paths are left out', async () => {
    await app.inject({ method: 'GET', url: '/api/teams/1' });
    await app.inject({ method: 'GET', url: '/api/teams/2' });
    await app.inject({ method: 'POST', url: '/api/teams', payload: {} });
    await app.inject({ method: 'GET', url: '/api/nowhere' });
    assert.deepEqual(await entries(), [{ operation: 'GET /api/teams/:id', by: 'web' }]);
  });

  it("tells a test's read-back from the web's own call", async () => {
    await app.inject({ method: 'GET', url: '/api/teams/3', headers: { [READ_BACK_HEADER]: '1' } });
    assert.deepEqual(await entries(), [
      { operation: 'GET /api/teams/:id', by: 'web' },
      { operation: 'GET /api/teams/:id', by: 'read-back' },
    ]);
  });
});
