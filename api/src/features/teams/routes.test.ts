import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DEMO_TEAMS } from '../../db/seed/demo-teams';
import { createTestApp } from '../../testing/app';
import { signIn } from '../../testing/members';
import { bearer, createTestUser } from '../../testing/identities';

describe('GET /api/teams', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp({ demoLeagueOpen: true });
  });
  after(() => app.close());

  it("lists the league's twelve teams in id order", async () => {
    const member = await signIn(app);
    const response = await app.inject({ method: 'GET', url: '/api/teams', headers: bearer(member) });
    assert.equal(response.statusCode, 200);
    const list = response.json() as Array<{ id: number; name: string; displayName: string; abbreviation: string }>;
    assert.deepEqual(
      list.map(({ name, displayName, abbreviation }) => ({ name, displayName, abbreviation })),
      DEMO_TEAMS.map(({ name, displayName, abbreviation }) => ({ name, displayName, abbreviation })),
    );
    const ids = list.map((team) => team.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b),
    );
  });

  it("with a season, gives every team that season's record and points, as the standings count them", async () => {
    const member = await signIn(app);
    const response = await app.inject({ method: 'GET', url: '/api/teams?season=2024', headers: bearer(member) });
    assert.equal(response.statusCode, 200);
    const list = response.json() as Array<{
      id: number;
      name: string;
      yahooTeamKey: string | null;
      wins: number;
      losses: number;
      ties: number;
      totalPoints: number;
    }>;
    assert.equal(list.length, 12);
    assert.deepEqual(
      list.map((team) => team.id),
      [...list.map((team) => team.id)].sort((a, b) => a - b),
    );
    const standings = (
      await app.inject({ method: 'GET', url: '/api/matchups/standings/2024', headers: bearer(member) })
    ).json().teams as Array<{
      id: number;
      wins: number;
      losses: number;
      ties: number;
      totalPoints: number;
    }>;
    for (const team of list) {
      const entry = standings.find((row) => row.id === team.id);
      assert.deepEqual(
        [team.wins, team.losses, team.ties, team.totalPoints],
        [entry?.wins, entry?.losses, entry?.ties, entry?.totalPoints],
        team.name,
      );
      // 2024 is played out: 18 games each.
      assert.equal(team.wins + team.losses + team.ties, 18, team.name);
      assert.ok(team.totalPoints > 0);
      assert.ok(team.yahooTeamKey?.startsWith('461.l.6288.t.'));
    }
    assert.ok(
      list.some((team) => team.ties > 0),
      'the demo season has a tied game',
    );

    const unplayed = (
      await app.inject({ method: 'GET', url: '/api/teams?season=2030', headers: bearer(member) })
    ).json() as typeof list;
    assert.ok(
      unplayed.every((team) => team.wins === 0 && team.losses === 0 && team.ties === 0 && team.totalPoints === 0),
    );
    const plain = (await app.inject({ method: 'GET', url: '/api/teams', headers: bearer(member) })).json() as Array<
      Record<string, unknown>
    >;
    assert.ok(plain.every((team) => !('wins' in team)));
  });

  it('answers 400 for a season that is not a year', async () => {
    const member = await signIn(app);
    const response = await app.inject({ method: 'GET', url: '/api/teams?season=last', headers: bearer(member) });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'Invalid request: querystring.season: season must be a year such as 2024');
  });

  it('answers 401 without a token and 403 for a user who is not a member', async () => {
    assert.equal((await app.inject({ method: 'GET', url: '/api/teams' })).statusCode, 401);
    assert.equal((await app.inject({ method: 'GET', url: '/api/teams?season=2024' })).statusCode, 401);
    const outsider = await createTestUser();
    const response = await app.inject({ method: 'GET', url: '/api/teams', headers: bearer(outsider) });
    assert.equal(response.statusCode, 403);
    assert.equal(
      (await app.inject({ method: 'GET', url: '/api/teams?season=2024', headers: bearer(outsider) })).statusCode,
      403,
    );
  });
});
