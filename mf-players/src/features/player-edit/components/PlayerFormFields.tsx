// The fields of one player (Add Player and single-player edit), labelled for keyboard and
// screen-reader use; the position is upper-cased as it is typed (docs/screens/players.md §4.3).
import { FREE_AGENT_KEY, NFL_TEAMS, type Team } from 'shared-contracts';
import { Checkbox, Input, Label, Select } from 'shared-ui';
import styled from 'styled-components';
import { positionInput, type FormField, type PlayerForm } from '../player-form';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  > div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  button[role='combobox'] {
    width: 100%;
  }
`;

const Flags = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.lg};
  margin-top: ${({ theme }) => theme.spacing.md};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const NFL_TEAM_OPTIONS = NFL_TEAMS.map((team) => ({ value: team, label: team }));

export function teamOptions(teams: ReadonlyArray<Pick<Team, 'id' | 'name'>>) {
  return [
    { value: FREE_AGENT_KEY, label: 'Free Agent' },
    ...teams.map((team) => ({ value: String(team.id), label: team.name })),
  ];
}

const AMOUNTS: Array<[FormField & keyof PlayerForm, string]> = [
  ['auctionPrice', 'Auction $'],
  ['buffer', 'Buffer'],
  ['previousYearValue', 'Prev Year $'],
  ['yearsKept', 'Years Kept'],
  ['currentYearValue', 'Current $'],
];

export interface PlayerFormFieldsProps {
  /** Prefixes the inputs' ids (two forms may be in the page). */
  idPrefix: string;
  form: PlayerForm;
  onChange: <F extends FormField>(field: F, value: PlayerForm[F]) => void;
  teams: ReadonlyArray<Pick<Team, 'id' | 'name'>>;
  /** The field the last check refused, marked invalid. */
  invalid?: FormField | null;
}

export function PlayerFormFields({ idPrefix, form, onChange, teams, invalid }: PlayerFormFieldsProps) {
  const id = (field: FormField) => `${idPrefix}-${field}`;
  return (
    <>
      <Grid>
        <div>
          <Label htmlFor={id('name')}>Name</Label>
          <Input
            id={id('name')}
            value={form.name}
            autoComplete="off"
            aria-invalid={invalid === 'name' || undefined}
            onChange={(event) => onChange('name', event.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={id('position')}>Position</Label>
          <Input
            id={id('position')}
            value={form.position}
            autoComplete="off"
            placeholder="QB, RB, WR, TE, K, DEF"
            aria-invalid={invalid === 'position' || undefined}
            onChange={(event) => onChange('position', positionInput(event.target.value))}
          />
        </div>
        <div>
          <Label htmlFor={id('nflTeam')}>NFL Team</Label>
          <Select
            id={id('nflTeam')}
            aria-label="NFL Team"
            placeholder="Choose a team"
            value={form.nflTeam}
            options={NFL_TEAM_OPTIONS}
            onValueChange={(value) => onChange('nflTeam', value)}
          />
        </div>
        <div>
          <Label htmlFor={id('team')}>Fantasy Team</Label>
          <Select
            id={id('team')}
            aria-label="Fantasy Team"
            value={form.team}
            options={teamOptions(teams)}
            onValueChange={(value) => onChange('team', value)}
          />
        </div>
        {AMOUNTS.map(([field, label]) => (
          <div key={field}>
            <Label htmlFor={id(field)}>{label}</Label>
            <Input
              id={id(field)}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              value={form[field] as string}
              aria-invalid={invalid === field || undefined}
              onChange={(event) => onChange(field, event.target.value)}
            />
          </div>
        ))}
        <div>
          <Label htmlFor={id('draftRound')}>Drafted round</Label>
          {/* Empty: not drafted. The keeper rule "drafted round" counts back from it (docs/screens/players.md §4.3). */}
          <Input
            id={id('draftRound')}
            type="number"
            min={1}
            max={5}
            step={1}
            inputMode="numeric"
            placeholder="Not drafted"
            value={form.draftRound}
            aria-invalid={invalid === 'draftRound' || undefined}
            onChange={(event) => onChange('draftRound', event.target.value)}
          />
        </div>
      </Grid>
      <Flags>
        <label>
          <Checkbox checked={form.isKeeper} onChange={(event) => onChange('isKeeper', event.target.checked)} />
          Keeper
        </label>
        <label>
          <Checkbox checked={form.isRookie} onChange={(event) => onChange('isRookie', event.target.checked)} />
          Rookie
        </label>
      </Flags>
    </>
  );
}
