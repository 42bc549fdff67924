import type { RosterPlayer } from 'shared-contracts';
import type { FantasyProvider, ProviderMatchup, ProviderSeason, ProviderTeamDetail, SeasonExtras } from '../provider';
import { ProviderError } from '../provider-error';
import { teamIdOf } from './import-teams';

/** Everything the provider says about one season that an import writes. */
export type SeasonData = {
  season: ProviderSeason;
  /** The followed season: its teams' names win, and its rosters fill the player book. */
  isFollowed: boolean;
  teams: ProviderTeamDetail[];
  weeks: Array<{ week: number; matchups: ProviderMatchup[] }>;
  /**
   * The followed season's rosters: the current week's; once the season is finished, the
   * rosters it ended with where the provider has them, else its last week's.
   */
  rosters: Array<{ teamKey: string; players: RosterPlayer[] }> | null;
  /** The followed season's traded picks, keepers and FAAB; null for earlier seasons or a provider without them. */
  extras: SeasonExtras | null;
  /**
   * The keepers of the seasons before the followed one, newest first, as far back as one of
   * its keepers was kept by the same team (the years kept); empty without keepers.
   */
  keeperHistory: Array<SeasonExtras['keepers']>;
  /**
   * The rounds players were drafted in, in the drafts of the seasons the keeper history read,
   * newest first, one list a season: where a keeper of this season was last drafted.
   */
  draftHistory: Array<NonNullable<SeasonExtras['draftedRounds']>>;
  /**
   * The followed season's players' points, per week that has started and was read (provider
   * player id → points; docs/screens/players.md §4.8); null for earlier seasons or a provider
   * without them. A week whose read failed is missing: its stored points stay as they are.
   */
  playerPoints: WeekPlayerPoints[] | null;
  /** What the provider could not answer readably and the season is imported without (its extras', its points'). */
  warnings: string[];
};

/** One week's points of every player the provider scored, by provider player id. */
export type WeekPlayerPoints = { week: number; points: Map<string, number> };

/** How far back a keeper's years kept are looked for: no league keeps a player longer. */
export const MAX_YEARS_KEPT = 10;

/** Told of each provider call before it goes out, e.g. '2024: scores of week 9 of 17'. */
export type Progress = (step: string) => Promise<void>;

/** The weeks a season has games in: the provider's last week, 17 when it does not say. */
export function seasonWeeks(season: ProviderSeason): number {
  return Math.min(18, Math.max(1, season.endWeek ?? 17));
}

/**
 * Reads one season from the provider, one call at a time (never fanned out: the provider's
 * limits are unpublished and low), reporting each step.
 */
export async function readSeason(
  provider: FantasyProvider,
  leagueId: number,
  season: ProviderSeason,
  isFollowed: boolean,
  progress: Progress,
): Promise<SeasonData> {
  await progress(`${season.season}: teams`);
  const teams = await provider.leagueTeams(leagueId, season.leagueKey);
  const weekCount = seasonWeeks(season);
  const weeks: SeasonData['weeks'] = [];
  for (let week = 1; week <= weekCount; week += 1) {
    await progress(`${season.season}: scores of week ${week} of ${weekCount}`);
    weeks.push({ week, matchups: await provider.scoreboard(leagueId, season.leagueKey, week) });
  }
  let rosters: SeasonData['rosters'] = null;
  if (isFollowed && season.isFinished && provider.finalRosters) {
    // The last week's matchups still hold the players dropped in the playoffs and miss those
    // added since: a finished season's book is the rosters it ended with (docs/sleeper.md §6).
    await progress(`${season.season}: the rosters the season ended with`);
    rosters = await provider.finalRosters(leagueId, season);
  } else if (isFollowed) {
    const rosterWeek = Math.min(weekCount, Math.max(1, season.currentWeek ?? weekCount));
    rosters = [];
    for (const [index, team] of teams.entries()) {
      await progress(`${season.season}: roster ${index + 1} of ${teams.length}`);
      rosters.push({ teamKey: team.teamKey, players: await provider.roster(leagueId, team.teamKey, rosterWeek) });
    }
  }
  const warnings: string[] = [];
  const playerPoints = isFollowed
    ? await readPlayerPoints(provider, leagueId, season, startedWeeks(weeks), weekCount, progress, warnings)
    : null;
  let extras: SeasonExtras | null = null;
  let keeperHistory: SeasonData['keeperHistory'] = [];
  let draftHistory: SeasonData['draftHistory'] = [];
  if (isFollowed && provider.seasonExtras) {
    await progress(`${season.season}: traded picks, keepers and FAAB`);
    extras = await provider.seasonExtras(leagueId, season);
    warnings.push(...(extras.warnings ?? []).map((warning) => warning.message));
    ({ keeperHistory, draftHistory } = await readKeeperHistory(provider, leagueId, extras.keepers, progress, warnings));
  }
  return { season, isFollowed, teams, weeks, rosters, playerPoints, extras, keeperHistory, draftHistory, warnings };
}

/**
 * The weeks with players' points to read: every week up to the last one with a game under way
 * or over. A week with no game of its own counts too: the first week of an ESPN playoff round
 * that lasts two weeks (its game sits on the second, docs/espn.md §6) was played all the same.
 */
export function startedWeeks(weeks: SeasonData['weeks']): number[] {
  const started = weeks.filter(({ matchups }) => matchups.some((game) => game.status !== 'preevent'));
  const last = Math.max(0, ...started.map(({ week }) => week));
  return weeks.filter(({ week }) => week <= last).map(({ week }) => week);
}

/**
 * The players' points of these weeks, one call at a time. A week the provider cannot answer
 * readably is left out with a warning (the season is still written); a rate limit or an
 * unreachable provider passes, so the run pauses or stops and resumes, as for the extras.
 */
export async function readPlayerPoints(
  provider: FantasyProvider,
  leagueId: number,
  season: ProviderSeason,
  weeks: number[],
  weekCount: number,
  progress: Progress,
  warnings: string[],
  options: { fresh?: boolean } = {},
): Promise<WeekPlayerPoints[] | null> {
  if (!provider.weekPlayerPoints) return null;
  const read: WeekPlayerPoints[] = [];
  for (const week of weeks) {
    await progress(`${season.season}: players' points of week ${week} of ${weekCount}`);
    try {
      read.push({ week, points: await provider.weekPlayerPoints(leagueId, season.leagueKey, week, options) });
    } catch (error) {
      if (!(error instanceof ProviderError) || (error.kind !== 'bad_response' && error.kind !== 'bad_request'))
        throw error;
      warnings.push(
        `${season.season}: players' points of week ${week} could not be read and were left out. ${error.message}`,
      );
    }
  }
  return read;
}

/** A keeper's identity across seasons: his name and his team's id (a team keeps its id from season to season). */
export const keeperKey = (keeper: { name: string; teamKey: string }) =>
  `${keeper.name.trim().toLowerCase()}|${teamIdOf(keeper.teamKey)}`;

/**
 * The keepers of earlier seasons, newest first, read only while one of this season's keepers
 * was still kept by the same team the season before (at most MAX_YEARS_KEPT seasons), and the
 * rounds of those seasons' drafts: a keeper's drafted round is his last pick that was not a keeper's.
 */
async function readKeeperHistory(
  provider: FantasyProvider,
  leagueId: number,
  keepers: SeasonExtras['keepers'],
  progress: Progress,
  warnings: string[],
): Promise<Pick<SeasonData, 'keeperHistory' | 'draftHistory'>> {
  const history: SeasonData['keeperHistory'] = [];
  const drafts: SeasonData['draftHistory'] = [];
  if (keepers.length === 0 || !provider.seasonExtras) return { keeperHistory: history, draftHistory: drafts };
  let still = new Set(keepers.map(keeperKey));
  const [, ...earlier] = await provider.seasonChain(leagueId, MAX_YEARS_KEPT);
  for (const season of earlier) {
    await progress(`${season.season}: keepers`);
    const earlierExtras = await provider.seasonExtras(leagueId, season);
    const kept = earlierExtras.keepers;
    history.push(kept);
    drafts.push(earlierExtras.draftedRounds ?? []);
    // Only what this season's keepers lack: its other extras are not imported.
    for (const warning of earlierExtras.warnings ?? []) if (warning.part === 'keepers') warnings.push(warning.message);
    const keptThen = new Set(kept.map(keeperKey));
    still = new Set([...still].filter((key) => keptThen.has(key)));
    if (still.size === 0) break;
  }
  return { keeperHistory: history, draftHistory: drafts };
}
