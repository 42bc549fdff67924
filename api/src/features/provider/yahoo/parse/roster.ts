import { cleanProviderName, type PlayerWeekScore, type RosterPlayer } from 'shared-contracts';
import { MAX_NAME_LENGTH } from 'shared-contracts/player-rules';
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
  wrappedCollection,
  type JsonObject,
  YAHOO_LIMITS,
} from './shape';

/** Slots that do not play: the bench and injured reserve. */
const NOT_STARTING = new Set(['BN', 'IR']);

/**
 * A player's week score from `player_stats` / `player_points` (coverage under "0"); null
 * when the answer carries neither.
 */
export function parsePlayerScore(entry: JsonObject): PlayerWeekScore | null {
  const points = isObject(entry.player_points) ? number(entry.player_points.total) : null;
  const rawStats = isObject(entry.player_stats) ? entry.player_stats.stats : undefined;
  if (points === null && !Array.isArray(rawStats)) return null;
  const stats = (Array.isArray(rawStats) ? rawStats : []).flatMap((item) => {
    const stat = isObject(item) ? item.stat : undefined;
    if (!isObject(stat)) return [];
    const statId = number(stat.stat_id);
    // Yahoo shows "-" for a stat that does not apply: no value is no number.
    const value = number(stat.value);
    return statId === null || value === null ? [] : [{ stat_id: statId, value }];
  });
  return { points: points ?? 0, stats };
}

/** One `player` array of a roster: metadata, selected_position (its slot), and maybe stats. */
export function parseRosterPlayer(player: unknown): RosterPlayer {
  const meta = resourceMetadata(player);
  const parts = Array.isArray(player) ? player.slice(1) : [];
  const extra = metadata(parts.filter((part) => isObject(part)));
  const selected = metadata(extra.selected_position);
  const slot = text(selected.position) ?? 'BN';
  const playerKey = requireText(meta, 'player_key', 'player');
  const name = cleanProviderName(
    isObject(meta.name) ? (text(meta.name.full) ?? '') : (text(meta.name) ?? ''),
    MAX_NAME_LENGTH,
  );
  return {
    id: playerKey,
    providerPlayerId: number(meta.player_id) ?? Number(playerKey.split('.p.')[1]),
    name,
    position: text(meta.display_position) ?? text(meta.primary_position) ?? '',
    team: text(meta.editorial_team_abbr) ?? '',
    status: text(meta.status) || null,
    isStarting: !NOT_STARTING.has(slot),
    slot,
    isFlex: flag(selected.is_flex),
    stats: parsePlayerScore(extra),
  };
}

/**
 * `team/{key}/roster;week={w}` and its `/players/stats` variant → the roster, with each
 * player's week score when the answer carries it.
 */
export function parseTeamRoster(json: unknown): RosterPlayer[] {
  const team = contentRoot(json, 'team');
  const roster = subResource(team, 'roster');
  return collectionEntries(wrappedCollection(roster, 'players'), 'player', YAHOO_LIMITS.rosterPlayers).map((player) =>
    parseRosterPlayer(player),
  );
}

/** `league/{key}/players;player_keys=…/stats;…` → Yahoo's numeric player id → the week's score. */
export function parseLeaguePlayerScores(json: unknown): Record<string, PlayerWeekScore> {
  const league = contentRoot(json, 'league');
  const scores: Record<string, PlayerWeekScore> = {};
  const players = subResource(league, 'players');
  const entries = collectionEntries(players, 'player', YAHOO_LIMITS.playerScores);
  for (const player of entries.length > 0
    ? entries
    : collectionEntries(wrappedCollection(players, 'players'), 'player', YAHOO_LIMITS.playerScores)) {
    const parsed = parseRosterPlayer(player);
    if (parsed.stats) scores[String(parsed.providerPlayerId)] = parsed.stats;
  }
  return scores;
}
