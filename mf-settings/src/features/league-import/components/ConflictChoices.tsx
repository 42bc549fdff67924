// Where Yahoo's games clash with the league's (a team would play twice in a week), the
// commissioner chooses per season whose games stay; the import never keeps both.
import type { ConflictChoice, SeasonImport } from 'shared-contracts/provider-setup';
import styled from 'styled-components';

/** A fieldset of radio choices, its question the legend. */
export const ChoiceGroup = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    padding: 0 ${({ theme }) => theme.spacing.xs};
    font-weight: 600;
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.spacing.xs};
    align-items: center;
  }
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

/** 'weeks 1–4, 6, 9–17' */
export function describeWeeks(weeks: readonly number[]): string {
  const runs: string[] = [];
  for (let index = 0; index < weeks.length;) {
    let end = index;
    while (end + 1 < weeks.length && weeks[end + 1] === weeks[end]! + 1) end += 1;
    runs.push(end === index ? String(weeks[index]) : `${weeks[index]}–${weeks[end]}`);
    index = end + 1;
  }
  return `${weeks.length === 1 ? 'week' : 'weeks'} ${runs.join(', ')}`;
}

/** `provider`: the name of the league's provider ('Yahoo', 'Sleeper'). */
const optionsFor = (provider: string): Array<{ value: ConflictChoice; label: string }> => [
  {
    value: 'provider',
    label: `${provider}'s games replace the league's in those weeks (${provider} holds the real results)`,
  },
  { value: 'league', label: `Keep the league's games (${provider}'s clashing games are left out)` },
];

export function ConflictChoices({
  seasons,
  chosen,
  onChoose,
  provider,
}: {
  provider: string;
  seasons: readonly SeasonImport[];
  chosen: ReadonlyMap<number, ConflictChoice>;
  onChoose: (season: number, keep: ConflictChoice) => void;
}) {
  return seasons.map(({ season, conflicts }) =>
    conflicts ? (
      <ChoiceGroup key={season}>
        <legend>
          {season}: {conflicts.providerGames} of {provider}'s games clash with {conflicts.leagueGames} of the league's (
          {describeWeeks(conflicts.weeks)}). Whose games stay?
        </legend>
        {optionsFor(provider).map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={`keep-${season}`}
              value={option.value}
              checked={chosen.get(season) === option.value}
              onChange={() => onChoose(season, option.value)}
            />
            {option.label}
          </label>
        ))}
      </ChoiceGroup>
    ) : null,
  );
}
