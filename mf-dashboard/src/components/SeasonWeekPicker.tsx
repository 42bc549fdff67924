// The season and week selectors of Home and Teams, side by side with visible labels.
import { WEEKS } from 'shared-contracts';
import { Label, Select, numberOptions } from 'shared-ui';
import styled from 'styled-components';
import { ControlRow } from './ControlRow';

const Field = styled.div`
  display: grid;
`;

const weekOptions = numberOptions(WEEKS, (week) => `Week ${week}`);

export interface SeasonWeekPickerProps {
  /** Tells the two screens' controls apart in ids. */
  idPrefix: string;
  seasons: readonly number[];
  season: number;
  week: number;
  onSeasonChange: (season: number) => void;
  onWeekChange: (week: number) => void;
}

export function SeasonWeekPicker({
  idPrefix,
  seasons,
  season,
  week,
  onSeasonChange,
  onWeekChange,
}: SeasonWeekPickerProps) {
  return (
    <ControlRow>
      <Field>
        <Label htmlFor={`${idPrefix}-season`}>Season</Label>
        <Select
          id={`${idPrefix}-season`}
          aria-label="Season"
          value={String(season)}
          onValueChange={(value) => onSeasonChange(Number(value))}
          options={numberOptions(seasons)}
        />
      </Field>
      <Field>
        <Label htmlFor={`${idPrefix}-week`}>Week</Label>
        <Select
          id={`${idPrefix}-week`}
          aria-label="Week"
          value={String(week)}
          onValueChange={(value) => onWeekChange(Number(value))}
          options={weekOptions}
        />
      </Field>
    </ControlRow>
  );
}
