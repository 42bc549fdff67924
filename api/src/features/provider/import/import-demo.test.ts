import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import type { StandingsResponse } from 'shared-contracts';
import type { ImportJob, ImportPreview } from 'shared-contracts/provider-setup';
import { leagues, matchups, players, teams } from '../../../db/schema';
import { bearer, type TestUser } from '../../../testing/identities';
import { connectedCommissioner, startYahooTestApp, type YahooTestApp } from '../../../testing/yahoo';

/**
 * The open demo league has a schedule and a book of its own, its teams already linked to the
 * fake Yahoo's. Its games and its 2024 and 2025 rosters are that Yahoo league's, so a team's
 * week total is one number on every screen; importing over it once doubled every game and
 * freed every book player no Yahoo roster holds; it must meet them instead.
 */
describe('importing from Yahoo over the demo league', () => {
  let setup: YahooTestApp;
  let commissioner: TestUser;
  let leagueId: number;
  const post = (url: string, payload: object) =>
    setup.app.inject({ method: 'POST', url, headers: bearer(commissioner), payload });
  const book = () =>
    setup.app.db
      .select()
      .from(players)
      .where(and(eq(players.leagueId, leagueId), eq(players.year, 2025)));

  before(async () => {
    setup = await startYahooTestApp();
    commissioner = await connectedCommissioner(setup.app);
    const [demo] = await setup.app.db.select().from(leagues).where(eq(leagues.isDemo, true));
    leagueId = demo!.id;
  });
  after(() => setup.close());

  it('previews every Yahoo game and rostered player as one the demo already has: nothing new, changed or clashing, and lists the players no roster holds without freeing them', async () => {
    const response = await post('/api/provider/import/preview', { seasons: 2 });
    assert.equal(response.statusCode, 200, response.body);
    const seasons = (response.json() as ImportPreview).seasons;
    assert.deepEqual(
      seasons.map((season) => [season.season, season.matchups, season.conflicts]),
      [
        [2025, { created: 0, updated: 0, unchanged: 17 * 6, removed: 0 }, null],
        [2024, { created: 0, updated: 0, unchanged: 17 * 6, removed: 0 }, null],
      ],
    );
    // The book's 2025 holds Yahoo's rosters already: every rostered player met where he is.
    assert.deepEqual(seasons[0]!.players, { created: 0, updated: 0, unchanged: 12 * 16 });
    assert.deepEqual(
      seasons[0]!.playerChanges.filter((change) => change.kind === 'move'),
      [],
    );
    // Each team's one player of the book's own is on no Yahoo roster: listed, not freed.
    const bookOnly = (await book()).filter((row) => row.teamId !== null && row.providerPlayerId === null);
    const releases = seasons[0]!.playerChanges.filter((change) => change.kind === 'release');
    assert.deepEqual(
      releases.map((change) => change.playerId).sort((a, b) => a - b),
      bookOnly.map((row) => row.id).sort((a, b) => a - b),
    );
    assert.ok(releases.length > 0 && releases.every((change) => !change.applied));
  });

  it("with Yahoo's games chosen, no game changes, every team plays once a week, standings count each game once, and no book player loses his team", async () => {
    const before = await book();
    const games = () =>
      setup.app.db.select().from(matchups).where(eq(matchups.leagueId, leagueId)).orderBy(asc(matchups.id));
    const gamesBefore = await games();
    const response = await post('/api/provider/import', {
      seasons: 2,
      conflicts: [
        { season: 2025, keep: 'provider' },
        { season: 2024, keep: 'provider' },
      ],
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((response.json() as ImportJob).status, 'done');
    assert.deepEqual(await games(), gamesBefore);
    const teamCount = (await setup.app.db.select().from(teams).where(eq(teams.leagueId, leagueId))).length;
    for (const season of [2024, 2025]) {
      const games = await setup.app.db
        .select()
        .from(matchups)
        .where(and(eq(matchups.leagueId, leagueId), eq(matchups.season, season)));
      for (let week = 1; week <= 18; week += 1) {
        const playing = games
          .filter((game) => game.week === week)
          .flatMap((game) => [game.homeTeamId, game.awayTeamId]);
        assert.equal(playing.length, teamCount, `${season} week ${week}`);
        assert.equal(new Set(playing).size, teamCount, `${season} week ${week}: every team once`);
      }
    }
    // 2024: Yahoo's 17 weeks and the demo's own week 18, each game once.
    const standings = (
      await setup.app.inject({ method: 'GET', url: '/api/matchups/standings/2024', headers: bearer(commissioner) })
    ).json() as StandingsResponse;
    for (const team of standings.teams) assert.equal(team.wins + team.losses + team.ties, 18, team.name);
    const after = new Map((await book()).map((row) => [row.id, row]));
    for (const row of before) {
      if (row.teamId === null) continue;
      assert.notEqual(after.get(row.id)?.teamId, null, `${row.name} was freed`);
      if (row.isKeeper) assert.equal(after.get(row.id)?.teamId, row.teamId, `keeper ${row.name} moved`);
    }
  });
});
