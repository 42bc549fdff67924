import type { SelectOption } from 'shared-ui';
import type { Team } from 'shared-contracts';
import { UNKNOWN_TEAM } from './pick-labels';

/** A pick's team dropdown: every team by its abbreviation, alphabetical so type-ahead finds it. */
export function teamOptions(teams: readonly Pick<Team, 'id' | 'abbreviation'>[]): SelectOption[] {
  return teams
    .map((team) => ({ value: String(team.id), label: team.abbreviation.trim() || UNKNOWN_TEAM }))
    .sort((a, b) => a.label.localeCompare(b.label) || Number(a.value) - Number(b.value));
}
