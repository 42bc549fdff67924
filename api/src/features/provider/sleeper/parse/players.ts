import { cleanProviderName } from 'shared-contracts';
import { MAX_NAME_LENGTH } from 'shared-contracts/player-rules';
import { code, isObject, text, SLEEPER_LIMITS } from './shape';

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
  // What is stored is what a roster names and a query finds: short codes, else nothing.
  const playerId = code(record.player_id) ?? code(key);
  const first = text(record.first_name)?.trim() ?? '';
  const last = text(record.last_name)?.trim() ?? '';
  const fullName = text(record.full_name)?.trim() || [first, last].filter(Boolean).join(' ');
  const name = cleanProviderName(fullName, MAX_NAME_LENGTH);
  if (!playerId || !name) return null;
  const fantasyPositions = Array.isArray(record.fantasy_positions)
    ? record.fantasy_positions
        .slice(0, SLEEPER_LIMITS.playersPerList)
        .map(code)
        .filter((position): position is string => position !== null)
    : [];
  return {
    playerId,
    fullName: name,
    position: code(record.position) || fantasyPositions[0] || null,
    nflTeam: code(record.team) || null,
    fantasyPositions,
    status: code(record.injury_status) || null,
  };
}
