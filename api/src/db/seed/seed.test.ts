import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { canonicalNflTeam } from 'shared-contracts';
import { FAKE_LEAGUES, fullName, rosterOf, SEASON_WEEKS, weekStarted, weekStats } from 'shared-demo-league';
import { type DatabaseHandle, openDatabase } from '../client';
import {
  auditLog,
  draftPicks,
  faabBalances,
  leagues,
  matchups,
  pingPongBalls,
  players,
  playerWeekPoints,
  teams,
  tradeItems,
  trades,
} from '../schema';
import { readActivityPage } from '../../features/activity/activity-pages';
import { planRosters } from '../../features/provider/import/roster-matching';
import { openTestDatabase } from '../../testing/database';
import { DEMO_TEAMS } from './demo-teams';
import { NFL_TEAMS } from './nfl';
import { seedIfEmpty } from '.';

/** Every row of a table in id order, leaving out columns stamped with the clock or with transaction ids. */
async function rowsOf(handle: DatabaseHandle, table: PgTable & { id: unknown }) {
  const {
    createdAt: _createdAt,
    xact: _xact,
    oldestRunningXact: _oldestRunningXact,
    ...columns
  } = getTableColumns(table) as Record<string, never>;
  return handle.db
    .select(columns)
    .from(table)
    .orderBy(asc((table as unknown as { id: never }).id));
}

const seededTables = {
  leagues,
  teams,
  matchups,
  players,
  playerWeekPoints,
  draftPicks,
  pingPongBalls,
  faabBalances,
  trades,
  tradeItems,
  auditLog,
};

/** The demo's Yahoo league in a season (2024 played out, 2025 under way in week 11). */
function yahooSeason(season: number) {
  const league = FAKE_LEAGUES.find((candidate) => candidate.season === season);
  assert.ok(league, `the fake Yahoo has ${season}`);
  return league;
}

describe('the demo seed', () => {
  // The test database was seeded by this same code from an empty one (on the engine under test).
  let handle: DatabaseHandle;
  before(async () => {
    handle = await openTestDatabase();
  });
  after(() => handle.close());

  it('keeps the league on season 2024, week 17 by default, with 2025 as its current season', async () => {
    const rows = await handle.db.select().from(leagues);
    assert.equal(rows.length, 1);
    assert.deepEqual(
      rows.map(({ currentSeason, defaultSeason, defaultWeek, isDemo }) => ({
        currentSeason,
        defaultSeason,
        defaultWeek,
        isDemo,
      })),
      [{ currentSeason: 2025, defaultSeason: 2024, defaultWeek: 17, isDemo: true }],
    );
  });

  it("links team n of the demo teams to the Yahoo league's team n, and gives two teams a local logo", async () => {
    const rows = await handle.db.select().from(teams).orderBy(asc(teams.id));
    assert.deepEqual(
      rows.map((team) => [team.abbreviation, team.providerTeamKey]),
      DEMO_TEAMS.map((team, index) => [team.abbreviation, `461.l.6288.t.${index + 1}`]),
    );
    const logos = rows.filter((team) => team.logoUrl !== null);
    assert.equal(logos.length, 2);
    for (const team of logos) assert.match(team.logoUrl ?? '', /^data:image\/svg\+xml,/);
  });

  it('plays 2024 out and 2025 through week 10, week 11 under way: 18 weeks of six games, every team once a week', async () => {
    const games = await handle.db.select().from(matchups).orderBy(asc(matchups.week), asc(matchups.position));
    const teamIds = (await handle.db.select({ id: teams.id }).from(teams)).map((team) => team.id).sort();
    for (const season of [2024, 2025]) {
      for (let week = 1; week <= 18; week += 1) {
        const inWeek = games.filter((game) => game.season === season && game.week === week);
        assert.deepEqual(
          inWeek.map((game) => game.position),
          [1, 2, 3, 4, 5, 6],
          `${season} week ${week} positions`,
        );
        const playing = inWeek.flatMap((game) => [game.homeTeamId, game.awayTeamId]).sort();
        assert.deepEqual(playing, teamIds, `${season} week ${week}: every team plays exactly once`);
        // The demo's Yahoo league is in 2025's week 11: its points so far, not yet final.
        const completed = season === 2024 || week <= 10;
        const scored = season === 2024 || week <= 11;
        for (const game of inWeek) {
          assert.equal(game.isCompleted, completed, `${season} week ${week} completed`);
          assert.equal(game.homeScore !== null && game.awayScore !== null, scored, `${season} week ${week} scores`);
          assert.ok(
            game.description && /\b(Sep|Oct|Nov|Dec|Jan)\b/.test(game.description),
            game.description ?? 'no description',
          );
        }
      }
    }
    assert.equal(games.length, 2 * 18 * 6);
    assert.ok(
      games.some((game) => game.season === 2024 && game.homeScore === game.awayScore),
      'a tied game shows ties in the standings',
    );
  });

  it('books a few hundred players a year with unique names, known positions and NFL teams, keepers, rookies and free agents', async () => {
    const rows = await handle.db.select().from(players);
    for (const year of [2024, 2025, 2026]) {
      const book = rows.filter((player) => player.year === year);
      assert.ok(book.length >= 200 && book.length <= 400, `${year}: ${book.length} players`);
      assert.equal(new Set(book.map((player) => player.name.toLowerCase())).size, book.length, `${year}: names unique`);
      assert.ok(
        book.some((player) => player.isRookie),
        `${year}: rookies`,
      );
      assert.ok(
        book.some((player) => player.teamId === null),
        `${year}: free agents`,
      );
      const keepers = book.filter((player) => player.isKeeper);
      assert.ok(keepers.length > 0, `${year}: keepers`);
      for (const keeper of keepers)
        assert.ok(keeper.yearsKept >= 1 && keeper.teamId !== null, `${keeper.name} is kept by a team`);
      for (const player of book) {
        assert.ok(['QB', 'RB', 'WR', 'TE', 'K', 'DEF'].includes(player.position), player.position);
        assert.ok((NFL_TEAMS as readonly string[]).includes(player.nflTeam), player.nflTeam);
      }
    }
    // Keeper values follow from the year before: a 2025 keeper's previous value is its 2024 price.
    const keeper2025 = rows.find((player) => player.year === 2025 && player.isKeeper && player.yearsKept === 1);
    assert.ok(keeper2025);
    const as2024 = rows.find((player) => player.year === 2024 && player.name === keeper2025.name);
    assert.equal(keeper2025.previousYearValue, as2024?.auctionPrice);
    assert.equal(keeper2025.teamId, as2024?.teamId);
  });

  it("books each Yahoo-rostered player of 2024 and 2025 on his Yahoo team, with Yahoo's position, NFL team and player id; no one else has an id", async () => {
    const teamIds = (await handle.db.select({ id: teams.id }).from(teams).orderBy(asc(teams.id))).map((t) => t.id);
    const rows = await handle.db.select().from(players);
    for (const season of [2024, 2025]) {
      const league = yahooSeason(season);
      const byProviderId = new Map(
        rows
          .filter((row) => row.year === season && row.providerPlayerId !== null)
          .map((row) => [row.providerPlayerId, row]),
      );
      let rostered = 0;
      teamIds.forEach((teamId, index) => {
        for (const { player } of rosterOf(league, index + 1)) {
          rostered += 1;
          const row = byProviderId.get(String(player.id));
          assert.ok(row, `${season}: ${fullName(player)} (${player.id}) is in the book`);
          assert.deepEqual(
            [row.teamId, row.position, row.nflTeam],
            [teamId, player.position, canonicalNflTeam(player.nfl.abbr)],
            `${season}: ${row.name}`,
          );
        }
      });
      // Free agents and the book's own players carry no id: their points are not known.
      assert.equal(byProviderId.size, rostered, `${season}: only Yahoo-rostered players have an id`);
    }
    assert.ok(
      rows.every((row) => row.year !== 2026 || row.providerPlayerId === null),
      '2026 is no Yahoo season',
    );
    const hurts = rows.find((row) => row.year === 2025 && row.name === 'Jalen Hurts');
    assert.deepEqual([hurts?.teamId, hurts?.providerPlayerId], [teamIds[0], '30001']);
  });

  it('names the 2025 Yahoo rosters as an import does: one finds each player already there, on his team, nothing to create or move', async () => {
    const teamIds = (await handle.db.select({ id: teams.id }).from(teams).orderBy(asc(teams.id))).map((t) => t.id);
    const book = (await handle.db.select().from(players)).filter((row) => row.year === 2025);
    const league = yahooSeason(2025);
    const rostered = teamIds.flatMap((teamId, index) =>
      rosterOf(league, index + 1).map(({ player }) => ({
        name: fullName(player),
        teamId,
        position: player.position,
        nflTeam: canonicalNflTeam(player.nfl.abbr) ?? player.nfl.abbr,
      })),
    );
    const plan = planRosters(book, rostered, {
      moveKeepers: new Set(),
      releaseUnrostered: false,
      importedTeamIds: new Set(teamIds),
    });
    assert.deepEqual(plan.creates, []);
    assert.deepEqual(plan.updates, []);
    assert.deepEqual(
      plan.teamChanges.filter((change) => change.kind === 'move'),
      [],
    );
    assert.equal(plan.unchanged, 12 * 16);
    // The fake's rosters repeat a few names: the second of one carries his NFL team, as the import names him.
    assert.ok(book.some((row) => /^Isaiah Hurts \([A-Za-z]+\)$/.test(row.name)));
  });

  it("stores each Yahoo-rostered player's points of every started week as the fake Yahoo scores them, none of a week not begun", async () => {
    const points = await handle.db.select().from(playerWeekPoints);
    const [league] = await handle.db.select({ id: leagues.id }).from(leagues);
    assert.ok(points.every((row) => row.leagueId === league?.id));
    const stored = new Map(points.map((row) => [`${row.season}/${row.providerPlayerId}/${row.week}`, row.points]));
    let expected = 0;
    for (const season of [2024, 2025]) {
      const yahoo = yahooSeason(season);
      for (let teamNumber = 1; teamNumber <= 12; teamNumber += 1) {
        for (const { player } of rosterOf(yahoo, teamNumber)) {
          for (let week = 1; week <= SEASON_WEEKS; week += 1) {
            const key = `${season}/${player.id}/${week}`;
            if (!weekStarted(yahoo, week)) {
              assert.equal(stored.has(key), false, `${key}: a week not begun has no points`);
              continue;
            }
            expected += 1;
            assert.equal(stored.get(key), weekStats(yahoo, player, week).points, key);
          }
        }
      }
    }
    assert.equal(points.length, expected, 'no other points');
    // 2025 is under way in week 11: its points so far, none after.
    assert.deepEqual(
      [...new Set(points.filter((row) => row.season === 2025).map((row) => row.week))].sort((a, b) => a - b),
      Array.from({ length: 11 }, (_, index) => index + 1),
    );
  });

  it("adds up a team's starters' stored points to its score in every game played", async () => {
    const teamRows = await handle.db.select({ id: teams.id }).from(teams).orderBy(asc(teams.id));
    const points = await handle.db.select().from(playerWeekPoints);
    const stored = new Map(points.map((row) => [`${row.season}/${row.providerPlayerId}/${row.week}`, row.points]));
    const games = await handle.db.select().from(matchups);
    let checked = 0;
    for (const game of games) {
      if (game.homeScore === null) continue;
      for (const [teamId, score] of [
        [game.homeTeamId, game.homeScore],
        [game.awayTeamId, game.awayScore],
      ] as const) {
        const teamNumber = teamRows.findIndex((team) => team.id === teamId) + 1;
        const starters = rosterOf(yahooSeason(game.season), teamNumber).filter(
          (entry) => entry.slot !== 'BN' && entry.slot !== 'IR',
        );
        const total = starters.reduce(
          (sum, { player }) => sum + (stored.get(`${game.season}/${player.id}/${game.week}`) ?? Number.NaN),
          0,
        );
        assert.equal(Math.round(total * 100) / 100, score, `${game.season} week ${game.week} team ${teamNumber}`);
        checked += 1;
      }
    }
    assert.equal(checked, (18 + 11) * 12);
  });

  it("holds every team's pick in rounds 1-5 of 2025-2030 once, some traded, ordered where the order is known", async () => {
    const picks = await handle.db.select().from(draftPicks);
    const teamIds = (await handle.db.select({ id: teams.id }).from(teams)).map((team) => team.id);
    assert.equal(picks.length, teamIds.length * 5 * 6);
    const keys = new Set(picks.map((pick) => `${pick.originalTeamId}/${pick.year}/${pick.round}`));
    assert.equal(keys.size, picks.length);
    for (const year of [2025, 2026, 2027, 2028, 2029, 2030]) {
      for (let round = 1; round <= 5; round += 1) {
        const inRound = picks.filter((pick) => pick.year === year && pick.round === round);
        assert.deepEqual(inRound.map((pick) => pick.originalTeamId).sort(), [...teamIds].sort());
        const positions = inRound.map((pick) => pick.position);
        if (year <= 2026)
          assert.deepEqual(
            [...positions].sort((a, b) => (a ?? 0) - (b ?? 0)),
            [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
          );
        else
          assert.ok(
            positions.every((position) => position === null),
            `${year} round ${round} has no order yet`,
          );
      }
    }
    assert.ok(
      picks.some((pick) => pick.currentTeamId !== pick.originalTeamId),
      'some picks are traded',
    );
    const locked = picks.filter((pick) => pick.isLocked);
    assert.ok(locked.length > 0 && locked.every((pick) => pick.year === 2025));
  });

  it('gives every team ping pong balls for 2025-2030 and FAAB for 2024 and 2025', async () => {
    const balls = await handle.db.select().from(pingPongBalls);
    const faab = await handle.db.select().from(faabBalances);
    assert.equal(new Set(balls.map((ball) => `${ball.teamId}/${ball.year}`)).size, 12 * 6);
    assert.deepEqual([...new Set(balls.map((ball) => ball.year))].sort(), [2025, 2026, 2027, 2028, 2029, 2030]);
    assert.equal(new Set(faab.map((row) => `${row.teamId}/${row.season}`)).size, 12 * 2);
    assert.deepEqual([...new Set(faab.map((row) => row.season))].sort(), [2024, 2025]);
  });

  it('records trades of 2022-2025 in every status, with items of every type naming real rows', async () => {
    const tradeRows = await handle.db.select().from(trades);
    const items = await handle.db.select().from(tradeItems);
    assert.deepEqual([...new Set(tradeRows.map((trade) => trade.status))].sort(), [
      'accepted',
      'cancelled',
      'pending',
      'rejected',
    ]);
    assert.deepEqual([...new Set(tradeRows.map((trade) => trade.season))].sort(), [2022, 2023, 2024, 2025]);
    assert.deepEqual([...new Set(items.map((item) => item.itemType))].sort(), [
      'draft_pick',
      'faab',
      'ping_pong_ball',
      'player',
    ]);

    const playerRows = new Map((await handle.db.select().from(players)).map((row) => [row.id, row]));
    const pickRows = new Map((await handle.db.select().from(draftPicks)).map((row) => [row.id, row]));
    const ballRows = new Map((await handle.db.select().from(pingPongBalls)).map((row) => [row.id, row]));
    const tradeById = new Map(tradeRows.map((trade) => [trade.id, trade]));
    for (const item of items) {
      const trade = tradeById.get(item.tradeId);
      assert.ok(trade);
      assert.deepEqual(
        [item.fromTeamId, item.toTeamId].sort(),
        [trade.proposedByTeamId, trade.proposedToTeamId].sort(),
      );
      if (item.itemType === 'faab') {
        assert.equal(item.itemId, null);
        assert.ok((item.quantity ?? 0) > 0);
      } else if (item.itemType === 'ping_pong_ball') {
        assert.equal(
          ballRows.get(item.itemId ?? -1)?.teamId,
          item.fromTeamId,
          'a ball item names the from-team ball row',
        );
        assert.ok((item.quantity ?? 0) > 0);
      } else if (item.itemType === 'player') {
        const player = playerRows.get(item.itemId ?? -1);
        assert.ok(player, 'a player item names a player');
        assert.equal(player.year, trade.season);
        // Accepted trades are history the rows reflect; pending ones offer what a team holds.
        if (trade.status === 'accepted') assert.equal(player.teamId, item.toTeamId);
        if (trade.status === 'pending') assert.equal(player.teamId, item.fromTeamId);
      } else {
        const pick = pickRows.get(item.itemId ?? -1);
        assert.ok(pick, 'a pick item names a pick');
        if (trade.status === 'accepted') assert.equal(pick.currentTeamId, item.toTeamId);
        if (trade.status === 'pending') assert.equal(pick.currentTeamId, item.fromTeamId);
      }
    }
    // Every traded pick's move is explained by an accepted trade.
    for (const pick of pickRows.values()) {
      if (pick.currentTeamId === pick.originalTeamId) continue;
      const explained = items.some(
        (item) =>
          item.itemType === 'draft_pick' &&
          item.itemId === pick.id &&
          tradeById.get(item.tradeId)?.status === 'accepted',
      );
      assert.ok(explained, `pick ${pick.id} moved by an accepted trade`);
    }
  });

  it("tells the seeded trades in the league's activity, newest first, as the league's own: each proposal and each answer at its time", async () => {
    const [league] = await handle.db.select().from(leagues);
    assert.ok(league);
    const teamNames = new Map((await handle.db.select().from(teams)).map((team) => [team.id, team.name]));
    const items = [];
    let page = await readActivityPage(handle.db, league.id, { limit: 100 });
    items.push(...page.items);
    while (page.next) {
      const before = Number(new URL(page.next, 'http://feed').searchParams.get('before'));
      page = await readActivityPage(handle.db, league.id, { limit: 100, before });
      items.push(...page.items);
    }

    const verbs = { accepted: 'accepted', rejected: 'rejected', cancelled: 'cancelled' } as const;
    const expected = (await handle.db.select().from(trades)).flatMap((trade) => {
      const pair = `${teamNames.get(trade.proposedByTeamId)} and ${teamNames.get(trade.proposedToTeamId)}`;
      const teamIds = [trade.proposedByTeamId, trade.proposedToTeamId];
      const proposal = {
        kind: 'trade.proposed',
        at: trade.proposedAt.toISOString(),
        teamIds,
        text: `The league proposed a trade between ${pair}`,
      };
      if (trade.status === 'pending' || trade.status === 'countered') return [proposal];
      assert.ok(trade.respondedAt);
      const verb = verbs[trade.status as keyof typeof verbs];
      const answer = {
        kind: `trade.${verb}`,
        at: trade.respondedAt.toISOString(),
        teamIds,
        text: `The league ${verb} the trade between ${pair}`,
      };
      return [proposal, answer];
    });
    const told = items.map(({ kind, at, teamIds, text }) => ({ kind, at, teamIds, text }));
    const byTime = (a: { at: string; text: string }, b: { at: string; text: string }) =>
      b.at.localeCompare(a.at) || a.text.localeCompare(b.text);
    assert.deepEqual([...told].sort(byTime), [...expected].sort(byTime));
    assert.deepEqual(
      told.map((item) => item.at),
      told.map((item) => item.at).sort((a, b) => b.localeCompare(a)),
      'newest first',
    );
    assert.ok(items.every((item) => item.actor === null));
    assert.deepEqual([...new Set(told.map((item) => item.kind))].sort(), [
      'trade.accepted',
      'trade.cancelled',
      'trade.proposed',
      'trade.rejected',
    ]);
  });

  it('seeds only an empty database, and two empty databases get identical rows', async () => {
    assert.equal(await seedIfEmpty(handle.db), false);
    const fresh = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await fresh.migrate();
      assert.equal(await seedIfEmpty(fresh.db), true);
      for (const [name, table] of Object.entries(seededTables)) {
        assert.deepEqual(await rowsOf(fresh, table), await rowsOf(handle, table), `${name} differ`);
      }
    } finally {
      await fresh.close();
    }
  });
});
