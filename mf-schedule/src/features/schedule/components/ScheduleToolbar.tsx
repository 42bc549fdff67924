// The Schedule's controls: season (2024–2027), week ('All Weeks', Week 1–18) and, for the
// commissioner alone, the editing lock. In the compact layout the week picker sits between
// 'Previous week' and 'Next week' (docs/screens/schedule.md §2).
import { SCREEN_SEASONS, WEEKS } from 'shared-contracts';
import { Button, LockToggle, numberOptions, Select } from 'shared-ui';
import styled from 'styled-components';
import { stepWeek, type WeekFilter } from '../model/schedule-weeks';

export const ALL_WEEKS = 'All Weeks';
export const PREVIOUS_WEEK = 'Previous week';
export const NEXT_WEEK = 'Next week';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

/** The week picker and its two steps, kept on one line together. */
const WeekStepper = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const seasonOptions = numberOptions(SCREEN_SEASONS);
const weekOptions = [{ value: 'all', label: ALL_WEEKS }, ...numberOptions(WEEKS, (week) => `Week ${week}`)];

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={direction === 'left' ? 'M10 3 5 8l5 5' : 'm6 3 5 5-5 5'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export interface ScheduleToolbarProps {
  season: number;
  onSeasonChange: (season: number) => void;
  week: WeekFilter;
  onWeekChange: (week: WeekFilter) => void;
  /** The compact layout: a week at a time, with the two steps beside the week picker. */
  compact?: boolean;
  /** null: no lock (not the commissioner). */
  lock: { locked: boolean; onToggle: () => void } | null;
}

export function ScheduleToolbar({
  season,
  onSeasonChange,
  week,
  onWeekChange,
  compact = false,
  lock,
}: ScheduleToolbarProps) {
  const weekSelect = (
    <Select
      aria-label="Week"
      value={String(week)}
      options={weekOptions}
      onValueChange={(value) => onWeekChange(value === 'all' ? 'all' : Number(value))}
    />
  );
  const previous = week === 'all' ? null : stepWeek(week, -1);
  const next = week === 'all' ? null : stepWeek(week, 1);
  return (
    <Bar>
      <Select
        aria-label="Season"
        value={String(season)}
        options={seasonOptions}
        onValueChange={(value) => onSeasonChange(Number(value))}
      />
      {compact ? (
        <WeekStepper>
          <Button
            variant="outline"
            size="icon"
            aria-label={PREVIOUS_WEEK}
            disabled={previous === null}
            onClick={() => previous !== null && onWeekChange(previous)}
          >
            <Arrow direction="left" />
          </Button>
          {weekSelect}
          <Button
            variant="outline"
            size="icon"
            aria-label={NEXT_WEEK}
            disabled={next === null}
            onClick={() => next !== null && onWeekChange(next)}
          >
            <Arrow direction="right" />
          </Button>
        </WeekStepper>
      ) : (
        weekSelect
      )}
      {lock && <LockToggle locked={lock.locked} onToggle={lock.onToggle} subject="schedule" />}
    </Bar>
  );
}
