// The 'Ping Pong Balls' card: each team's balls for the year's draft lottery, with its own
// loading, empty and error states; while the commissioner has the board unlocked, the balls
// editor and the allocation from last season's standings instead. The draft lottery's card
// follows it on this screen.
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from 'shared-auth';
import { Card, CardContent, CardHeader, CardTitle, QueryState, Skeleton } from 'shared-ui';
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
  const editing = editable && heldBecause === null && teams.length > 0;
  return (
    <Card aria-labelledby="ping-pong-balls-title">
      <CardHeader>
        <CardTitle id="ping-pong-balls-title">Ping Pong Balls</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={balls}
          loadingLabel="Loading ping pong balls"
          skeleton={
            <Placeholder>
              {Array.from({ length: 12 }, (_, index) => (
                <Skeleton key={index} height="3.5rem" />
              ))}
            </Placeholder>
          }
          errorTitle={BALLS_FAILED}
          errorText={(error) => errorMessage(error, BALLS_FAILED)}
          empty={`No ping pong balls for ${year}.`}
          isEmpty={(data) => !editing && data.length === 0}
        >
          {(data) =>
            editing ? (
              <>
                <BallsEditor key={year} year={year} teams={teams} balls={data} />
                <BallAllocation key={`allocation-${year}`} year={year} teams={teams} />
              </>
            ) : (
              <PingPongBallsGrid balls={data} teams={byId} />
            )
          }
        </QueryState>
        {editable && heldBecause && <Held>{heldBecause}</Held>}
      </CardContent>
    </Card>
  );
}
