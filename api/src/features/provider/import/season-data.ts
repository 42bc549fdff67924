import type { RosterPlayer } from 'shared-contracts';
import type { FantasyProvider, ProviderMatchup, ProviderSeason, ProviderTeamDetail } from '../provider';

/** Everything the provider says about one season that an import writes. */
export type SeasonData = {
  season: ProviderSeason;
  /** The followed season: its teams' names win, and its rosters fill the player book. */
  isFollowed: boolean;
  teams: ProviderTeamDetail[];
  weeks: Array<{ week: number; matchups: ProviderMatchup[] }>;
  /** The followed season's rosters (the current week's, or the last week's once it is over). */
  rosters: Array<{ teamKey: string; players: RosterPlayer[] }> | null;
};

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
  if (isFollowed) {
    const rosterWeek = Math.min(weekCount, Math.max(1, season.currentWeek ?? weekCount));
    rosters = [];
    for (const [index, team] of teams.entries()) {
      await progress(`${season.season}: roster ${index + 1} of ${teams.length}`);
      rosters.push({ teamKey: team.teamKey, players: await provider.roster(leagueId, team.teamKey, rosterWeek) });
    }
  }
  return { season, isFollowed, teams, weeks, rosters };
}
