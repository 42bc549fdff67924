import { count, idList, isObject, number, requireArray, requireCount, requireObject } from './shape';

export type SleeperMatchupEntry = {
  rosterId: number;
  /** Rosters with the same id played each other; null: no game this week. */
  matchupId: number | null;
  points: number;
  starters: string[];
  players: string[];
  /** Player id → the week's points (empty before the week is played). */
  playersPoints: Record<string, number>;
};

/** `/league/<id>/matchups/<week>`: one entry per roster. */
export function parseMatchups(json: unknown): SleeperMatchupEntry[] {
  return requireArray(json, 'list of matchups').map((item) => {
    const entry = requireObject(item, 'matchup');
    const playersPoints: Record<string, number> = {};
    if (isObject(entry.players_points))
      for (const [playerId, points] of Object.entries(entry.players_points)) {
        const value = number(points);
        if (value !== null) playersPoints[playerId] = value;
      }
    // custom_points: a commissioner's correction overrides the computed points.
    const points = number(entry.custom_points) ?? number(entry.points) ?? 0;
    return {
      rosterId: requireCount(entry, 'roster_id', 'matchup'),
      matchupId: count(entry.matchup_id) || null,
      points,
      starters: idList(entry.starters),
      players: idList(entry.players),
      playersPoints,
    };
  });
}
