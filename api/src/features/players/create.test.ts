import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Player } from 'shared-contracts';
import { auditLog, players, teams } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { auditCount, type FixtureLeague, fixtureLeague, freshYear, insertPlayerFixtures } from '../../testing/fixtures';
import { bearer, createTestUser, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';

describe('POST /api/players', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let commissioner: TestUser;
  const year = freshYear();
  const teamKey = `test.l.${Date.now()}.t.7`;

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    commissioner = await signIn(app);
    await app.db.update(teams).set({ providerTeamKey: teamKey }).where(eq(teams.id, league.teamIds[6]!));
    await insertPlayerFixtures(app, league, [{ year, name: 'Patrick Mahomes', position: 'QB', nflTeam: 'KC' }]);
  });
  after(() => app.close());

  const create = (payload: object, user: TestUser | null = commissioner) =>
    app.inject({ method: 'POST', url: '/api/players', headers: user ? bearer(user) : {}, payload });
  const countNamed = async (name: string) =>
    (
      await app.db
        .select()
        .from(players)
        .where(and(eq(players.year, year), sql`lower(${players.name}) = lower(${name})`))
    ).length;

  it('creates a player: position uppercased, NFL team spelled the league way, blanks null, years kept 0', async () => {
    const response = await create({
      year,
      name: '  Jalen Hurts ',
      position: 'qb',
      nflTeam: 'PHI',
      teamId: league.teamIds[2],
      isRookie: false,
      isKeeper: 'yes',
      auctionPrice: '',
      buffer: null,
      previousYearValue: '12',
      yearsKept: '',
      currentYearValue: 20,
    });
    assert.equal(response.statusCode, 201, response.body);
    const created = response.json() as Player;
    const [team] = await app.db.select().from(teams).where(eq(teams.id, league.teamIds[2]!));
    assert.deepEqual(
      { ...created, id: 0 },
      {
        id: 0,
        year,
        name: 'Jalen Hurts',
        position: 'QB',
        nflTeam: 'Phi',
        isRookie: false,
        teamId: league.teamIds[2],
        yahooTeamKey: team!.providerTeamKey,
        teamName: team!.name,
        auctionPrice: null,
        buffer: null,
        isKeeper: true,
        previousYearValue: 12,
        yearsKept: 0,
        currentYearValue: 20,
        draftRound: null,
        seasonPoints: null,
        lastWeekPoints: null,
      },
    );
    const [stored] = await app.db.select().from(players).where(eq(players.id, created.id));
    assert.equal(stored?.nflTeam, 'Phi');
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'player.create'), eq(auditLog.entityId, created.id)));
    assert.equal(audit?.before, null);
    assert.equal((audit?.after as { name: string }).name, 'Jalen Hurts');
    assert.ok(audit?.userId, 'the audit row names who created it');
  });

  it('takes the team from a Yahoo team key, and free-agent or null as no team', async () => {
    const keyed = await create({ year, name: 'Keyed Player', position: 'WR', nflTeam: 'sf', yahooTeamKey: teamKey });
    assert.equal(keyed.statusCode, 201, keyed.body);
    assert.equal(keyed.json().teamId, league.teamIds[6]);
    assert.equal(keyed.json().yahooTeamKey, teamKey);
    assert.equal(keyed.json().nflTeam, 'SF');
    const free = await create({
      year,
      name: 'Free Agent Guy',
      position: 'te',
      nflTeam: 'gb',
      yahooTeamKey: 'free-agent',
    });
    assert.equal(free.statusCode, 201, free.body);
    assert.deepEqual(
      [free.json().teamId, free.json().teamName, free.json().position, free.json().nflTeam],
      [null, null, 'TE', 'GB'],
    );
  });

  it('refuses a missing name, position or NFL team with the message docs/screens/players.md §3 gives', async () => {
    const required = 'Name, Position, and NFL Team are required';
    for (const [payload, fields] of [
      [{ year, position: 'QB', nflTeam: 'KC' }, ['name']],
      [{ year, name: '   ', position: 'QB', nflTeam: 'KC' }, ['name']],
      [{ year, name: 'No Position', nflTeam: 'KC' }, ['position']],
      [{ year, name: 'No Team', position: 'QB', nflTeam: '' }, ['nflTeam']],
      // Every missing field in issues, the sentence once.
      [{ year, name: '', position: 'QB', nflTeam: ' ' }, ['name', 'nflTeam']],
    ] as const) {
      const response = await create(payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(response.json(), {
        message: required,
        issues: fields.map((field) => ({ path: [field], message: required })),
      });
    }
    assert.equal(await countNamed('No Position'), 0);
  });

  it('refuses a name the year already holds, in any letter case, with 409', async () => {
    const response = await create({ year, name: 'PATRICK mahomes', position: 'QB', nflTeam: 'KC' });
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), { message: 'Player "PATRICK mahomes" already exists' });
    assert.equal(await countNamed('patrick mahomes'), 1);
    // Another year is another book: the same name is welcome there.
    const nextYear = await create({ year: year + 1, name: 'Patrick Mahomes', position: 'QB', nflTeam: 'KC' });
    assert.equal(nextYear.statusCode, 201);
  });

  it('refuses a look-alike of a name the year holds (fullwidth letters, a no-break space) as that name, and an invisible character with a clear message', async () => {
    const fullwidth = await create({ year, name: 'Ｐａｔｒｉｃｋ\u00A0Ｍａｈｏｍｅｓ', position: 'QB', nflTeam: 'KC' });
    assert.equal(fullwidth.statusCode, 409);
    assert.deepEqual(fullwidth.json(), { message: 'Player "Patrick Mahomes" already exists' });
    // Letters of other scripts drawn like Latin ones (docs/api.md §4): Cyrillic, Armenian, Lisu.
    for (const name of ['P\u0430trick Mahomes', 'Patrick Mah\u0585mes', '\uA4D1ATRICK MAHOMES']) {
      const lookAlike = await create({ year, name, position: 'QB', nflTeam: 'KC' });
      assert.equal(lookAlike.statusCode, 409, JSON.stringify(name));
      assert.deepEqual(lookAlike.json(), { message: `Player "${name}" already exists` });
    }
    for (const [name, character] of [
      ['Patrick\u200BMahomes', 'U+200B'],
      ['Patrick Mahomes\u202E', 'U+202E'],
    ] as const) {
      const hidden = await create({ year, name, position: 'QB', nflTeam: 'KC' });
      assert.equal(hidden.statusCode, 400);
      assert.match(
        hidden.json().message,
        new RegExp(
          `name must not contain invisible or text-direction characters \\(found ${character.replace('+', '\\+')}\\)`,
        ),
      );
    }
    assert.equal(await countNamed('patrick mahomes'), 1);
  });

  it('refuses an unknown NFL team, a position the book has not, a team of no league team, a bad number and a missing year', async () => {
    const cases: Array<[object, RegExp]> = [
      [
        { year, name: 'Bad Nfl', position: 'QB', nflTeam: 'XYZ' },
        /^NFL team "XYZ" is not one of the 32 NFL team abbreviations$/,
      ],
      [
        { year, name: 'Bad Position', position: 'qbb', nflTeam: 'KC' },
        /^position "qbb" is not one of QB, RB, WR, TE, K, DEF, DL, DE, DT, LB, DB, CB, S$/,
      ],
      [
        { year, name: 'Bad Key', position: 'QB', nflTeam: 'KC', yahooTeamKey: 'nope.l.1.t.1' },
        /^no team of this league has the Yahoo team key "nope.l.1.t.1"$/,
      ],
      [
        { year, name: 'Bad Price', position: 'QB', nflTeam: 'KC', auctionPrice: 'lots' },
        /^auctionPrice must be a whole number$/,
      ],
      [{ year, name: 'Negative', position: 'QB', nflTeam: 'KC', yearsKept: -1 }, /^yearsKept must be 0 to/],
      [{ name: 'No Year', position: 'QB', nflTeam: 'KC' }, /year/],
    ];
    for (const [payload, message] of cases) {
      const response = await create(payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.match(response.json().message, message);
    }
    for (const name of ['Bad Nfl', 'Bad Position', 'Bad Key', 'Bad Price', 'Negative', 'No Year'])
      assert.equal(await countNamed(name), 0);
  });

  it('answers 404 for a teamId naming no team of the league, 400 when another field is wrong too', async () => {
    const badTeam = await create({ year, name: 'Bad Team', position: 'QB', nflTeam: 'KC', teamId: 999999 });
    assert.equal(badTeam.statusCode, 404);
    assert.deepEqual(badTeam.json(), {
      message: 'team 999999 is not a team of this league',
      issues: [{ path: ['teamId'], message: 'team 999999 is not a team of this league' }],
    });
    const both = await create({ year, name: 'Bad Team', position: 'Coach', nflTeam: 'KC', teamId: 999999 });
    assert.equal(both.statusCode, 400);
    assert.deepEqual(
      both.json().issues.map((issue: { path: string[] }) => issue.path[0]),
      ['position', 'teamId'],
    );
    assert.equal(await countNamed('Bad Team'), 0);
  });

  it('answers 401 without a token, 403 to a non-member and to a manager', async () => {
    const payload = { year, name: 'Forbidden', position: 'QB', nflTeam: 'KC' };
    const auditsBefore = await auditCount(app, 'player.create');
    assert.equal((await create(payload, null)).statusCode, 401);
    assert.equal((await create(payload, await createTestUser())).statusCode, 403);
    const manager = await signInAsManager(app, null);
    const response = await create(payload, manager);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { message: 'Only the commissioner can do this' });
    assert.equal(await countNamed('Forbidden'), 0);
    assert.equal(await auditCount(app, 'player.create'), auditsBefore);
  });
});
