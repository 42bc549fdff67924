/**
 * Matching a provider's games of one season against the league's own, whatever the provider
 * (Yahoo, Sleeper or ESPN): pure, so every rule is tested without a database.
 *
 * A provider game is the league's game when the same two teams meet in the same week, home
 * or away either way; it then only brings its scores. A provider game whose teams already
 * play someone else that week clashes with the league's schedule (a team would play twice):
 * the commissioner chooses per season whose games stay, never both.
 */

/** A game as the league stores it. */
export type LeagueGame = {
  id: number;
  week: number;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number | null;
  awayScore: number | null;
  isCompleted: boolean;
  /** A playoff game: the provider says so, and the standings leave it out. */
  isPlayoff: boolean;
};

/** A provider's game, its teams already resolved to the league's team ids. */
export type ProviderGame = Omit<LeagueGame, 'id'>;

/** Who wins a clash: the provider's games replace the league's in those weeks, or the league's stay. */
export type ConflictChoice = 'provider' | 'league';

export type GameConflicts = {
  /** Weeks in which at least one provider game clashes, ascending. */
  weeks: number[];
  /** The provider's games that clash. */
  providerGames: number;
  /** The league's games in those weeks that no provider game matches (what 'provider' removes). */
  leagueGames: number;
};

export type GamePlan = {
  /** Matched games whose scores or status differ: the league's row, and its values to set. */
  updates: Array<{
    game: LeagueGame;
    scores: Pick<LeagueGame, 'homeScore' | 'awayScore' | 'isCompleted' | 'isPlayoff'>;
  }>;
  unchanged: number;
  /** Provider games to add: new ones, and with 'provider' the clashing ones. */
  creates: ProviderGame[];
  /** League games to remove: with 'provider', those the provider's replace. */
  removals: LeagueGame[];
  conflicts: GameConflicts | null;
};

const pairKey = (week: number, a: number, b: number) => `${week}|${Math.min(a, b)}|${Math.max(a, b)}`;

/**
 * Plans what an import of `provider` over `league` (one season's games each) writes. Without
 * a choice, clashing provider games are left out and the league's stay, so nothing is
 * doubled; the plan still reports the clash for the commissioner to decide.
 */
export function planGames(
  league: readonly LeagueGame[],
  provider: readonly ProviderGame[],
  choice: ConflictChoice | null,
): GamePlan {
  const byPair = new Map(league.map((game) => [pairKey(game.week, game.homeTeamId, game.awayTeamId), game]));
  const matched = new Set<number>();
  const plan: GamePlan = { updates: [], unchanged: 0, creates: [], removals: [], conflicts: null };
  const unmatched: ProviderGame[] = [];
  const seenPairs = new Set<string>();

  for (const game of provider) {
    if (game.homeTeamId === game.awayTeamId) continue;
    const key = pairKey(game.week, game.homeTeamId, game.awayTeamId);
    // A provider that lists one game twice has one game.
    if (seenPairs.has(key)) continue;
    seenPairs.add(key);
    const found = byPair.get(key);
    if (!found) {
      unmatched.push(game);
      continue;
    }
    matched.add(found.id);
    // The league's home and away stay as it set them; each team's score goes to its side.
    const swapped = found.homeTeamId !== game.homeTeamId;
    const scores = {
      homeScore: swapped ? game.awayScore : game.homeScore,
      awayScore: swapped ? game.homeScore : game.awayScore,
      isCompleted: game.isCompleted,
      isPlayoff: game.isPlayoff,
    };
    if (
      found.homeScore === scores.homeScore &&
      found.awayScore === scores.awayScore &&
      found.isCompleted === scores.isCompleted &&
      found.isPlayoff === scores.isPlayoff
    )
      plan.unchanged += 1;
    else plan.updates.push({ game: found, scores });
  }

  // Who already plays that week in a league game no provider game matched.
  const busy = new Map<number, Set<number>>();
  for (const game of league) {
    if (matched.has(game.id)) continue;
    const teams = busy.get(game.week) ?? new Set<number>();
    teams.add(game.homeTeamId).add(game.awayTeamId);
    busy.set(game.week, teams);
  }
  const clashing = unmatched.filter(
    (game) => busy.get(game.week)?.has(game.homeTeamId) || busy.get(game.week)?.has(game.awayTeamId),
  );
  const clashWeeks = [...new Set(clashing.map((game) => game.week))].sort((a, b) => a - b);
  const replaced = league.filter((game) => !matched.has(game.id) && clashWeeks.includes(game.week));
  if (clashing.length > 0)
    plan.conflicts = { weeks: clashWeeks, providerGames: clashing.length, leagueGames: replaced.length };

  for (const game of unmatched) {
    if (!clashWeeks.includes(game.week)) plan.creates.push(game);
    else if (choice === 'provider') plan.creates.push(game);
    // 'league' (or no choice yet): a provider game that clashes stays out; one in a clash
    // week whose teams are both free that week still comes in (no team plays twice).
    else if (!clashing.includes(game)) plan.creates.push(game);
  }
  if (choice === 'provider') plan.removals = replaced;
  return plan;
}
