// A small league and a year's picks for the screen's tests, typed by the API's contracts.
import type { DraftPick, PingPongBallEntry, Team } from 'shared-contracts';

const team = (id: number, abbreviation: string): Team => ({
  id,
  name: `Team ${abbreviation}`,
  displayName: abbreviation,
  abbreviation,
  yahooTeamKey: null,
  logoUrl: null,
});

export const teams: Team[] = [team(1, 'HAM'), team(2, 'BRK'), team(3, 'CHI'), team(4, 'DAL')];

/** Round `round` of `year`: team n's pick at place n, with overrides by id. */
export function roundOf(year: number, round: number, overrides: Record<number, Partial<DraftPick>> = {}): DraftPick[] {
  return teams.map((owner, index) => {
    const id = round * 100 + owner.id;
    return {
      id,
      year,
      round,
      position: index + 1,
      currentTeamId: owner.id,
      originalTeamId: owner.id,
      isLocked: false,
      ...overrides[id],
    };
  });
}

/** A whole year: rounds 1-5. */
export function yearOf(year: number, overrides: Record<number, Partial<DraftPick>> = {}): DraftPick[] {
  return [1, 2, 3, 4, 5].flatMap((round) => roundOf(year, round, overrides));
}

export const balls: PingPongBallEntry[] = [
  { id: 1, teamId: 1, quantity: 1 },
  { id: 2, teamId: 2, quantity: 7 },
  { id: 3, teamId: 3, quantity: 0 },
  { id: 4, teamId: 4, quantity: 12 },
];
