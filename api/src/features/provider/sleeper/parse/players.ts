import { idList, isObject, text } from './shape';

/** One row of our copy of Sleeper's player list (the sleeper_players table). */
export type SleeperPlayerRow = {
  playerId: string;
  fullName: string;
  position: string | null;
  nflTeam: string | null;
  fantasyPositions: string[];
  /** The injury designation (injury_status: Questionable, Out, IR…); null for a healthy player. */
  status: string | null;
};

/**
 * One record of `/players/nfl` (keyed by player id); null for one we cannot name. A team
 * defence has no full_name: "<first_name> <last_name>" ("Denver Broncos") stands in.
 */
export function parsePlayerRecord(key: string, record: unknown): SleeperPlayerRow | null {
  if (!isObject(record)) return null;
  const playerId = text(record.player_id) || key;
  const first = text(record.first_name)?.trim() ?? '';
  const last = text(record.last_name)?.trim() ?? '';
  const fullName = text(record.full_name)?.trim() || [first, last].filter(Boolean).join(' ');
  if (!playerId || !fullName) return null;
  const fantasyPositions = idList(record.fantasy_positions);
  return {
    playerId,
    fullName,
    position: text(record.position) || fantasyPositions[0] || null,
    nflTeam: text(record.team) || null,
    fantasyPositions,
    status: text(record.injury_status) || null,
  };
}
