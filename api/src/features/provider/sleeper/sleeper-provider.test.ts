import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import {
  DYNASTY_LEAGUE_2025,
  fakeKeepers,
  fakePairings,
  fakePlayerName,
  fakeRoster,
  fakeRosterPoints,
  FAKE_SLEEPER_PLAYERS,
  KEEPER_LEAGUE_2024,
  KEEPER_LEAGUE_2025,
} from 'fake-sleeper';
import { NFL_TEAMS } from 'shared-contracts';
import { findConnection } from '../connection-repository';
import { startSleeperTestApp, type SleeperTestApp } from '../../../testing/sleeper';
import type { SleeperProvider } from './sleeper-provider';
import { providerFailure } from '../../../testing/provider-failure';

const L2025 = KEEPER_LEAGUE_2025.leagueId;
const L2024 = KEEPER_LEAGUE_2024.leagueId;

describe('the Sleeper provider, against the fake Sleeper', () => {
  let setup: SleeperTestApp;
  let provider: SleeperProvider;
  let leagueId: number;
  before(async () => {
    setup = await startSleeperTestApp();
    provider = setup.provider();
    leagueId = setup.demoLeagueId;
  });
  after(() => setup.close());
  afterEach(() => setup.fake.setFaults({ rateLimit429: false, serverError5xx: false, badJson: false, slowMs: 0 }));

  describe('before a league is followed', () => {
    it('follows nothing, and says how to follow one', async () => {
      assert.equal(await provider.followedLeague(leagueId), null);
      const error = await providerFailure(provider.teams(leagueId));
      assert.equal(error.kind, 'not_connected');
      assert.match(error.message, /No Sleeper league is followed yet/);
    });

    it('refuses what is not a league id, and a league Sleeper does not have (its null)', async () => {
      const typo = await providerFailure(provider.followLeague(leagueId, 'keepers-of-the-gridiron'));
      assert.equal(typo.kind, 'bad_request');
      assert.match(typo.message, /is not a Sleeper league id/);
      const missing = await providerFailure(provider.followLeague(leagueId, '123456789'));
      assert.equal(missing.kind, 'bad_request');
      assert.match(missing.message, /^Sleeper has no league 123456789\. Check the league id/);
      assert.equal(await findConnection(setup.app.db, leagueId, 'sleeper'), null, 'nothing stored');
    });

    it("lists a user's leagues of a season, by username; an unknown user is told", async () => {
      const leagues = await provider.userLeagues(leagueId, 'KeeperFan', 2025);
      assert.deepEqual(
        leagues.map(({ leagueKey, season, numTeams, isFollowed }) => ({ leagueKey, season, numTeams, isFollowed })),
        [
          { leagueKey: L2025, season: 2025, numTeams: 12, isFollowed: false },
          { leagueKey: DYNASTY_LEAGUE_2025.leagueId, season: 2025, numTeams: 10, isFollowed: false },
        ],
      );
      // Without a season, Sleeper's current one (its /state/nfl), whatever our league's is.
      assert.deepEqual(await provider.userLeagues(leagueId, 'KeeperFan'), leagues);
      assert.deepEqual(await provider.userLeagues(leagueId, 'KeeperFan', 2026), []);
      const unknown = await providerFailure(provider.userLeagues(leagueId, 'nobody-at-all', 2025));
      assert.equal(unknown.kind, 'bad_request');
      assert.equal(unknown.message, 'Sleeper has no user named “nobody-at-all”. Check the spelling.');
    });
  });

  describe('following the keeper league', () => {
    before(async () => {
      const followed = await provider.followLeague(leagueId, L2025);
      assert.deepEqual(followed, {
        leagueKey: L2025,
        name: 'Keepers of the Gridiron',
        season: 2025,
        numTeams: 12,
        isFollowed: true,
      });
    });

    it('stores the league id on a connection without tokens, and answers it as followed', async () => {
      const connection = await findConnection(setup.app.db, leagueId, 'sleeper');
      assert.equal(connection?.providerLeagueKey, L2025);
      assert.equal(connection?.accessTokenEncrypted, null);
      assert.equal((await provider.followedLeague(leagueId))?.leagueKey, L2025);
      const leagues = await provider.userLeagues(leagueId, '734019274628181248', 2025);
      assert.deepEqual(
        leagues.map((league) => league.isFollowed),
        [true, false],
      );
    });

    it("names teams by the owner's team name, else the display name; keys are <league>.t.<roster>", async () => {
      const teams = await provider.teams(leagueId);
      assert.equal(teams.length, 12);
      assert.deepEqual(teams[0], { teamKey: `${L2025}.t.1`, name: 'Keeper of the Flame', manager: 'KeeperFan' });
      assert.deepEqual(teams[6], { teamKey: `${L2025}.t.7`, name: 'NoNameNate', manager: 'NoNameNate' });
      const details = await provider.leagueTeams(leagueId, L2024);
      assert.equal(details[1]?.name, 'Gus Bus Classic', "2024's own team names");
      assert.equal(details[1]?.teamId, 2);
      assert.equal(details[0]?.logoUrl, 'https://sleepercdn.com/avatars/thumbs/4f1c2a9e8b7d6c5e4f3a2b1c0d9e8f7a');
      assert.equal(details[5]?.logoUrl, null, 'no avatar');
      const current = await provider.leagueTeams(leagueId, L2025);
      assert.equal(current[11]?.logoUrl, 'https://sleepercdn.com/uploads/end-zone-elite.jpg', 'a team picture wins');
    });

    it('walks the seasons back through previous_league_id, each to its playoffs’ last week', async () => {
      assert.deepEqual(await provider.seasonChain(leagueId, 5), [
        {
          leagueKey: L2025,
          name: 'Keepers of the Gridiron',
          season: 2025,
          currentWeek: 12,
          endWeek: 17,
          isFinished: false,
        },
        {
          leagueKey: L2024,
          name: 'Keepers of the Gridiron',
          season: 2024,
          currentWeek: 17,
          endWeek: 17,
          isFinished: true,
        },
      ]);
      assert.equal((await provider.seasonChain(leagueId, 1)).length, 1);
    });

    it('pairs the week by matchup_id: past weeks postevent with their points, the playoffs’ marked', async () => {
      for (const [league, week] of [
        [L2025, 11],
        [L2024, 14],
        [L2024, 1],
        [L2024, 15],
        [L2024, 17],
      ] as const) {
        const games = await provider.scoreboard(leagueId, league, week);
        const expected = fakePairings(league, week).map(([a, b]) => {
          const [home, away] = a < b ? [a, b] : [b, a];
          return {
            homeTeamKey: `${league}.t.${home}`,
            awayTeamKey: `${league}.t.${away}`,
            homePoints: fakeRosterPoints(league, home, week),
            awayPoints: fakeRosterPoints(league, away, week),
            status: 'postevent',
            isPlayoff: week >= 15,
          };
        });
        const byHome = (list: typeof games) =>
          [...list].sort((x, y) => x.homeTeamKey.localeCompare(y.homeTeamKey, 'en', { numeric: true }));
        assert.deepEqual(byHome(games), byHome(expected));
      }
    });

    it('the week under way is midevent where points came in; later weeks preevent without points', async () => {
      const live = await provider.scoreboard(leagueId, L2025, 12);
      assert.equal(live.length, 6);
      for (const game of live) {
        const rosterId = Number(game.homeTeamKey.split('.t.')[1]);
        if (game.status === 'midevent') assert.equal(game.homePoints, fakeRosterPoints(L2025, rosterId, 12));
        else assert.deepEqual([game.status, game.homePoints, game.awayPoints], ['preevent', null, null]);
      }
      assert.ok(live.some((game) => game.status === 'midevent'));
      const ahead = await provider.scoreboard(leagueId, L2025, 13);
      assert.ok(ahead.every((game) => game.status === 'preevent' && game.homePoints === null));
    });

    it('keeps answers: a past week is not asked again, `fresh` asks again', async () => {
      await provider.scoreboard(leagueId, L2025, 10);
      const before = setup.fake.calls.byKind.matchups ?? 0;
      await provider.scoreboard(leagueId, L2025, 10);
      assert.equal(setup.fake.calls.byKind.matchups, before);
      await provider.scoreboard(leagueId, L2025, 10, { fresh: true });
      assert.equal(setup.fake.calls.byKind.matchups, before + 1);
    });

    it("reads a team's week as RosterPlayers: slots from roster_positions, flex, bench, IR, a defence's id", async () => {
      const roster = await provider.roster(leagueId, `${L2025}.t.4`, 11);
      const expected = fakeRoster(L2025, 4);
      assert.deepEqual(roster.map((player) => player.id).sort(), [...expected.players].sort());
      const slots = Object.fromEntries(roster.map((player) => [player.id, player.slot]));
      assert.deepEqual(
        expected.starters.map((id) => slots[id]),
        ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'K', 'DEF'],
      );
      for (const id of expected.bench) assert.equal(slots[id], 'BN');
      assert.equal(slots[expected.reserve[0]!], 'IR');
      const flex = roster.find((player) => player.id === expected.starters[6])!;
      assert.deepEqual([flex.slot, flex.isFlex], ['FLEX', true]);
      assert.equal(flex.isStarting, true);
      assert.equal(flex.name, fakePlayerName(flex.id));
      assert.equal(flex.providerPlayerId, Number(flex.id));
      assert.equal(flex.team, FAKE_SLEEPER_PLAYERS[flex.id]!.team);
      const defence = roster.find((player) => player.position === 'DEF')!;
      assert.equal(
        defence.providerPlayerId,
        900_000 + NFL_TEAMS.findIndex((team) => team.toUpperCase() === defence.id),
      );
      assert.equal(defence.name, fakePlayerName(defence.id));
      const bench = roster.find((player) => player.id === expected.bench[0])!;
      assert.equal(bench.isStarting, false);
      assert.equal(bench.isFlex, false);
      const starterPoints = roster
        .filter((player) => player.isStarting)
        .reduce((sum, player) => sum + (player.stats?.points ?? 0) * 100, 0);
      assert.equal(Math.round(starterPoints) / 100, fakeRosterPoints(L2025, 4, 11));
    });

    it('reads the same roster in another season by `season`, and week scores keyed by the numeric id', async () => {
      const previous = await provider.roster(leagueId, `${L2025}.t.3`, 5, 2024);
      assert.deepEqual(previous.map((player) => player.id).sort(), [...fakeRoster(L2024, 3).players].sort());
      const forward = await provider.roster(leagueId, `${L2024}.t.3`, 5, 2025);
      assert.deepEqual(forward.map((player) => player.id).sort(), [...fakeRoster(L2025, 3).players].sort());
      const missing = await providerFailure(provider.roster(leagueId, `${L2025}.t.3`, 5, 2019));
      assert.equal(missing.kind, 'bad_request');
      const scores = await provider.weekScores(leagueId, `${L2025}.t.3`, 5, 2024);
      assert.equal(Object.keys(scores).length, previous.length);
      for (const player of previous) assert.deepEqual(scores[String(player.providerPlayerId)], player.stats);
    });

    it("skips Sleeper's empty starting slot and reads SUPER_FLEX as a flex", async () => {
      const dynasty = DYNASTY_LEAGUE_2025.leagueId;
      const orphan = await provider.roster(leagueId, `${dynasty}.t.10`, 3);
      assert.ok(orphan.every((player) => player.id !== '0'));
      assert.equal(orphan.filter((player) => player.isStarting).length, 9);
      const superFlex = orphan.find((player) => player.slot === 'SUPER_FLEX');
      assert.equal(superFlex?.isFlex, true);
      assert.equal(superFlex?.position, 'QB');
    });

    it("gives a season's traded picks, keepers (by name) and FAAB, by team key", async () => {
      const [season2025, season2024] = await provider.seasonChain(leagueId, 2);
      const extras = await provider.seasonExtras(leagueId, season2025!);
      assert.deepEqual(extras.tradedPicks[2], {
        year: 2026,
        round: 3,
        originalTeamKey: `${L2025}.t.5`,
        ownerTeamKey: `${L2025}.t.8`,
      });
      assert.deepEqual(
        extras.tradedPicks.map((pick) => pick.year),
        [2026, 2026, 2026, 2026, 2025],
      );
      const keepers = (league: string) =>
        fakeKeepers(league)
          .map((keeper) => ({ name: fakePlayerName(keeper.playerId), teamKey: `${league}.t.${keeper.rosterId}` }))
          .sort((a, b) => a.teamKey.localeCompare(b.teamKey));
      const byTeam = (list: Array<{ teamKey: string }>) => [...list].sort((a, b) => a.teamKey.localeCompare(b.teamKey));
      assert.deepEqual(byTeam(extras.keepers), keepers(L2025));
      assert.equal(extras.keepers.length, 6);
      assert.equal(extras.faab.length, 12);
      assert.deepEqual(extras.faab[3], { teamKey: `${L2025}.t.4`, budget: 100, used: 100 });
      assert.deepEqual(
        extras.faab.map((row) => row.used),
        KEEPER_LEAGUE_2025.waiverBudgetUsed,
      );
      const earlier = await provider.seasonExtras(leagueId, season2024!);
      assert.deepEqual(byTeam(earlier.keepers), keepers(L2024), "2024's picks carry roster_id as numbers");
      assert.equal(earlier.keepers.length, 4);
    });

    it("tells Sleeper's failures as ProviderErrors: 429, a lasting 5xx, a web page", async () => {
      // A clock that stands still: the block (20 ms of test-sized backoff) cannot run out
      // between the two calls on a loaded machine.
      const stopped = Date.now();
      const limited = setup.provider({ now: () => stopped });
      setup.fake.setFaults({ rateLimit429: true });
      const error = await providerFailure(limited.scoreboard(leagueId, L2025, 12, { fresh: true }));
      assert.equal(error.kind, 'rate_limited');
      assert.equal(error.statusCode, 429);
      assert.ok(error.retryAt);
      setup.fake.reset();
      assert.equal(
        (await providerFailure(limited.leagueTeams(leagueId, DYNASTY_LEAGUE_2025.leagueId))).kind,
        'rate_limited',
        'blocked until the time it told, without asking Sleeper',
      );
      assert.equal(setup.fake.calls.total, 0);
      setup.fake.setFaults({ serverError5xx: 502 });
      const failing = await providerFailure(setup.provider().leagueTeams(leagueId, DYNASTY_LEAGUE_2025.leagueId));
      assert.equal(failing.kind, 'bad_response');
      setup.fake.setFaults({ serverError5xx: false, badJson: 'html' });
      const html = await providerFailure(setup.provider().followedLeague(leagueId));
      assert.equal(html.kind, 'bad_response');
      assert.equal(html.statusCode, 502);
    });

    it('a slow Sleeper times out as unreachable within the client’s timeout', async () => {
      setup.fake.setFaults({ slowMs: 300 });
      const slow = setup.provider({ client: { timeoutMs: 50 } });
      const error = await providerFailure(slow.followedLeague(leagueId));
      assert.equal(error.kind, 'unreachable');
    });
  });
});
