import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ScheduleMatchup } from 'shared-contracts';
import { auditLog, matchups, users } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { bearer, createTestUser, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';
import { gamesOfSeason, insertOtherLeague, teamIdsByAbbreviation } from '../../testing/schedule-fixtures';

describe('/api/schedule', () => {
  let app: FastifyInstance;
  let commissioner: TestUser;
  let ids: Record<string, number>;

  const patch = (id: number, payload: unknown, user: TestUser | null = commissioner) =>
    app.inject({
      method: 'PATCH',
      url: `/api/schedule/matchups/${id}`,
      headers: user ? bearer(user) : {},
      payload: payload as object,
    });
  const week = async (season: number, weekNumber: number) =>
    (await gamesOfSeason(app, season)).filter((game) => game.week === weekNumber);
  const auditOf = (entityIds: number[]) =>
    app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'matchups'), inArray(auditLog.entityId, entityIds)))
      .orderBy(asc(auditLog.id));

  before(async () => {
    app = await createTestApp({ demoLeagueOpen: true });
    commissioner = await signIn(app);
    ids = await teamIdsByAbbreviation(app);
  });
  after(() => app.close());

  describe('GET /api/schedule/{season}', () => {
    it("answers the season's games by week then position, with team names and abbreviations", async () => {
      const response = await app.inject({ method: 'GET', url: '/api/schedule/2024', headers: bearer(commissioner) });
      assert.equal(response.statusCode, 200);
      const games = response.json().matchups as ScheduleMatchup[];
      const stored = await gamesOfSeason(app, 2024);
      assert.deepEqual(
        games.map((game) => [
          game.id,
          game.weekNumber,
          game.position,
          game.homeTeamId,
          game.awayTeamId,
          game.isCompleted,
          game.homeTeamScore,
          game.awayTeamScore,
        ]),
        stored.map((game) => [
          game.id,
          game.week,
          game.position,
          game.homeTeamId,
          game.awayTeamId,
          game.isCompleted,
          game.homeScore,
          game.awayScore,
        ]),
      );
      const names = (
        await app.inject({ method: 'GET', url: '/api/teams', headers: bearer(commissioner) })
      ).json() as Array<{ id: number; name: string; abbreviation: string }>;
      for (const game of games) {
        const home = names.find((team) => team.id === game.homeTeamId);
        assert.deepEqual(game.homeTeam, { name: home?.name, abbreviation: home?.abbreviation });
        assert.equal(game.awayTeam.abbreviation, names.find((team) => team.id === game.awayTeamId)?.abbreviation);
      }
      assert.equal(games.length, 108);
    });

    it('answers an empty list for a season without games, and 400 for a season that is not a year', async () => {
      const empty = await app.inject({ method: 'GET', url: '/api/schedule/2027', headers: bearer(commissioner) });
      assert.deepEqual(empty.json(), { matchups: [] });
      const invalid = await app.inject({ method: 'GET', url: '/api/schedule/soon', headers: bearer(commissioner) });
      assert.equal(invalid.statusCode, 400);
      assert.equal(invalid.json().message, 'Invalid request: params.season: season must be a year such as 2024');
    });
  });

  describe('PATCH /api/schedule/matchups/{id}: moves', () => {
    it('moves a game to another week: the old week closes up, the new one renumbers, both audited', async () => {
      const [from, to] = [await week(2025, 14), await week(2025, 15)];
      const moving = from[1]!;
      const response = await patch(moving.id, { weekNumber: 15, position: 2 });
      assert.equal(response.statusCode, 200);
      const answer = response.json() as ScheduleMatchup;
      assert.equal(answer.id, moving.id);
      assert.equal(answer.weekNumber, 15);
      assert.equal(answer.position, 2);
      assert.equal(answer.homeTeamId, moving.homeTeamId);
      assert.equal(typeof answer.homeTeam.name, 'string');

      const [fromAfter, toAfter] = [await week(2025, 14), await week(2025, 15)];
      assert.deepEqual(
        fromAfter.map((game) => game.id),
        from.filter((game) => game.id !== moving.id).map((game) => game.id),
      );
      assert.deepEqual(
        fromAfter.map((game) => game.position),
        [1, 2, 3, 4, 5],
      );
      assert.deepEqual(
        toAfter.map((game) => game.id),
        [to[0]!.id, moving.id, ...to.slice(1).map((game) => game.id)],
      );
      assert.deepEqual(
        toAfter.map((game) => game.position),
        [1, 2, 3, 4, 5, 6, 7],
      );

      const [user] = await app.db.select().from(users).where(eq(users.firebaseId, commissioner.uid));
      const audit = await auditOf([...from, ...to].map((game) => game.id));
      const moved = audit.filter((row) => row.action === 'matchup.move');
      assert.equal(moved.length, 1);
      assert.equal(moved[0]?.entityId, moving.id);
      assert.equal(moved[0]?.userId, user?.id);
      assert.deepEqual(
        [(moved[0]?.before as { week: number }).week, (moved[0]?.before as { position: number }).position],
        [14, 2],
      );
      assert.deepEqual(
        [(moved[0]?.after as { week: number }).week, (moved[0]?.after as { position: number }).position],
        [15, 2],
      );
      // Games behind it in both weeks changed position: each change is on record.
      const renumbered = audit
        .filter((row) => row.action === 'matchup.renumber')
        .map((row) => row.entityId)
        .sort();
      assert.deepEqual(renumbered, [...from.slice(2), ...to.slice(1)].map((game) => game.id).sort());
    });

    it('moves a game within its week, and appends when the position is past the end', async () => {
      const before = await week(2025, 16);
      const last = before[5]!;
      assert.equal((await patch(last.id, { weekNumber: 16, position: 1 })).statusCode, 200);
      const reordered = await week(2025, 16);
      assert.deepEqual(
        reordered.map((game) => game.id),
        [last.id, ...before.slice(0, 5).map((game) => game.id)],
      );
      assert.deepEqual(
        reordered.map((game) => game.position),
        [1, 2, 3, 4, 5, 6],
      );

      const first = reordered[0]!;
      const appended = await patch(first.id, { weekNumber: 17, position: 99 });
      assert.equal(appended.statusCode, 200);
      assert.equal(appended.json().position, 7);
      assert.deepEqual(
        (await week(2025, 17)).map((game) => game.position),
        [1, 2, 3, 4, 5, 6, 7],
      );
      assert.deepEqual(
        (await week(2025, 16)).map((game) => game.id),
        reordered.slice(1).map((game) => game.id),
      );
    });

    it('lands two moves made at the same moment in opposite directions, both weeks numbered 1..n', async () => {
      const [one, two] = [await week(2024, 1), await week(2024, 2)];
      const [a, b] = [one[0]!, two[5]!];
      const [first, second] = await Promise.all([
        patch(a.id, { weekNumber: 2, position: 1 }),
        patch(b.id, { weekNumber: 1, position: 7 }),
      ]);
      assert.deepEqual([first.statusCode, second.statusCode], [200, 200]);
      const [oneAfter, twoAfter] = [await week(2024, 1), await week(2024, 2)];
      assert.deepEqual(
        oneAfter.map((game) => game.position),
        [1, 2, 3, 4, 5, 6],
      );
      assert.deepEqual(
        twoAfter.map((game) => game.position),
        [1, 2, 3, 4, 5, 6],
      );
      assert.deepEqual(
        oneAfter.map((game) => game.id),
        [...one.slice(1).map((game) => game.id), b.id],
      );
      assert.deepEqual(
        twoAfter.map((game) => game.id),
        [a.id, ...two.slice(0, 5).map((game) => game.id)],
      );
    });
  });

  describe('PATCH /api/schedule/matchups/{id}: team changes', () => {
    it('sets the home team, then the away team, answering the schedule row and auditing before and after', async () => {
      const [game] = await week(2025, 18);
      assert.ok(game);
      const newHome = Object.values(ids).find((id) => id !== game.homeTeamId && id !== game.awayTeamId)!;
      const home = await patch(game.id, { homeTeamId: newHome });
      assert.equal(home.statusCode, 200);
      assert.equal(home.json().homeTeamId, newHome);
      assert.equal(home.json().awayTeamId, game.awayTeamId);
      assert.equal(home.json().homeTeam.abbreviation, Object.entries(ids).find(([, id]) => id === newHome)?.[0]);

      const newAway = game.homeTeamId;
      const away = await patch(game.id, { awayTeamId: newAway });
      assert.equal(away.statusCode, 200);
      assert.deepEqual([away.json().homeTeamId, away.json().awayTeamId], [newHome, newAway]);

      const audit = (await auditOf([game.id])).filter((row) => row.action === 'matchup.update');
      assert.equal(audit.length, 2);
      assert.equal((audit[0]?.before as { homeTeamId: number }).homeTeamId, game.homeTeamId);
      assert.equal((audit[0]?.after as { homeTeamId: number }).homeTeamId, newHome);
      assert.equal((audit[1]?.after as { awayTeamId: number }).awayTeamId, newAway);
    });
  });

  describe('PATCH /api/schedule/matchups/{id}: refusals change nothing', () => {
    // A team of no league, or of another, is a missing row: 404 (docs/api.md §3); the rest 400.
    const refusals: Array<
      [string, (game: typeof matchups.$inferSelect, other: { teamId: number }) => unknown, RegExp, number?]
    > = [
      ['a team id of 0', () => ({ homeTeamId: 0 }), /^Invalid request: body\.homeTeamId: Invalid team ID$/],
      ['a negative team id', () => ({ awayTeamId: -3 }), /^Invalid request: body\.awayTeamId: Invalid team ID$/],
      ['a fractional team id', () => ({ homeTeamId: 1.5 }), /^Invalid request: body\.homeTeamId: Invalid team ID$/],
      ['a team id that is text', () => ({ homeTeamId: 'abc' }), /^Invalid request: body\.homeTeamId: Invalid team ID$/],
      [
        'a team of no league',
        () => ({ homeTeamId: 987654 }),
        /^Invalid team ID: 987654 is not a team of this league$/,
        404,
      ],
      [
        'a team of another league',
        (_game, other) => ({ awayTeamId: other.teamId }),
        /^Invalid team ID: \d+ is not a team of this league$/,
        404,
      ],
      ['the home team as away team', (game) => ({ awayTeamId: game.homeTeamId }), /^A team cannot play itself$/],
      [
        'both team ids',
        (game) => ({ homeTeamId: game.awayTeamId, awayTeamId: game.homeTeamId }),
        /Send either weekNumber and position, or exactly one of homeTeamId and awayTeamId/,
      ],
      ['a week without a position', () => ({ weekNumber: 3 }), /Send either weekNumber and position/],
      [
        'a move with a team',
        (game) => ({ weekNumber: 3, position: 1, homeTeamId: game.awayTeamId }),
        /Send either weekNumber and position/,
      ],
      ['an empty body', () => ({}), /Send either weekNumber and position/],
      ['week 19', () => ({ weekNumber: 19, position: 1 }), /body\.weekNumber: weekNumber must be a week from 1 to 18/],
      ['week 0', () => ({ weekNumber: 0, position: 1 }), /body\.weekNumber: weekNumber must be a week from 1 to 18/],
      [
        'position 0',
        () => ({ weekNumber: 2, position: 0 }),
        /body\.position: position must be a whole number from 1 to 2147483647/,
      ],
      ['an unknown field', () => ({ weekNumber: 2, position: 1, season: 2024 }), /^Invalid request: body/],
    ];

    it('answers 400 (404 for a team not of the league) with a clear message, and leaves the schedule and the audit log as they were', async () => {
      const other = await insertOtherLeague(app);
      const [game] = await week(2025, 13);
      assert.ok(game);
      for (const [label, body, message, status = 400] of refusals) {
        const schedule = await gamesOfSeason(app, 2025);
        const auditCount = (await app.db.select().from(auditLog)).length;
        const response = await patch(game.id, body(game, other));
        assert.equal(response.statusCode, status, label);
        assert.match(response.json().message, message, label);
        assert.deepEqual(await gamesOfSeason(app, 2025), schedule, `${label} changed the schedule`);
        assert.equal((await app.db.select().from(auditLog)).length, auditCount, `${label} wrote to the audit log`);
      }
    });

    it("answers 404 for an unknown matchup and for another league's, and 400 for an id that is not one", async () => {
      const other = await insertOtherLeague(app);
      for (const id of [99_999_999, other.matchupId]) {
        const response = await patch(id, { weekNumber: 2, position: 1 });
        assert.equal(response.statusCode, 404);
        assert.equal(response.json().message, 'Matchup not found');
      }
      const [theirs] = await app.db.select().from(matchups).where(eq(matchups.id, other.matchupId));
      assert.deepEqual([theirs?.week, theirs?.position], [1, 1]);
      const teamChange = await patch(other.matchupId, { homeTeamId: ids.GCK });
      assert.equal(teamChange.statusCode, 404);
      const badId = await app.inject({
        method: 'PATCH',
        url: '/api/schedule/matchups/first',
        headers: bearer(commissioner),
        payload: { homeTeamId: 1 },
      });
      assert.equal(badId.statusCode, 400);
      assert.match(badId.json().message, /params\.id/);
    });
  });

  describe('access', () => {
    it('answers 401 without a token, 403 to a non-member, and 403 to a manager editing', async () => {
      const [game] = await week(2025, 13);
      assert.ok(game);
      const before = await gamesOfSeason(app, 2025);

      const anonymousRead = await app.inject({ method: 'GET', url: '/api/schedule/2025' });
      assert.equal(anonymousRead.statusCode, 401);
      assert.equal(anonymousRead.json().message, 'Not authenticated');
      const anonymousEdit = await patch(game.id, { weekNumber: 2, position: 1 }, null);
      assert.equal(anonymousEdit.statusCode, 401);

      const outsider = await createTestUser('outsider');
      assert.equal(
        (await app.inject({ method: 'GET', url: '/api/schedule/2025', headers: bearer(outsider) })).statusCode,
        403,
      );
      assert.equal((await patch(game.id, { weekNumber: 2, position: 1 }, outsider)).statusCode, 403);

      const manager = await signInAsManager(app, ids.BAY);
      assert.equal(
        (await app.inject({ method: 'GET', url: '/api/schedule/2025', headers: bearer(manager) })).statusCode,
        200,
      );
      const managerEdit = await patch(game.id, { homeTeamId: ids.BAY }, manager);
      assert.equal(managerEdit.statusCode, 403);
      assert.equal(managerEdit.json().message, 'Only the commissioner can do this');
      assert.deepEqual(await gamesOfSeason(app, 2025), before);
    });
  });

  it('is listed in the OpenAPI document with every matchup and teams call', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [path, method] of [
      ['/api/schedule/{season}', 'get'],
      ['/api/schedule/matchups/{id}', 'patch'],
      ['/api/matchups/standings/{season}', 'get'],
      ['/api/matchups/week/{week}', 'get'],
      ['/api/matchups/season/{season}', 'get'],
      ['/api/teams', 'get'],
    ] as const) {
      assert.ok(document.paths[path]?.[method], `${method} ${path} is documented`);
    }
  });
});
