// The Schedule's controls: season (2024–2027), week ('All Weeks', Week 1–18) and, for the
// commissioner alone, the editing lock.
import { SCREEN_SEASONS, WEEKS } from 'shared-contracts';
import { LockToggle, numberOptions, Select } from 'shared-ui';
import styled from 'styled-components';
import type { WeekFilter } from '../model/schedule-weeks';

export const ALL_WEEKS = 'All Weeks';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const seasonOptions = numberOptions(SCREEN_SEASONS);
const weekOptions = [{ value: 'all', label: ALL_WEEKS }, ...numberOptions(WEEKS, (week) => `Week ${week}`)];

export interface ScheduleToolbarProps {
  season: number;
  onSeasonChange: (season: number) => void;
  week: WeekFilter;
  onWeekChange: (week: WeekFilter) => void;
  /** null: no lock (not the commissioner). */
  lock: { locked: boolean; onToggle: () => void } | null;
}

export function ScheduleToolbar({ season, onSeasonChange, week, onWeekChange, lock }: ScheduleToolbarProps) {
  return (
    <Bar>
      <Select
        aria-label="Season"
        value={String(season)}
        options={seasonOptions}
        onValueChange={(value) => onSeasonChange(Number(value))}
      />
      <Select
        aria-label="Week"
        value={String(week)}
        options={weekOptions}
        onValueChange={(value) => onWeekChange(value === 'all' ? 'all' : Number(value))}
      />
      {lock && <LockToggle locked={lock.locked} onToggle={lock.onToggle} subject="schedule" />}
    </Bar>
  );
}
