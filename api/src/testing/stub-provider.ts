/**
 * A Sleeper-like provider in memory, for the provider-neutral calls and the import's extras:
 * a renewal chain of seasons whose league keys are Sleeper league ids, four teams keyed
 * `<league id>.t.<roster id>`, two games a week, small rosters, and extras (traded picks,
 * keepers, FAAB) a test sets per season. Not a Sleeper client: the real one has its own tests.
 */
import type { RosterPlayer, WeekScores } from 'shared-contracts';
import type {
  FantasyProvider,
  ProviderLeagueSummary,
  ProviderMatchup,
  ProviderSeason,
  ProviderTeamDetail,
  ProviderTeamSummary,
  SeasonExtras,
  UserLeagueFinder,
} from '../features/provider/provider';
import { ProviderError } from '../features/provider/provider-error';

export const STUB_TEAMS = 4;
export const STUB_WEEKS = 2;
/** The chain, newest first: 2025's league follows on from 2024's. */
export const STUB_SEASONS: ProviderSeason[] = [
  {
    leagueKey: '1000000000000002025',
    name: 'Stub League',
    season: 2025,
    currentWeek: 2,
    endWeek: 2,
    isFinished: false,
  },
  { leagueKey: '1000000000000002024', name: 'Stub League', season: 2024, currentWeek: 2, endWeek: 2, isFinished: true },
];

export const stubTeamKey = (season: number, rosterId: number) =>
  `${STUB_SEASONS.find((entry) => entry.season === season)!.leagueKey}.t.${rosterId}`;

/** Each team's roster: three players of its own, and whoever a test adds by name. */
function rosterOf(rosterId: number, extraNames: string[]): RosterPlayer[] {
  const names = [...[1, 2, 3].map((index) => `Stub Player ${rosterId}-${index}`), ...extraNames];
  return names.map((name, index) => ({
    id: String(rosterId * 100 + index),
    providerPlayerId: rosterId * 100 + index,
    name,
    position: index === 0 ? 'QB' : 'WR',
    team: 'DEN',
    status: null,
    isStarting: index < 2,
    slot: index < 2 ? 'QB' : 'BN',
    isFlex: false,
    stats: { points: rosterId + index, stats: [] },
  }));
}

export class StubSleeperProvider implements FantasyProvider, UserLeagueFinder {
  readonly id = 'sleeper' as const;
  readonly displayName = 'Sleeper';
  /** Our league id → the Sleeper league it follows. */
  readonly followed = new Map<number, string>();
  /** Extras by season; a season missing here has none. */
  readonly extras = new Map<number, SeasonExtras>();
  /** Players a test puts on a team's roster, by roster id. */
  readonly rosterAdds = new Map<number, string[]>();
  readonly userLeagueCalls: Array<{ leagueId: number; username: string; season: number | undefined }> = [];
  /** Weeks whose players' points the stub answers unreadably (a bad answer, as Sleeper's can be). */
  readonly pointsFailures = new Set<number>();

  async userLeagues(leagueId: number, username: string, season?: number): Promise<ProviderLeagueSummary[]> {
    this.userLeagueCalls.push({ leagueId, username, season });
    if (username === 'nobody') throw new ProviderError('bad_request', `Sleeper has no user ${username}`);
    // Without a season, the provider's current one: the stub's newest.
    const year = season ?? STUB_SEASONS[0]!.season;
    return STUB_SEASONS.filter((entry) => entry.season === year).map((entry) =>
      this.summary(entry, this.followed.get(leagueId) === entry.leagueKey),
    );
  }

  async followLeague(leagueId: number, leagueKey: string): Promise<ProviderLeagueSummary> {
    const season = STUB_SEASONS.find((entry) => entry.leagueKey === leagueKey);
    if (!season) throw new ProviderError('bad_request', `Sleeper has no league ${leagueKey}`);
    this.followed.set(leagueId, leagueKey);
    return this.summary(season, true);
  }

  async followedLeagueKey(leagueId: number): Promise<string | null> {
    return this.followed.get(leagueId) ?? null;
  }

  async followedLeague(leagueId: number): Promise<ProviderLeagueSummary | null> {
    const key = this.followed.get(leagueId);
    const season = STUB_SEASONS.find((entry) => entry.leagueKey === key);
    return season ? this.summary(season, true) : null;
  }

  async teams(leagueId: number): Promise<ProviderTeamSummary[]> {
    return (await this.leagueTeams(leagueId, this.followedSeason(leagueId).leagueKey)).map(
      ({ teamKey, name, manager }) => ({ teamKey, name, manager }),
    );
  }

  async roster(leagueId: number, teamKey: string, _week: number, _season?: number): Promise<RosterPlayer[]> {
    this.followedSeason(leagueId);
    const rosterId = Number(teamKey.split('.t.')[1]);
    return rosterOf(rosterId, this.rosterAdds.get(rosterId) ?? []);
  }

  async weekScores(leagueId: number, teamKey: string, week: number, season?: number): Promise<WeekScores> {
    const roster = await this.roster(leagueId, teamKey, week, season);
    return Object.fromEntries(roster.map((player) => [String(player.providerPlayerId), player.stats!]));
  }

  /** Every team's players' points of the week: their rosters' stats, one more a week. */
  async weekPlayerPoints(leagueId: number, leagueKey: string, week: number): Promise<Map<string, number>> {
    if (this.pointsFailures.has(week))
      throw new ProviderError(
        'bad_response',
        `Sleeper's answer to /league/${leagueKey}/matchups/${week} could not be read`,
      );
    const points = new Map<string, number>();
    for (const team of await this.leagueTeams(leagueId, leagueKey))
      for (const [playerId, line] of Object.entries(await this.weekScores(leagueId, team.teamKey, week)))
        points.set(playerId, line.points + week);
    return points;
  }

  async seasonChain(leagueId: number, count: number): Promise<ProviderSeason[]> {
    const followed = this.followedSeason(leagueId);
    return STUB_SEASONS.filter((entry) => entry.season <= followed.season).slice(0, count);
  }

  async leagueTeams(_leagueId: number, leagueKey: string): Promise<ProviderTeamDetail[]> {
    return Array.from({ length: STUB_TEAMS }, (_unused, index) => ({
      teamKey: `${leagueKey}.t.${index + 1}`,
      name: `Stub Team ${index + 1}`,
      manager: `Manager ${index + 1}`,
      teamId: index + 1,
      logoUrl: null,
    }));
  }

  async scoreboard(_leagueId: number, leagueKey: string, week: number): Promise<ProviderMatchup[]> {
    const game = (home: number, away: number): ProviderMatchup => ({
      homeTeamKey: `${leagueKey}.t.${home}`,
      awayTeamKey: `${leagueKey}.t.${away}`,
      homePoints: 100 + week + home,
      awayPoints: 90 + week + away,
      status: 'postevent',
    });
    return [game(1, 2), game(3, 4)];
  }

  async seasonExtras(_leagueId: number, season: ProviderSeason): Promise<SeasonExtras> {
    return this.extras.get(season.season) ?? { tradedPicks: [], keepers: [], faab: [] };
  }

  private followedSeason(leagueId: number): ProviderSeason {
    const season = STUB_SEASONS.find((entry) => entry.leagueKey === this.followed.get(leagueId));
    if (!season) throw new ProviderError('not_connected', 'No Sleeper league is followed yet');
    return season;
  }

  private summary(season: ProviderSeason, isFollowed: boolean): ProviderLeagueSummary {
    return { leagueKey: season.leagueKey, name: season.name, season: season.season, numTeams: STUB_TEAMS, isFollowed };
  }
}
