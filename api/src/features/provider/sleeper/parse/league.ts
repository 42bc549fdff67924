import { cleanProviderName, LEAGUE_NAME_MAX_LENGTH } from 'shared-contracts';
import {
  count,
  idList,
  isObject,
  number,
  optionalId,
  requireArray,
  requireId,
  requireObject,
  requireText,
  SleeperShapeError,
  SLEEPER_LIMITS,
  text,
} from './shape';

export type NflState = {
  season: number;
  /** pre, regular or post. */
  seasonType: string;
  week: number;
};

export type SleeperUser = { userId: string; username: string; displayName: string; avatar: string | null };

export type SleeperLeague = {
  leagueId: string;
  name: string;
  season: number;
  /** pre_draft, drafting, in_season or complete. */
  status: string;
  totalRosters: number;
  rosterPositions: string[];
  previousLeagueId: string | null;
  draftId: string | null;
  /**
   * FAAB each team starts the season with (settings.waiver_budget); null when the league uses
   * no FAAB: a budget of 0 or none at all (docs/sleeper.md §4).
   */
  waiverBudget: number | null;
  /** The first playoff week (settings.playoff_week_start); null when the league has no playoffs. */
  playoffWeekStart: number | null;
  /**
   * The weeks the playoffs last: a round per halving of settings.playoff_teams (6 teams: three
   * rounds, the top two on a bye in the first), one week each, plus a second championship week
   * (settings.playoff_round_type 1) or a second week every round (2); 0 without playoffs.
   */
  playoffWeeks: number;
  /** The rounds of the league's drafts (settings.draft_rounds); null when it does not say. */
  draftRounds: number | null;
};

/** `/state/nfl`. */
export function parseNflState(json: unknown): NflState {
  const state = requireObject(json, 'NFL state');
  const season = number(state.league_season) ?? number(state.season);
  if (season === null) throw new SleeperShapeError("Sleeper's NFL state has no season");
  return {
    season,
    seasonType: text(state.season_type) ?? 'regular',
    week: count(state.week) ?? count(state.display_week) ?? 1,
  };
}

/** `/user/<name or id>` (not null: the caller has told a missing user already). */
export function parseUser(json: unknown): SleeperUser {
  const user = requireObject(json, 'user');
  const username = requireText(user, 'username', 'user');
  return {
    userId: requireId(user, 'user_id', 'user'),
    username,
    displayName: text(user.display_name) || username,
    avatar: text(user.avatar) || null,
  };
}

function playoffWeeksOf(settings: Record<string, unknown>): number {
  const teams = count(settings.playoff_teams) ?? 0;
  const rounds = teams >= 2 ? Math.ceil(Math.log2(teams)) : 0;
  const roundType = count(settings.playoff_round_type) ?? 0;
  return rounds + (roundType === 1 ? 1 : roundType === 2 ? rounds : 0);
}

/** settings.waiver_budget when above 0: a league without one, or with 0, runs no FAAB. */
function faabBudgetOf(settings: Record<string, unknown>): number | null {
  const budget = number(settings.waiver_budget);
  return budget !== null && budget > 0 ? budget : null;
}

/** `/league/<id>`, or one league of a user's list. */
export function parseLeague(json: unknown): SleeperLeague {
  const league = requireObject(json, 'league');
  const settings = isObject(league.settings) ? league.settings : {};
  const season = number(league.season);
  if (season === null) throw new SleeperShapeError("Sleeper's league has no season");
  const playoffWeekStart = count(settings.playoff_week_start);
  return {
    leagueId: requireId(league, 'league_id', 'league'),
    name: cleanProviderName(text(league.name) ?? '', LEAGUE_NAME_MAX_LENGTH) || 'Sleeper league',
    season,
    status: text(league.status) ?? 'in_season',
    totalRosters: count(league.total_rosters) ?? count(settings.num_teams) ?? 0,
    rosterPositions: idList(league.roster_positions, "league's roster_positions"),
    // Sleeper writes "0" where a league has no previous season.
    previousLeagueId: optionalId(league, 'previous_league_id', 'league'),
    draftId: optionalId(league, 'draft_id', 'league'),
    waiverBudget: faabBudgetOf(settings),
    playoffWeekStart: playoffWeekStart && playoffWeekStart > 1 ? playoffWeekStart : null,
    playoffWeeks: playoffWeekStart && playoffWeekStart > 1 ? playoffWeeksOf(settings) : 0,
    draftRounds: count(settings.draft_rounds) || null,
  };
}

/** `/user/<id>/leagues/nfl/<season>`: null (an unknown user) reads as no leagues. */
export function parseUserLeagues(json: unknown): SleeperLeague[] {
  if (json === null) return [];
  return requireArray(json, 'list of leagues', SLEEPER_LIMITS.leagues).map(parseLeague);
}
