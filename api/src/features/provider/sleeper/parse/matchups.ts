import {
  count,
  idList,
  isObject,
  number,
  requireArray,
  requireCount,
  requireObject,
  SleeperShapeError,
  SLEEPER_LIMITS,
  text,
} from './shape';

export type SleeperMatchupEntry = {
  rosterId: number;
  /** Rosters with the same id played each other; null: no game this week. */
  matchupId: number | null;
  points: number;
  starters: string[];
  players: string[];
  /**
   * Player id → the week's points, for the players whose points Sleeper sent (empty before the
   * week is played). A player missing here has no known points: never read as 0.
   */
  playersPoints: Record<string, number>;
};

/** `/league/<id>/matchups/<week>`: one entry per roster; players_points, else starters_points. */
export function parseMatchups(json: unknown): SleeperMatchupEntry[] {
  return requireArray(json, 'list of matchups', SLEEPER_LIMITS.matchups).map((item) => {
    const entry = requireObject(item, 'matchup');
    const playersPoints: Record<string, number> = {};
    if (isObject(entry.players_points)) {
      if (Object.keys(entry.players_points).length > SLEEPER_LIMITS.playersPerList)
        throw new SleeperShapeError(
          `Sleeper's matchup has points for more than the ${SLEEPER_LIMITS.playersPerList} players a roster holds`,
        );
      for (const [playerId, points] of Object.entries(entry.players_points)) {
        const value = number(points);
        if (value !== null) playersPoints[playerId] = value;
      }
    }
    // Old seasons (2020) carry no players_points: each starter's points are starters_points at
    // the starter's index (docs/sleeper.md §3); the bench's are unknown.
    else if (Array.isArray(entry.starters_points))
      requireArray(entry.starters_points, "matchup's starters_points", SLEEPER_LIMITS.playersPerList).forEach(
        (points, index) => {
          const playerId = Array.isArray(entry.starters) ? text(entry.starters[index]) : null;
          const value = number(points);
          if (playerId && playerId !== '0' && value !== null) playersPoints[playerId] = value;
        },
      );
    // custom_points: a commissioner's correction overrides the computed points.
    const points = number(entry.custom_points) ?? number(entry.points) ?? 0;
    return {
      rosterId: requireCount(entry, 'roster_id', 'matchup'),
      matchupId: count(entry.matchup_id) || null,
      points,
      starters: idList(entry.starters, "matchup's starters"),
      players: idList(entry.players, "matchup's players"),
      playersPoints,
    };
  });
}

/**
 * A week's games: the rosters sharing a matchup id, in matchup id order, the lower roster id
 * first (home). A roster without one plays no game that week (a playoff bye, or a team out of
 * the playoffs); a matchup id held by one roster (or three) is no game between two teams.
 */
export function pairGames(entries: readonly SleeperMatchupEntry[]): Array<[SleeperMatchupEntry, SleeperMatchupEntry]> {
  const games = new Map<number, SleeperMatchupEntry[]>();
  for (const entry of [...entries].sort((a, b) => a.rosterId - b.rosterId)) {
    if (entry.matchupId === null) continue;
    games.set(entry.matchupId, [...(games.get(entry.matchupId) ?? []), entry]);
  }
  return [...games]
    .sort(([a], [b]) => a - b)
    .flatMap(([, pair]) =>
      pair.length === 2 ? [[pair[0]!, pair[1]!] as [SleeperMatchupEntry, SleeperMatchupEntry]] : [],
    );
}
