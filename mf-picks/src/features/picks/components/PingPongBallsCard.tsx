// The 'Ping Pong Balls' card: each team's balls for the year's draft lottery, with its own
// loading, empty and error states; while the commissioner has the board unlocked, the balls
// editor and the allocation from last season's standings instead. The draft lottery's card
// follows it on this screen.
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from 'shared-auth';
import { Card, CardContent, CardHeader, CardTitle, ErrorCard, Skeleton } from 'shared-ui';
import styled from 'styled-components';
import { pingPongBallsQueryOptions } from '../api/ping-pong-balls-api';
import type { Team } from 'shared-contracts';
import { useMemo } from 'react';
import { teamsById } from '../model/pick-labels';
import { BallAllocation } from './BallAllocation';
import { BallsEditor } from './BallsEditor';
import { PingPongBallsGrid } from './PingPongBallsGrid';

const Held = styled.p`
  margin: ${({ theme }) => theme.spacing.md} 0 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const BALLS_FAILED = 'Failed to fetch ping pong balls';

const Placeholder = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export interface PingPongBallsCardProps {
  year: number;
  teams: readonly Team[];
  /** The commissioner has unlocked editing. */
  editable: boolean;
  /** Why the balls cannot change now (the year's lottery waits to be drawn), or null. */
  heldBecause: string | null;
}

export function PingPongBallsCard({ year, teams, editable, heldBecause }: PingPongBallsCardProps) {
  const balls = useQuery(pingPongBallsQueryOptions(year));
  const byId = useMemo(() => teamsById(teams), [teams]);
  if (balls.isError) {
    return <ErrorCard title={BALLS_FAILED} message={errorMessage(balls.error, BALLS_FAILED)} onRetry={() => void balls.refetch()} />;
  }
  return (
    <Card aria-labelledby="ping-pong-balls-title">
      <CardHeader>
        <CardTitle id="ping-pong-balls-title">Ping Pong Balls</CardTitle>
      </CardHeader>
      <CardContent>
        {balls.isPending ? (
          <Placeholder role="status" aria-label="Loading ping pong balls">
            {Array.from({ length: 12 }, (_, index) => (
              <Skeleton key={index} height="3.5rem" />
            ))}
          </Placeholder>
        ) : editable && heldBecause === null && teams.length > 0 ? (
          <>
            <BallsEditor key={year} year={year} teams={teams} balls={balls.data} />
            <BallAllocation key={`allocation-${year}`} year={year} teams={teams} />
          </>
        ) : balls.data.length === 0 ? (
          <Empty>No ping pong balls for {year}.</Empty>
        ) : (
          <PingPongBallsGrid balls={balls.data} teams={byId} />
        )}
        {editable && heldBecause && <Held>{heldBecause}</Held>}
      </CardContent>
    </Card>
  );
}
