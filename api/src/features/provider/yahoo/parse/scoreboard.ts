import {
  collectionEntries,
  contentRoot,
  isObject,
  metadata,
  number,
  requireText,
  subResource,
  text,
  wrappedCollection,
  YAHOO_LIMITS,
} from './shape';
import type { ProviderMatchup } from '../../provider';

/** A team of a matchup: `[[meta…], {team_points: {total}}]`; team-level points are flat. */
function matchupTeam(team: unknown): { teamKey: string; points: number | null } {
  const parts = Array.isArray(team) ? team : [];
  const meta = metadata(parts[0]);
  const extra = metadata(parts.slice(1).filter((part) => isObject(part)));
  const points = isObject(extra.team_points) ? number(extra.team_points.total) : null;
  return { teamKey: requireText(meta, 'team_key', 'team'), points };
}

/** `league/{key}/scoreboard;week={w}` → the week's games, in Yahoo's order; the first team listed is the home team. */
export function parseScoreboard(json: unknown): ProviderMatchup[] {
  const scoreboard = subResource(contentRoot(json, 'league'), 'scoreboard');
  return collectionEntries(wrappedCollection(scoreboard, 'matchups'), 'matchup', YAHOO_LIMITS.matchups).flatMap(
    (matchup) => {
      if (!isObject(matchup)) return [];
      const teams = collectionEntries(wrappedCollection(matchup, 'teams'), 'team', YAHOO_LIMITS.matchupTeams).map(
        matchupTeam,
      );
      const [home, away] = teams;
      if (!home || !away) return [];
      const status = text(matchup.status) ?? 'preevent';
      const scored = status !== 'preevent';
      return [
        {
          homeTeamKey: home.teamKey,
          awayTeamKey: away.teamKey,
          homePoints: scored ? home.points : null,
          awayPoints: scored ? away.points : null,
          status,
        },
      ];
    },
  );
}
