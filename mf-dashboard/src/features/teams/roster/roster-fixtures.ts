// Roster players for tests, shaped as GET /api/provider/roster answers them.
import type { RosterPlayer } from 'shared-contracts';

let nextId = 1;

/** A player in lineup `slot`; starting unless the slot is BN or IR. */
export function rosterPlayer(slot: string, overrides: Partial<RosterPlayer> = {}): RosterPlayer {
  const id = nextId++;
  const position = overrides.position ?? (['BN', 'IR', 'W/R/T', 'W/T', 'Q/W/R/T'].includes(slot) ? 'WR' : slot);
  return {
    id: `449.p.${id}`,
    providerPlayerId: id,
    name: `Player ${id}`,
    position,
    team: 'Phi',
    status: null,
    isStarting: !['BN', 'IR'].includes(slot),
    slot: slot,
    isFlex: ['W/R/T', 'W/T', 'Q/W/R/T'].includes(slot),
    stats: null,
    ...overrides,
  };
}
