/**
 * ESPN's numeric codes as our words (docs/espn.md §4): a player's defaultPositionId, a roster
 * entry's lineupSlotId and a proTeamId.
 */
import { canonicalNflTeam } from 'shared-contracts';

const POSITIONS: Record<number, string> = { 1: 'QB', 2: 'RB', 3: 'WR', 4: 'TE', 5: 'K', 16: 'DEF' };

/** Our position of ESPN's defaultPositionId; '' for one we do not keep (ESPN's defensive players). */
export const positionOf = (defaultPositionId: number | null): string =>
  defaultPositionId === null ? '' : (POSITIONS[defaultPositionId] ?? '');

const SLOTS: Record<number, string> = {
  0: 'QB',
  2: 'RB',
  3: 'RB/WR',
  4: 'WR',
  5: 'WR/TE',
  6: 'TE',
  7: 'OP',
  16: 'DEF',
  17: 'K',
  20: 'BN',
  21: 'IR',
  23: 'W/R/T',
};
/** Slots a player of more than one position may fill. */
const FLEX_SLOTS = new Set([3, 5, 7, 23]);
export const BENCH_SLOT = 20;
export const RESERVE_SLOT = 21;

export const slotOf = (lineupSlotId: number): string => SLOTS[lineupSlotId] ?? 'BN';
export const isFlexSlot = (lineupSlotId: number): boolean => FLEX_SLOTS.has(lineupSlotId);
export const isStartingSlot = (lineupSlotId: number): boolean =>
  lineupSlotId !== BENCH_SLOT && lineupSlotId !== RESERVE_SLOT;

const PRO_TEAMS: Record<number, string> = {
  1: 'ATL',
  2: 'BUF',
  3: 'CHI',
  4: 'CIN',
  5: 'CLE',
  6: 'DAL',
  7: 'DEN',
  8: 'DET',
  9: 'GB',
  10: 'TEN',
  11: 'IND',
  12: 'KC',
  13: 'LV',
  14: 'LAR',
  15: 'MIA',
  16: 'MIN',
  17: 'NE',
  18: 'NO',
  19: 'NYG',
  20: 'NYJ',
  21: 'PHI',
  22: 'ARI',
  23: 'PIT',
  24: 'LAC',
  25: 'SF',
  26: 'SEA',
  27: 'TB',
  28: 'WSH',
  29: 'CAR',
  30: 'JAX',
  33: 'BAL',
  34: 'HOU',
};
/** ESPN's spellings ours writes otherwise. */
const OURS: Record<string, string> = { WSH: 'Was' };

/** Our NFL team of ESPN's proTeamId; '' for a free agent (0) or an id ESPN added since. */
export function nflTeamOf(proTeamId: number | null): string {
  const espn = proTeamId === null ? undefined : PRO_TEAMS[proTeamId];
  if (!espn) return '';
  return canonicalNflTeam(OURS[espn] ?? espn) ?? canonicalNflTeam(espn) ?? '';
}
