import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { errorBody } from 'shared-contracts';
import { z } from 'zod/mini';
import { createTestApp } from './testing/app';
import { bearer, type TestUser } from './testing/identities';
import { leagueFingerprint } from './testing/league-fingerprint';
import { signIn } from './testing/members';

const TOO_BIG = 2_147_483_648;

/**
 * Bad input that once answered 500 or was coerced and written, each as it was reproduced:
 * every one now answers 400 `{ message }` and writes nothing.
 */
const REPRODUCTIONS: Array<[string, Omit<InjectOptions, 'headers'>]> = [
  ['an id above int4 in a path', { method: 'PUT', url: `/api/trades/${TOO_BIG}`, payload: { action: 'reject' } }],
  ['an id above int4 in a query', { method: 'GET', url: `/api/trades?teamId=${TOO_BIG}` }],
  ['ids above int4 in a list query', { method: 'GET', url: `/api/teams/players?teamIds=1,${TOO_BIG}` }],
  [
    'a pick position above int4',
    { method: 'PATCH', url: '/api/picks/batch', payload: { picks: [{ id: 65, position: TOO_BIG }] } },
  ],
  [
    'a schedule position above int4',
    { method: 'PATCH', url: '/api/schedule/matchups/1', payload: { weekNumber: 1, position: TOO_BIG } },
  ],
  [
    'a trade item id above int4',
    {
      method: 'POST',
      url: '/api/trades',
      payload: {
        proposedByTeamId: 1,
        proposedToTeamId: 2,
        items: [{ fromTeamId: 1, toTeamId: 2, itemType: 'player', itemId: TOO_BIG }],
      },
    },
  ],
  [
    'a trade quantity above int4',
    {
      method: 'POST',
      url: '/api/trades',
      payload: {
        proposedByTeamId: 1,
        proposedToTeamId: 2,
        items: [{ fromTeamId: 1, toTeamId: 2, itemType: 'faab', quantity: TOO_BIG }],
      },
    },
  ],
  [
    'a NUL in a player name',
    { method: 'POST', url: '/api/players', payload: { year: 2025, name: 'a\u0000b', position: 'WR', nflTeam: 'KC' } },
  ],
  [
    'a NUL in an imported position',
    {
      method: 'POST',
      url: '/api/players/upsert',
      payload: { year: 2025, players: [{ name: 'Nul Row', position: 'W\u0000R', nflTeam: 'KC' }] },
    },
  ],
  ['a NUL in a Yahoo code', { method: 'POST', url: '/api/yahoo/oauth/verify-code', payload: { code: 'abc\u0000' } }],
  [
    'a boolean for a player id',
    { method: 'PATCH', url: '/api/players/batch', payload: { updates: [{ id: true, name: 'Coerced From True' }] } },
  ],
  [
    'a list for a team id',
    { method: 'POST', url: '/api/yahoo/link-team', payload: { yahooTeamKey: '461.l.6288.t.1', teamId: [3] } },
  ],
  [
    'text for a pick id',
    { method: 'PATCH', url: '/api/picks/batch', payload: { picks: [{ id: '65', isLocked: true }] } },
  ],
  ['a hexadecimal path id', { method: 'PATCH', url: '/api/schedule/matchups/0x6f', payload: { homeTeamId: 1 } }],
  ['an exponent path id', { method: 'DELETE', url: '/api/league/members/1e3' }],
  ['a hexadecimal season', { method: 'GET', url: '/api/schedule/0x7e8' }],
];

describe('bad input answers 400 { message } and writes nothing', () => {
  let app: FastifyInstance;
  let commissioner: TestUser;
  before(async () => {
    app = await createTestApp();
    commissioner = await signIn(app);
  });
  after(() => app.close());

  it('answers an address the router refuses (bad percent-encoding, an overlong segment) with { message } too', async () => {
    for (const [url, status] of [
      ['/api/trades/%E0%A4%A', 400],
      [`/api/trades/${'9'.repeat(300)}`, 414],
    ] as const) {
      const response = await app.inject({
        method: 'PUT',
        url,
        payload: { action: 'reject' },
        headers: bearer(commissioner),
      });
      assert.equal(response.statusCode, status, url);
      assert.deepEqual(Object.keys(response.json()), ['message']);
      assert.doesNotMatch(response.body, /999999|%E0/);
    }
    const unknown = await app.inject({ method: 'GET', url: `/api/${'x'.repeat(5000)}`, headers: bearer(commissioner) });
    assert.equal(unknown.statusCode, 404);
    assert.ok(unknown.body.length < 200, `answered ${unknown.body.length} characters`);
  });

  for (const [what, request] of REPRODUCTIONS) {
    it(what, async () => {
      const before = await leagueFingerprint(app.db);
      const response = await app.inject({ ...request, headers: bearer(commissioner) });
      assert.equal(response.statusCode, 400, response.body);
      // `{ message }`, and where the problem sits in a body, its `issues` (nothing else).
      const refusal = z.strictObject(errorBody.shape).parse(response.json());
      assert.match(refusal.message, /^Invalid request: /);
      if (refusal.issues) assert.ok(refusal.issues.length > 0 && 'payload' in request, response.body);
      assert.equal(await leagueFingerprint(app.db), before);
    });
  }
});
