import assert from 'node:assert/strict';
import { setTimeout as pause } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { StandingsEntry, WeekMatchup } from 'shared-contracts';
import { createTestApp } from '../testing/app';
import { bearer, type TestUser } from '../testing/identities';
import { signIn } from '../testing/members';
import { teamIdsByAbbreviation } from '../testing/schedule-fixtures';
import { matchups, memberships, users } from './schema';

/**
 * A change written past this app's requests (another API instance, a script, the score
 * timer) reaches the cache as the database's announcement, on a connection of its own:
 * the next answers follow it once it has arrived. Asks until they do, for at most 10 s.
 */
async function eventually(request: () => Promise<LightMyRequestResponse>, until: (response: LightMyRequestResponse) => boolean) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await request();
    if (until(response) || Date.now() > deadline) return response;
    await pause(20);
  }
}

describe('the read cache: remembered answers follow every change', () => {
  let app: FastifyInstance;
  let commissioner: TestUser;
  let ids: Record<string, number>;
  const get = (url: string, user: TestUser = commissioner) => app.inject({ method: 'GET', url, headers: bearer(user) });
  const standings = async () => (await get('/api/matchups/standings/2024')).json().teams as StandingsEntry[];
  const week17 = async () => (await get('/api/matchups/week/17?season=2024')).json().matchups as WeekMatchup[];

  before(async () => {
    app = await createTestApp({ demoLeagueOpen: true });
    commissioner = await signIn(app);
    ids = await teamIdsByAbbreviation(app);
  });
  after(() => app.close());

  it('answers a rename made through the API in the very next standings and week', async () => {
    const knights = ids.GCK!;
    const [before, beforeWeek] = [await standings(), await week17()];
    assert.equal(before.find((team) => team.id === knights)?.name, 'Gotham City Knights');
    assert.ok(beforeWeek.some((game) => game.homeTeam.id === knights || game.awayTeam.id === knights));
    const renamed = await app.inject({ method: 'PATCH', url: `/api/teams/${knights}`, headers: bearer(commissioner), payload: { name: 'Gotham Night Owls' } });
    assert.equal(renamed.statusCode, 200);
    assert.equal((await standings()).find((team) => team.id === knights)?.name, 'Gotham Night Owls');
    const game = (await week17()).find((one) => one.homeTeam.id === knights || one.awayTeam.id === knights)!;
    assert.equal(game.homeTeam.id === knights ? game.homeTeam.name : game.awayTeam.name, 'Gotham Night Owls');
  });

  it('answers a score written past the API once the database announces it', async () => {
    const [game] = await week17();
    assert.ok(game && game.home_team_score !== null);
    const score = game.home_team_score + 1000;
    await app.db.update(matchups).set({ homeScore: score }).where(eq(matchups.id, game.id));
    const response = await eventually(
      () => get('/api/matchups/week/17?season=2024'),
      (answer) => (answer.json().matchups as WeekMatchup[]).some((one) => one.id === game.id && one.home_team_score === score),
    );
    assert.ok((response.json().matchups as WeekMatchup[]).some((one) => one.id === game.id && one.home_team_score === score));
    const home = (await standings()).find((team) => team.id === game.homeTeam.id);
    assert.ok(home && home.totalPoints >= score, 'the standings count the new score');
  });

  it('refuses a member removed past the API once the database announces it', async () => {
    const member = await signIn(app);
    assert.equal((await get('/api/league', member)).statusCode, 200);
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.firebaseId, member.uid));
    await app.db.delete(memberships).where(eq(memberships.userId, user!.id));
    const response = await eventually(() => get('/api/league', member), (answer) => answer.statusCode === 403);
    assert.equal(response.statusCode, 403);
  });

  it("refuses a member removed through the API on their very next request", async () => {
    const member = await signIn(app);
    assert.equal((await get('/api/league', member)).statusCode, 200);
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.firebaseId, member.uid));
    const [membership] = await app.db.select({ id: memberships.id }).from(memberships).where(eq(memberships.userId, user!.id));
    const removed = await app.inject({ method: 'DELETE', url: `/api/league/members/${membership!.id}`, headers: bearer(commissioner) });
    assert.equal(removed.statusCode, 204);
    assert.equal((await get('/api/league', member)).statusCode, 403);
  });
});
