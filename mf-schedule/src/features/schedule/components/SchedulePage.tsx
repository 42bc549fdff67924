// The Schedule screen (/schedule): a season's games in one card per week. The commissioner
// unlocks it to drag games between weeks and positions and to change teams; everyone else
// reads it. Below 768 px it shows one week at a time (docs/screens/schedule.md §2), stepped by
// the toolbar, the Left and Right arrow keys or a swipe.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage, teamsQueryOptions, useAuth } from 'shared-auth';
import { PageHeading, QueryState, useCompactScreen } from 'shared-ui';
import styled from 'styled-components';
import { scheduleQueryOptions } from '../api/schedule-api';
import { useScheduleEdits } from '../hooks/useScheduleEdits';
import { useScheduleView } from '../hooks/useScheduleView';
import { useWeekGestures } from '../hooks/useWeekGestures';
import { currentWeek, stepWeek, weeksToShow, type WeekFilter } from '../model/schedule-weeks';
import { ScheduleBoard } from './ScheduleBoard';
import { loadErrorText, NoGames, ScheduleSkeleton } from './ScheduleStates';
import { ScheduleToolbar } from './ScheduleToolbar';

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A sideways swipe is the page's to read; a vertical one still scrolls it. */
const Screen = styled.section<{ $swipes: boolean }>`
  ${({ $swipes }) => $swipes && 'touch-action: pan-y pinch-zoom;'}
`;

const LOCKED_HINT = 'Unlock the schedule to move games or change their teams.';
const UNLOCKED_HINT =
  'Drag a game by its handle to another week or position, or focus the handle, press Space, move it with the arrow keys and press Space again. Changes are saved at once.';

export function SchedulePage() {
  const { league } = useAuth();
  const commissioner = league?.role === 'commissioner';
  const compact = useCompactScreen();
  const { season, setSeason, week: choice, setWeek } = useScheduleView(league, compact);
  // docs/screens/schedule.md §4.1: the schedule starts locked every time the screen opens.
  const [locked, setLocked] = useState(true);
  const editable = commissioner && !locked;

  const schedule = useQuery(scheduleQueryOptions(season));
  const teams = useQuery({ ...teamsQueryOptions(), enabled: commissioner });
  const edits = useScheduleEdits(season, teams.data);
  const week: WeekFilter = useMemo(
    () => (choice === 'current' ? currentWeek(schedule.data?.matchups ?? []) : choice),
    [choice, schedule.data],
  );
  const weeks = useMemo(() => weeksToShow(schedule.data?.matchups ?? [], week), [schedule.data, week]);
  // Keys can come faster than the week in the URL re-renders the screen: a step goes from the
  // week last asked for until the screen shows it, so two quick presses move two weeks.
  const askedWeek = useRef<number | null>(null);
  useEffect(() => {
    if (askedWeek.current === week) askedWeek.current = null;
  }, [week]);
  const gestures = useWeekGestures({
    enabled: compact && week !== 'all',
    onStep: (step) => {
      const from = askedWeek.current ?? week;
      const next = from === 'all' ? null : stepWeek(from, step);
      if (next === null) return;
      askedWeek.current = next;
      setWeek(next);
    },
  });

  return (
    <Screen aria-labelledby="page-title" $swipes={compact && week !== 'all'} {...gestures}>
      <PageHeading id="page-title">Schedule</PageHeading>
      <ScheduleToolbar
        season={season}
        onSeasonChange={setSeason}
        week={week}
        onWeekChange={setWeek}
        compact={compact}
        lock={commissioner ? { locked, onToggle: () => setLocked((value) => !value) } : null}
      />
      {commissioner && <Hint>{locked ? LOCKED_HINT : UNLOCKED_HINT}</Hint>}
      <QueryState
        query={schedule}
        loadingLabel="Loading schedule"
        skeleton={<ScheduleSkeleton cards={week === 'all' ? 3 : 1} />}
        errorText={(error) => loadErrorText(errorMessage(error, 'Failed to fetch schedule'))}
        empty={<NoGames season={season} />}
        isEmpty={(data) => data.matchups.length === 0}
      >
        {(data) => (
          <ScheduleBoard
            matchups={data.matchups}
            weeks={weeks}
            teams={teams.data}
            commissioner={commissioner}
            editable={editable}
            onMove={edits.move}
            onChangeTeam={edits.changeTeam}
          />
        )}
      </QueryState>
    </Screen>
  );
}
