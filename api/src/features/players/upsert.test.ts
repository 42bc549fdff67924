import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { players, teams } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import {
  auditCount,
  type FixtureLeague,
  fixtureLeague,
  freshYear,
  insertPlayerFixtures,
  readPlayers,
} from '../../testing/fixtures';
import { bearer, createTestUser, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';

describe('POST /api/players/upsert', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let commissioner: TestUser;
  const year = freshYear();
  const lastYear = freshYear();
  const teamKey = `test.l.${Date.now()}.t.4`;
  let existing: { mahomes: number; kelce: number; lastYearKelce: number };

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    commissioner = await signIn(app);
    await app.db.update(teams).set({ providerTeamKey: teamKey }).where(eq(teams.id, league.teamIds[3]!));
    const [mahomes, kelce, lastYearKelce] = await insertPlayerFixtures(app, league, [
      { year, name: 'Patrick Mahomes', position: 'QB', nflTeam: 'KC', teamId: league.teamIds[0], auctionPrice: 50 },
      { year, name: 'Travis Kelce', position: 'TE', nflTeam: 'KC', teamId: league.teamIds[1] },
      { year: lastYear, name: 'Travis Kelce', position: 'TE', nflTeam: 'KC', auctionPrice: 30 },
    ]);
    existing = { mahomes: mahomes!.id, kelce: kelce!.id, lastYearKelce: lastYearKelce!.id };
  });
  after(() => app.close());

  const upsert = (body: object, user: TestUser | null = commissioner) =>
    app.inject({ method: 'POST', url: '/api/players/upsert', headers: user ? bearer(user) : {}, payload: body });
  const yearRows = () => app.db.select().from(players).where(eq(players.year, year)).orderBy(asc(players.id));

  it('updates by id or by name in any case, creates the rest, maps a Yahoo key to its team', async () => {
    const response = await upsert({
      year,
      players: [
        {
          id: existing.mahomes,
          name: 'Patrick Mahomes II',
          position: 'qb',
          nflTeam: 'kc',
          auctionPrice: '61',
          isKeeper: 'TRUE',
          yahooTeamKey: teamKey,
        },
        { name: 'TRAVIS KELCE', position: 'TE', nflTeam: 'KC', yearsKept: '', auctionPrice: null },
        { name: 'Brand New', position: 'wr', nflTeam: 'Sea', yahooTeamKey: '', isRookie: 'yes', yearsKept: 0 },
        // An id from last year's book, imported into this year: matched by name, last year untouched.
        { id: existing.lastYearKelce, name: 'Rookie Import', position: 'RB', nflTeam: 'Was', year },
      ],
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { created: 2, updated: 2 });
    const rows = await yearRows();
    const byName = new Map(rows.map((row) => [row.name, row]));
    const mahomes = byName.get('Patrick Mahomes II');
    assert.equal(mahomes?.id, existing.mahomes);
    assert.deepEqual([mahomes?.auctionPrice, mahomes?.isKeeper, mahomes?.teamId], [61, true, league.teamIds[3]]);
    const kelce = byName.get('TRAVIS KELCE');
    assert.equal(kelce?.id, existing.kelce);
    // A row that names no team keeps the player's team.
    assert.equal(kelce?.teamId, league.teamIds[1]);
    const fresh = byName.get('Brand New');
    assert.deepEqual(
      [fresh?.position, fresh?.nflTeam, fresh?.teamId, fresh?.isRookie, fresh?.yearsKept],
      ['WR', 'Sea', null, true, 0],
    );
    assert.ok(byName.get('Rookie Import'));
    const [untouched] = await readPlayers(app, [existing.lastYearKelce]);
    assert.deepEqual([untouched?.name, untouched?.year, untouched?.auctionPrice], ['Travis Kelce', lastYear, 30]);
    assert.equal(await auditCount(app, 'player.import', existing.mahomes), 1);
  });

  it('takes the year from each row when the body has none', async () => {
    const other = freshYear();
    const response = await upsert({ players: [{ name: 'Row Year', position: 'K', nflTeam: 'Bal', year: other }] });
    assert.deepEqual(response.json(), { created: 1, updated: 0 });
    const [row] = await app.db
      .select()
      .from(players)
      .where(and(eq(players.year, other), eq(players.name, 'Row Year')));
    assert.equal(row?.nflTeam, 'Bal');
  });

  it('checks every row first and refuses the whole call naming each bad row', async () => {
    const before = await yearRows();
    const response = await upsert({
      year,
      players: [
        { name: 'Good Row', position: 'WR', nflTeam: 'Min' },
        { name: 'No Team', position: 'WR', nflTeam: '' },
        { name: 'Good Row', position: 'RB', nflTeam: 'Min' },
        { name: 'Bad Key', position: 'WR', nflTeam: 'Min', yahooTeamKey: 'nope.l.9.t.9' },
        { name: 'Bad Nfl', position: 'WR', nflTeam: 'UNKNOWN' },
        { name: 'Bad Year', position: 'WR', nflTeam: 'Min', year: 'soon' },
        { id: existing.kelce, name: 'Patrick Mahomes II', position: 'TE', nflTeam: 'KC' },
      ],
    });
    assert.equal(response.statusCode, 400);
    assert.equal(
      response.json().message,
      [
        'Row 2: the NFL team is missing',
        'Row 3: "Good Row" appears twice in ' + year + ' (rows 1 and 3)',
        'Row 4: no team of this league has the Yahoo team key "nope.l.9.t.9"',
        'Row 5: NFL team "UNKNOWN" is not one of the 32 NFL team abbreviations',
        'Row 6: year is required, on the row or the body, and must be a season such as 2025',
        'Row 7: Player "Patrick Mahomes II" already exists',
      ].join('; '),
    );
    assert.deepEqual(await yearRows(), before);
  });

  it('lists every refused row in issues, at its index and field, so a screen can name its file rows', async () => {
    const before = await yearRows();
    const response = await upsert({
      year,
      players: [
        { name: 'Fine', position: 'WR', nflTeam: 'Min' },
        { name: 'Odd Spot', position: 'xx', nflTeam: 'Min' },
        { name: '', position: 'QB', nflTeam: 'Buf' },
        { name: 'Bad Key', position: 'WR', nflTeam: 'Min', yahooTeamKey: 'nope.l.9.t.9' },
        { name: 'fine', position: 'RB', nflTeam: 'Min' },
      ],
    });
    assert.equal(response.statusCode, 400);
    const body = response.json();
    assert.match(body.message, /^Row 2: position "xx" is not one of QB, RB, WR, TE, K, DEF/);
    assert.deepEqual(body.issues, [
      {
        path: ['players', 1, 'position'],
        message: 'position "xx" is not one of QB, RB, WR, TE, K, DEF, DL, DE, DT, LB, DB, CB, S',
      },
      { path: ['players', 2, 'name'], message: 'the name is missing' },
      { path: ['players', 3, 'yahooTeamKey'], message: 'no team of this league has the Yahoo team key "nope.l.9.t.9"' },
      { path: ['players', 4, 'name'], message: `"fine" appears twice in ${year} (rows 1 and 5)` },
    ]);
    assert.deepEqual(await yearRows(), before);
  });

  it("names rows by the caller's file rows when each row gives its fileRow (docs/screens/players.md §4.5)", async () => {
    const before = await yearRows();
    const response = await upsert({
      year,
      players: [
        { name: 'Twice Over', position: 'WR', nflTeam: 'Min', fileRow: 2 },
        { name: 'Once', position: 'WR', nflTeam: 'Min', fileRow: 9 },
        { name: 'twice over', position: 'RB', nflTeam: 'Min', fileRow: 15 },
        { id: existing.kelce, name: 'Kelce Again', position: 'TE', nflTeam: 'KC', fileRow: 16 },
        { id: existing.kelce, name: 'Kelce Thrice', position: 'TE', nflTeam: 'KC', fileRow: 20 },
      ],
    });
    assert.equal(response.statusCode, 400);
    const body = response.json();
    assert.equal(
      body.message,
      `Row 15: "twice over" appears twice in ${year} (rows 2 and 15); Row 20: updates the same player as row 16`,
    );
    assert.deepEqual(body.issues, [
      { path: ['players', 2, 'name'], message: `"twice over" appears twice in ${year} (rows 2 and 15)` },
      { path: ['players', 4, 'id'], message: 'updates the same player as row 16' },
    ]);
    assert.deepEqual(await yearRows(), before);
  });

  it('reports every problem of every row, each at its index and field, in the words the import screen uses', async () => {
    const before = await yearRows();
    const response = await upsert({
      year,
      players: [
        {
          name: '',
          position: 'Coach',
          nflTeam: '',
          auctionPrice: -3,
          buffer: '1.5',
          fantasyTeam: 'Nobody FC',
          id: '0',
          year: 'soon',
        },
        { name: 'Fine Too', position: 'K', nflTeam: 'Bal' },
        {
          name: 'Hidden\u200BName',
          position: 'QB',
          nflTeam: 'Buf',
          yahooTeamKey: 'free-agent',
          fantasyTeamName: 'Renamed Since',
        },
      ],
    });
    assert.equal(response.statusCode, 400);
    const body = response.json();
    assert.deepEqual(body.issues, [
      {
        path: ['players', 0, 'year'],
        message: 'year is required, on the row or the body, and must be a season such as 2025',
      },
      { path: ['players', 0, 'name'], message: 'the name is missing' },
      {
        path: ['players', 0, 'position'],
        message: 'position "Coach" is not one of QB, RB, WR, TE, K, DEF, DL, DE, DT, LB, DB, CB, S',
      },
      { path: ['players', 0, 'nflTeam'], message: 'the NFL team is missing' },
      { path: ['players', 0, 'auctionPrice'], message: 'auctionPrice must be 0 to 1000000' },
      { path: ['players', 0, 'buffer'], message: 'buffer must be a whole number' },
      { path: ['players', 0, 'fantasyTeam'], message: 'no team of this league is named or abbreviated "Nobody FC"' },
      { path: ['players', 0, 'id'], message: 'id "0" is not a player id' },
      {
        path: ['players', 2, 'name'],
        message: 'name must not contain invisible or text-direction characters (found U+200B)',
      },
      {
        path: ['players', 2, 'fantasyTeamName'],
        message: 'no team of this league is named or abbreviated "Renamed Since"',
      },
    ]);
    assert.match(body.message, /^Row 1: year is required[^;]*; Row 1: the name is missing; /);
    assert.deepEqual(await yearRows(), before);
  });

  it('answers 404 when every problem is a teamId naming no team of the league, else 400 listing them all', async () => {
    const before = await yearRows();
    const missingTeams = await upsert({
      year,
      players: [
        { name: 'Nowhere One', position: 'QB', nflTeam: 'KC', teamId: 919191 },
        { name: 'Somewhere', position: 'QB', nflTeam: 'KC', teamId: league.teamIds[0] },
        { name: 'Nowhere Two', position: 'QB', nflTeam: 'KC', teamId: 929292 },
      ],
    });
    assert.equal(missingTeams.statusCode, 404);
    assert.deepEqual(missingTeams.json(), {
      message: 'Row 1: team 919191 is not a team of this league; Row 3: team 929292 is not a team of this league',
      issues: [
        { path: ['players', 0, 'teamId'], message: 'team 919191 is not a team of this league' },
        { path: ['players', 2, 'teamId'], message: 'team 929292 is not a team of this league' },
      ],
    });
    const mixed = await upsert({
      year,
      players: [
        { name: 'Nowhere One', position: 'QB', nflTeam: 'KC', teamId: 919191 },
        { name: 'Bad Position', position: 'Coach', nflTeam: 'KC' },
      ],
    });
    assert.equal(mixed.statusCode, 400);
    assert.deepEqual(
      mixed.json().issues.map((issue: { path: unknown[] }) => issue.path),
      [
        ['players', 0, 'teamId'],
        ['players', 1, 'position'],
      ],
    );
    assert.deepEqual(await yearRows(), before);
  });

  it('places a row by the name or abbreviation of its fantasyTeam, in any case or look-alike form; blank is a free agent', async () => {
    const [team] = await app.db.select().from(teams).where(eq(teams.id, league.teamIds[2]!));
    const response = await upsert({
      year,
      players: [
        { name: 'By Team Name', position: 'WR', nflTeam: 'Min', fantasyTeam: ` ${team!.name.toUpperCase()} ` },
        { name: 'By Abbreviation', position: 'WR', nflTeam: 'Min', fantasyTeam: team!.abbreviation.toLowerCase() },
        { name: 'By Export Name', position: 'WR', nflTeam: 'Min', yahooTeamKey: '', fantasyTeamName: team!.name },
        { name: 'Blank Team', position: 'WR', nflTeam: 'Min', fantasyTeam: '' },
      ],
    });
    assert.equal(response.statusCode, 200, response.body);
    const rows = await yearRows();
    assert.deepEqual(
      ['By Team Name', 'By Abbreviation', 'By Export Name', 'Blank Team'].map(
        (name) => rows.find((row) => row.name === name)?.teamId,
      ),
      [team!.id, team!.id, team!.id, null],
    );
  });

  it('stores a position of the book in capitals, whatever its case', async () => {
    const response = await upsert({
      year,
      players: [
        { name: 'Edge Rusher', position: ' lb ', nflTeam: 'Dal' },
        { name: 'Team Defence', position: 'Def', nflTeam: 'Dal' },
      ],
    });
    assert.equal(response.statusCode, 200, response.body);
    const rows = await yearRows();
    assert.deepEqual(
      ['Edge Rusher', 'Team Defence'].map((name) => rows.find((row) => row.name === name)?.position),
      ['LB', 'DEF'],
    );
  });

  it('refuses two rows that update the same player, and a missing year', async () => {
    const twice = await upsert({
      year,
      players: [
        { id: existing.kelce, name: 'Kelce Renamed', position: 'TE', nflTeam: 'KC' },
        { name: 'travis kelce', position: 'TE', nflTeam: 'KC' },
      ],
    });
    assert.equal(twice.statusCode, 400);
    assert.equal(twice.json().message, 'Row 2: updates the same player as row 1');
    const noYear = await upsert({ players: [{ name: 'Yearless', position: 'TE', nflTeam: 'KC' }] });
    assert.equal(noYear.statusCode, 400);
    assert.match(noYear.json().message, /^Row 1: year is required/);
    assert.equal((await upsert({ year, players: [] })).statusCode, 400);
  });

  it('answers 401 without a token, 403 to a non-member and to a manager, changing nothing', async () => {
    const body = { year, players: [{ name: 'Sneaky', position: 'QB', nflTeam: 'KC' }] };
    assert.equal((await upsert(body, null)).statusCode, 401);
    assert.equal((await upsert(body, await createTestUser())).statusCode, 403);
    const response = await upsert(body, await signInAsManager(app, null));
    assert.equal(response.statusCode, 403);
    assert.equal(
      (await yearRows()).some((row) => row.name === 'Sneaky'),
      false,
    );
  });
});
