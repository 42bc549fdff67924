// The inputs of one row of the batch edit panel: a selected player's fields, or the
// "set for all" row whose every change applies to each selected player.
import { useState } from 'react';
import type { Player, Team } from 'shared-contracts';
import { Checkbox, Input, Select } from 'shared-ui';
import styled from 'styled-components';
import { shownValue, type BatchEdit, type BatchField } from '../batch-edits';
import { positionInput, type PlayerForm } from '../player-form';
import { NFL_TEAM_OPTIONS, teamOptions } from './PlayerFormFields';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: end;
  label {
    display: flex;
    flex-direction: column;
    gap: 0.125rem;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.mutedText};
  }
  input[type='number'],
  input[type='text'] {
    height: 2rem;
  }
  button[role='combobox'] {
    height: 2rem;
    min-width: 0;
    width: 100%;
  }
  button[role='combobox'] > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .flag {
    flex-direction: row;
    align-items: center;
    gap: 0.375rem;
    height: 2rem;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  [data-changed='true'] input,
  [data-changed='true'] button {
    border-color: ${({ theme }) => theme.colors.ring};
  }
`;

const AMOUNTS: Array<
  [Extract<BatchField, 'auctionPrice' | 'buffer' | 'previousYearValue' | 'yearsKept' | 'currentYearValue'>, string]
> = [
  ['auctionPrice', 'Auction $'],
  ['buffer', 'Buffer'],
  ['previousYearValue', 'Prev Year $'],
  ['yearsKept', 'Years Kept'],
  ['currentYearValue', 'Current $'],
];

type OnChange = <F extends BatchField>(field: F, value: PlayerForm[F]) => void;

export function BatchFieldInputs({
  player,
  stored,
  edit,
  teams,
  onChange,
}: {
  player: Player;
  stored: PlayerForm;
  edit: BatchEdit | undefined;
  teams: readonly Team[];
  onChange: OnChange;
}) {
  const value = <F extends BatchField>(field: F) => shownValue(edit, stored, field);
  const changed = (field: BatchField) => (edit?.[field] !== undefined ? 'true' : undefined);
  const of = (label: string) => `${label}, ${player.name}`;
  return (
    <Fields>
      <label data-changed={changed('position')}>
        Pos
        <Input
          type="text"
          aria-label={of('Position')}
          value={value('position')}
          onChange={(event) => onChange('position', positionInput(event.target.value))}
        />
      </label>
      <label data-changed={changed('nflTeam')}>
        NFL Team
        <Select
          aria-label={of('NFL Team')}
          value={value('nflTeam')}
          options={NFL_TEAM_OPTIONS}
          onValueChange={(next) => onChange('nflTeam', next)}
        />
      </label>
      <label data-changed={changed('team')}>
        Fantasy Team
        <Select
          aria-label={of('Fantasy Team')}
          value={value('team')}
          options={teamOptions(teams)}
          onValueChange={(next) => onChange('team', next)}
        />
      </label>
      {AMOUNTS.map(([field, label]) => (
        <label key={field} data-changed={changed(field)}>
          {label}
          <Input
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            aria-label={of(label)}
            value={value(field)}
            onChange={(event) => onChange(field, event.target.value)}
          />
        </label>
      ))}
      <label className="flag" data-changed={changed('isKeeper')}>
        <Checkbox
          aria-label={of('Keeper')}
          checked={value('isKeeper')}
          onChange={(event) => onChange('isKeeper', event.target.checked)}
        />
        Keeper
      </label>
      <label className="flag" data-changed={changed('isRookie')}>
        <Checkbox
          aria-label={of('Rookie')}
          checked={value('isRookie')}
          onChange={(event) => onChange('isRookie', event.target.checked)}
        />
        Rookie
      </label>
    </Fields>
  );
}

/** The "set for all" choice that changes nothing (Radix Select values cannot be empty). */
const KEEP = 'keep';
const keepOption = { value: KEEP, label: '(unchanged)' };
const flagOptions = [keepOption, { value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }];

const AllRow = styled.section`
  margin-top: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** One value for every selected player: each change is applied to all of them at once. */
export function SetForAllRow({
  count,
  teams,
  onSet,
  onClear,
}: {
  count: number;
  teams: readonly Team[];
  onSet: OnChange;
  onClear: (field: BatchField) => void;
}) {
  const [shown, setShown] = useState<Record<string, string>>({});
  // An emptied box (or "(unchanged)") gives every player back the value they had.
  const set = <F extends BatchField>(field: F, text: string, value: PlayerForm[F]) => {
    setShown((current) => ({ ...current, [field]: text }));
    if (text === '' || text === KEEP) onClear(field);
    else onSet(field, value);
  };
  const label = (name: string) => `${name}, all ${count} players`;
  return (
    <AllRow aria-label={`Set for all ${count} players`}>
      <h3>Set for all {count} players</h3>
      <Fields>
        <label>
          Pos
          <Input
            type="text"
            aria-label={label('Position')}
            value={shown.position ?? ''}
            onChange={(event) => set('position', positionInput(event.target.value), positionInput(event.target.value))}
          />
        </label>
        <label>
          NFL Team
          <Select
            aria-label={label('NFL Team')}
            value={shown.nflTeam ?? KEEP}
            options={[keepOption, ...NFL_TEAM_OPTIONS]}
            onValueChange={(next) => set('nflTeam', next, next)}
          />
        </label>
        <label>
          Fantasy Team
          <Select
            aria-label={label('Fantasy Team')}
            value={shown.team ?? KEEP}
            options={[keepOption, ...teamOptions(teams)]}
            onValueChange={(next) => set('team', next, next)}
          />
        </label>
        {AMOUNTS.map(([field, name]) => (
          <label key={field}>
            {name}
            <Input
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              aria-label={label(name)}
              value={shown[field] ?? ''}
              onChange={(event) => set(field, event.target.value, event.target.value)}
            />
          </label>
        ))}
        <label>
          Keeper
          <Select
            aria-label={label('Keeper')}
            value={shown.isKeeper ?? KEEP}
            options={flagOptions}
            onValueChange={(next) => set('isKeeper', next, next === 'yes')}
          />
        </label>
        <label>
          Rookie
          <Select
            aria-label={label('Rookie')}
            value={shown.isRookie ?? KEEP}
            options={flagOptions}
            onValueChange={(next) => set('isRookie', next, next === 'yes')}
          />
        </label>
      </Fields>
    </AllRow>
  );
}
