import { cleanProviderName, LEAGUE_NAME_MAX_LENGTH } from 'shared-contracts';
import {
  collectionEntries,
  contentRoot,
  flag,
  isObject,
  metadata,
  number,
  requireText,
  resourceMetadata,
  subResource,
  text,
  YahooShapeError,
  type JsonObject,
  YAHOO_LIMITS,
} from './shape';

/** A Yahoo fantasy league, as the client needs it. */
export type YahooLeague = {
  leagueKey: string;
  name: string;
  season: number;
  numTeams: number;
  currentWeek: number | null;
  endWeek: number | null;
  isFinished: boolean;
  /** Last season's league key (from `renew` "449_751781"), or null. */
  previousLeagueKey: string | null;
};

/** NFL game ids by season: a league key's game names its season without a call. */
export const NFL_GAME_SEASONS: Record<string, number> = {
  '390': 2019,
  '399': 2020,
  '406': 2021,
  '414': 2022,
  '423': 2023,
  '449': 2024,
  '461': 2025,
};

export function leagueFromMetadata(meta: JsonObject): YahooLeague {
  const leagueKey = requireText(meta, 'league_key', 'league');
  const renew = text(meta.renew);
  const renewMatch = renew ? /^(\d+)_(\d+)$/.exec(renew) : null;
  const season = number(meta.season) ?? NFL_GAME_SEASONS[leagueKey.split('.')[0] ?? ''] ?? null;
  // A shape error, like every other gap in an answer: the caller reports it as a bad answer, not a crash.
  if (season === null) throw new YahooShapeError(`Yahoo's league ${leagueKey} has no season`);
  return {
    leagueKey,
    name: cleanProviderName(text(meta.name) ?? '', LEAGUE_NAME_MAX_LENGTH) || leagueKey,
    season,
    numTeams: number(meta.num_teams) ?? 0,
    currentWeek: number(meta.current_week),
    endWeek: number(meta.end_week),
    isFinished: flag(meta.is_finished),
    previousLeagueKey: renewMatch ? `${renewMatch[1]}.l.${renewMatch[2]}` : null,
  };
}

/** `users;use_login=1/games;game_keys=nfl/leagues` → every NFL league of the account. */
export function parseUserLeagues(json: unknown): YahooLeague[] {
  const users = collectionEntries(contentRoot(json, 'users'), 'user', YAHOO_LIMITS.users);
  return users.flatMap((user) =>
    collectionEntries(subResource(user, 'games'), 'game', YAHOO_LIMITS.games).flatMap((game) => {
      const gameMeta = resourceMetadata(game);
      if (text(gameMeta.code) !== null && text(gameMeta.code) !== 'nfl') return [];
      return collectionEntries(subResource(game, 'leagues'), 'league', YAHOO_LIMITS.leagues).map((league) => {
        const meta = resourceMetadata(league);
        // Older answers leave the season to the game.
        return leagueFromMetadata({ ...meta, season: meta.season ?? gameMeta.season });
      });
    }),
  );
}

/** `league/{key}` (or any league resource) → its metadata. */
export function parseLeague(json: unknown): YahooLeague {
  const league = contentRoot(json, 'league');
  return leagueFromMetadata(
    Array.isArray(league) ? resourceMetadata(league) : isObject(league) ? league : metadata(league),
  );
}
