import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { FAKE_LEAGUES, FAKE_YAHOO_DEFAULT_CLIENT } from 'fake-yahoo';
import { leagues, matchups, teams } from '../../../db/schema';
import { parseTeamRoster } from './parse/roster';
import { parseScoreboard } from './parse/scoreboard';
import { startYahooTestApp, type YahooTestApp } from '../../../testing/yahoo';
import { YahooClient } from './yahoo-client';

/**
 * The demo league is linked to its Yahoo league, whose rosters Teams shows beside the demo's
 * own games: a team's week total must be one number, the seeded game's score the Yahoo
 * scoreboard's points and the sum of the Yahoo roster's starters.
 */
describe("the demo league's games are its Yahoo league's", () => {
  let setup: YahooTestApp;
  let leagueId: number;

  before(async () => {
    setup = await startYahooTestApp();
    const [demo] = await setup.app.db.select().from(leagues).where(eq(leagues.isDemo, true));
    leagueId = demo!.id;
  });
  after(() => setup.close());

  it("seeds Yahoo's games: every team's week total is its scoreboard points and its starters' sum, 2024 and 2025", async () => {
    const client = new YahooClient({
      authBase: setup.fake.authBase,
      apiBase: setup.fake.apiBase,
      clientId: FAKE_YAHOO_DEFAULT_CLIENT.clientId,
      clientSecret: FAKE_YAHOO_DEFAULT_CLIENT.clientSecret,
    });
    const token = (await client.exchangeCode(setup.fake.issueCode())).accessToken;
    // Demo team linked to Yahoo team n (the same n in every season of the Yahoo league).
    const demoTeams = await setup.app.db.select().from(teams).where(eq(teams.leagueId, leagueId));
    const linked = new Map(demoTeams.map((team) => [Number(team.providerTeamKey?.split('.t.')[1]), team]));
    assert.equal(linked.size, 12);
    const yahooTeam = (teamKey: string) => linked.get(Number(teamKey.split('.t.')[1]))!;
    for (const season of [2024, 2025]) {
      const yahoo = FAKE_LEAGUES.find((league) => league.season === season)!;
      const games = await setup.app.db
        .select()
        .from(matchups)
        .where(and(eq(matchups.leagueId, leagueId), eq(matchups.season, season)));
      for (let week = 1; week <= 18; week += 1) {
        const scoreboard = parseScoreboard(
          await client.get(`league/${yahoo.leagueKey}/scoreboard;week=${week}`, token),
        );
        const seeded = games.filter((game) => game.week === week);
        assert.equal(seeded.length, scoreboard.length, `${season} week ${week}: one game per Yahoo matchup`);
        for (const yahooGame of scoreboard) {
          const [home, away] = [yahooTeam(yahooGame.homeTeamKey), yahooTeam(yahooGame.awayTeamKey)];
          const game = seeded.find((candidate) => candidate.homeTeamId === home.id && candidate.awayTeamId === away.id);
          assert.ok(game, `${season} week ${week}: ${home.name} hosts ${away.name}`);
          const label = `${season} week ${week}, ${home.name} v ${away.name}`;
          assert.deepEqual(
            [game.homeScore, game.awayScore, game.isCompleted],
            [yahooGame.homePoints, yahooGame.awayPoints, yahooGame.status === 'postevent'],
            label,
          );
          for (const [teamKey, score] of [
            [yahooGame.homeTeamKey, game.homeScore],
            [yahooGame.awayTeamKey, game.awayScore],
          ] as const) {
            const roster = parseTeamRoster(
              await client.get(`team/${teamKey}/roster;week=${week}/players/stats;type=week;week=${week}`, token),
            );
            const starters = roster
              .filter((player) => player.isStarting)
              .reduce((sum, player) => sum + (player.stats?.points ?? 0), 0);
            assert.equal(Math.round(starters * 100) / 100, score ?? 0, `${label}: ${teamKey}'s starters`);
          }
        }
      }
    }
  });
});
