import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { auditLog, draftPicks, leagues, matchups, pingPongBalls, teams } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { bearer, createTestUser, type TestUser } from '../../testing/identities';
import { signIn } from '../../testing/members';
import { roundRobinSchedule } from './round-robin';

/** Every team once a week; each team's home and away games differ by at most one. */
function assertBalanced(
  teamIds: number[],
  games: Array<{ week: number; homeTeamId: number; awayTeamId: number }>,
  weeks: number,
) {
  for (let week = 1; week <= weeks; week += 1) {
    const playing = games.filter((game) => game.week === week).flatMap((game) => [game.homeTeamId, game.awayTeamId]);
    assert.deepEqual(
      [...playing].sort((a, b) => a - b),
      [...teamIds].sort((a, b) => a - b),
      `week ${week}`,
    );
  }
  for (const team of teamIds) {
    const home = games.filter((game) => game.homeTeamId === team).length;
    const away = games.filter((game) => game.awayTeamId === team).length;
    assert.ok(Math.abs(home - away) <= 1, `team ${team}: ${home} home, ${away} away`);
  }
}

describe('the round robin', () => {
  it('for any even number of teams and weeks: each team once a week, home and away balanced, every pair once per cycle', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 18 }), (half, weeks) => {
        const teamIds = Array.from({ length: half * 2 }, (_value, index) => 100 + index * 7);
        const games = roundRobinSchedule(teamIds, weeks);
        assertBalanced(teamIds, games, weeks);
        const cycle = games.filter((game) => game.week <= teamIds.length - 1);
        const pairs = cycle.map((game) => [game.homeTeamId, game.awayTeamId].sort((a, b) => a - b).join('-'));
        assert.equal(new Set(pairs).size, pairs.length, 'no pair twice in a cycle');
      }),
      { numRuns: 60 },
    );
  });
});

describe('generating a season (commissioner): the schedule, future picks and ball rows', () => {
  let app: FastifyInstance;
  let commissioner: TestUser;
  let leagueId: number;
  const post = (url: string, payload: object, user = commissioner) =>
    app.inject({ method: 'POST', url, headers: bearer(user), payload });

  before(async () => {
    commissioner = await createTestUser('founder');
    app = await createTestApp({
      demoLeagueOpen: false,
      league: { name: 'Keepers United', commissioners: [commissioner.email], season: 2026 },
    });
    await signIn(app, commissioner);
    const [league] = await app.db.select().from(leagues).where(eq(leagues.isDemo, false));
    leagueId = league!.id;
  });
  after(() => app.close());

  it('needs teams first, and an even number of them', async () => {
    const none = await post('/api/schedule/generate', { season: 2026, weeks: 14 });
    assert.equal(none.statusCode, 409);
    assert.equal(none.json().message, 'A schedule needs at least two teams: create the teams first');
    for (const name of ['Alpha Aces', 'Bravo Bears', 'Charlie Chargers'])
      assert.equal((await post('/api/teams', { name })).statusCode, 201);
    const odd = await post('/api/schedule/generate', { season: 2026, weeks: 14 });
    assert.equal(odd.statusCode, 409);
    assert.equal(
      odd.json().message,
      'Every team plays once a week only with an even number of teams; the league has 3',
    );
    for (const name of [
      'Delta Dogs',
      'Echo Eagles',
      'Foxtrot Foxes',
      'Golf Giants',
      'Hotel Hawks',
      'India Ibis',
      'Juliet Jets',
    ]) {
      assert.equal((await post('/api/teams', { name })).statusCode, 201);
    }
  });

  it('writes a balanced round robin over the chosen weeks, audited, which the Schedule screen lists', async () => {
    const response = await post('/api/schedule/generate', { season: 2026, weeks: 14 });
    assert.equal(response.statusCode, 201, response.body);
    assert.deepEqual(response.json(), {
      created: 70,
      unchanged: 0,
      message: 'Scheduled 70 games over 14 weeks of 2026.',
    });
    const games = await app.db
      .select()
      .from(matchups)
      .where(and(eq(matchups.leagueId, leagueId), eq(matchups.season, 2026)))
      .orderBy(asc(matchups.id));
    const teamIds = (await app.db.select({ id: teams.id }).from(teams).where(eq(teams.leagueId, leagueId))).map(
      (team) => team.id,
    );
    assertBalanced(teamIds, games, 14);
    assert.ok(games.every((game) => !game.isCompleted && game.homeScore === null));
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.action, 'matchup.generate'));
    assert.equal(audit.length, 70);
    const schedule = await app.inject({ method: 'GET', url: '/api/schedule/2026', headers: bearer(commissioner) });
    assert.equal(schedule.json().matchups.length, 70);
  });

  it('refuses a season that already has games, and bad weeks, changing nothing', async () => {
    const again = await post('/api/schedule/generate', { season: 2026, weeks: 14 });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'Season 2026 already has a schedule: edit it on the Schedule screen');
    const tooMany = await post('/api/schedule/generate', { season: 2027, weeks: 19 });
    assert.equal(tooMany.statusCode, 400);
    assert.match(tooMany.json().message, /weeks must be 1 to 18/);
    assert.equal((await app.db.select().from(matchups).where(eq(matchups.leagueId, leagueId))).length, 70);
  });

  it('creates rounds 1–5 for every team, held by itself, and a ball row per team and year; a second run creates nothing', async () => {
    const first = await post('/api/picks/generate', { fromYear: 2027, toYear: 2028 });
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), {
      created: 120,
      unchanged: 0,
      message: '2027–2028: created 100 picks and 20 ball rows; 0 already there.',
    });
    const picks = await app.db.select().from(draftPicks).where(eq(draftPicks.leagueId, leagueId));
    assert.equal(picks.length, 100);
    assert.ok(
      picks.every(
        (pick) =>
          pick.currentTeamId === pick.originalTeamId && pick.round >= 1 && pick.round <= 5 && pick.position === null,
      ),
    );
    const balls = await app.db.select().from(pingPongBalls).where(eq(pingPongBalls.leagueId, leagueId));
    assert.deepEqual([balls.length, balls.every((row) => row.quantity === 0)], [20, true]);
    const second = await post('/api/picks/generate', { fromYear: 2027, toYear: 2028 });
    assert.deepEqual(second.json(), {
      created: 0,
      unchanged: 120,
      message: '2027–2028: created 0 picks and 0 ball rows; 120 already there.',
    });
    const backwards = await post('/api/picks/generate', { fromYear: 2029, toYear: 2028 });
    assert.equal(backwards.statusCode, 400);
    assert.match(backwards.json().message, /toYear must not be before fromYear/);
  });

  it("is the commissioner's only", async () => {
    const manager = await createTestUser('manager');
    assert.equal((await post('/api/league/members', { email: manager.email, role: 'manager' })).statusCode, 201);
    await signIn(app, manager);
    assert.equal((await post('/api/schedule/generate', { season: 2030, weeks: 3 }, manager)).statusCode, 403);
    assert.equal((await post('/api/picks/generate', { fromYear: 2030, toYear: 2030 }, manager)).statusCode, 403);
  });
});
