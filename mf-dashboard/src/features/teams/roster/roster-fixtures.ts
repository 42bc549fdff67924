// Roster players for tests, shaped as GET /api/yahoo/roster answers them.
import type { RosterPlayer } from 'shared-contracts';

let nextId = 1;

/** A player in `slot` (Yahoo's selected_position); starting unless the slot is BN or IR. */
export function rosterPlayer(slot: string, overrides: Partial<RosterPlayer> = {}): RosterPlayer {
  const id = nextId++;
  const position = overrides.position ?? (['BN', 'IR', 'W/R/T', 'W/T', 'Q/W/R/T'].includes(slot) ? 'WR' : slot);
  return {
    id: `449.p.${id}`,
    yahoo_player_id: id,
    name: `Player ${id}`,
    position,
    team: 'Phi',
    status: null,
    isStarting: !['BN', 'IR'].includes(slot),
    selected_position: [
      { coverage_type: 'week', week: '1' },
      { position: slot },
      { is_flex: ['W/R/T', 'W/T', 'Q/W/R/T'].includes(slot) },
    ],
    stats: null,
    ...overrides,
  };
}
