// One week of the season: a card titled 'Week N' with its games in position order and, while
// unlocked, the drop zone one past its last game (a game dropped there goes to the end).
import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from 'shared-ui';
import styled from 'styled-components';
import { dropZoneId } from '../model/drop-zone';
import type { ScheduleWeek } from '../model/schedule-weeks';

const Games = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const EndZone = styled.div<{ $over: boolean }>`
  display: flex;
  align-items: center;
  min-height: 2.5rem;
  margin-top: ${({ theme }) => theme.spacing.sm};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.colors.ring : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function EndOfWeek({ weekNumber, position, over }: { weekNumber: number; position: number; over: boolean }) {
  const id = dropZoneId({ weekNumber, position });
  const { setNodeRef } = useDroppable({ id });
  return (
    <EndZone ref={setNodeRef} $over={over} data-drop-zone={id}>
      {position === 1
        ? `Drop a game here to play it in Week ${weekNumber}`
        : `Drop here to add a game at the end of Week ${weekNumber}`}
    </EndZone>
  );
}

export interface WeekCardProps {
  week: ScheduleWeek;
  editable: boolean;
  /** The dragged game is over this week's end zone. */
  overEnd: boolean;
  children: ReactNode;
}

export function WeekCard({ week, editable, overEnd, children }: WeekCardProps) {
  const titleId = `schedule-week-${week.weekNumber}`;
  return (
    <Card aria-labelledby={titleId} data-week={week.weekNumber}>
      <CardHeader>
        <CardTitle id={titleId}>{`Week ${week.weekNumber}`}</CardTitle>
      </CardHeader>
      <CardContent>
        {week.matchups.length > 0 ? <Games>{children}</Games> : !editable && <Empty>No games this week.</Empty>}
        {editable && <EndOfWeek weekNumber={week.weekNumber} position={week.matchups.length + 1} over={overEnd} />}
      </CardContent>
    </Card>
  );
}
